import { readFileSync } from "fs";

const YachtClass = {
  Class5: "Class5",
  Standart: "Standart",
  Mini: "Mini",
};

const Status = {
  FIN: "FIN",
  DNF: "DNF",
  DSQ: "DSQ",
};

const isEnum = (e, v) =>
  Object.values(e).includes(v);

function parseLine(raw, line) {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${f.length}` };
  const [heat, cls, pilot, sail, laps, time, status] = f;
  if (!isEnum(YachtClass, cls)) return { ok: false, line, reason: `unknown class ${cls}` };
  if (!isEnum(Status, status)) return { ok: false, line, reason: `unknown status ${status}` };
  const nums = [heat, laps, time].map(Number);
  if (nums.some((n) => Number.isNaN(n))) return { ok: false, line, reason: "bad number" };
  return {
    ok: true,
    value: { heat: nums[0], cls, pilot, sail, laps: nums[1], time: nums[2], status },
  };
}

function groupBy(xs, key) {
  return xs.reduce((m, x) => {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
    return m;
  }, new Map());
}

const secPerLap = (r) => r.time / r.laps;

export default function report(text) {
  const parsed = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const runs = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p) => !p.ok);
  const finished = runs.filter((r) => r.status === Status.FIN);

  const out = [];
  out.push("SAND-YACHT HEATS REPORT");
  out.push("=".repeat(23));

  for (const [cls, rs] of [...groupBy(finished, (r) => r.cls)].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`\n${cls} (${rs.length} finishes)`);
    const best = [...groupBy(rs, (r) => r.pilot)]
      .map(([pilot, xs]) => ({ pilot, best: Math.min(...xs.map(secPerLap)), heats: xs.length }))
      .sort((a, b) => a.best - b.best);
    best.forEach((b, i) =>
      out.push(`  ${String(i + 1).padStart(2)}. ${b.pilot.padEnd(16)} ${b.best.toFixed(2).padStart(7)} s/lap  (${b.heats} heat${b.heats === 1 ? "" : "s"})`)
    );
  }

  const outcomes = runs.reduce(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {}
  );
  out.push(`\nOutcomes: ${Object.entries(outcomes).map(([k, v]) => `${k}=${v}`).join(", ")}`);

  if (bad.length > 0) {
    out.push(`Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const fastest = finished.reduce(
    (best, r) => (best === undefined || secPerLap(r) < secPerLap(best) ? r : best),
    undefined
  );
  const totalLaps = runs.reduce((s, r) => s + r.laps, 0);
  const summary = {
    runs: runs.length,
    finished: finished.length,
    skipped: bad.length,
    totalLaps,
    fastest: fastest ? { pilot: fastest.pilot, secPerLap: Number(secPerLap(fastest).toFixed(2)) } : null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/sandyacht.csv", "utf8")));
