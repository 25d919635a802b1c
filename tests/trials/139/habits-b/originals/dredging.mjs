// dredging.ts with its types stripped by hand (enum -> frozen object)
import { readFileSync } from "fs";

const Material = Object.freeze({
  Silt: "silt",
  Sand: "sand",
  Clay: "clay",
  Gravel: "gravel",
});

const MATERIALS = Object.values(Material);

function parseLine(raw, line) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) {
    return { ok: false, bad: { line, reason: `expected 6 fields, got ${parts.length}` } };
  }
  const [date, barge, berth, vol, mat, hrs] = parts;
  const volume = Number(vol);
  const hours = Number(hrs);
  if (vol === "" || Number.isNaN(volume)) {
    return { ok: false, bad: { line, reason: `bad volume "${vol}"` } };
  }
  if (!MATERIALS.includes(mat)) {
    return { ok: false, bad: { line, reason: `unknown material "${mat}"` } };
  }
  if (Number.isNaN(hours) || hours <= 0) {
    return { ok: false, bad: { line, reason: `bad hours "${hrs}"` } };
  }
  return { ok: true, load: { date, barge, berth, volume, material: mat, hours } };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const sum = (items, f) =>
  items.reduce((acc, t) => acc + f(t), 0);

const round2 = (n) => Math.round(n * 100) / 100;

export default function report(path) {
  const text = readFileSync(path, "utf8");
  const parsed = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const loads = parsed.flatMap((p) => (p.ok ? [p.load] : []));
  const rejected = parsed.flatMap((p) => (p.ok ? [] : [p.bad]));

  const out = [];
  out.push("HARBOUR DREDGING - BARGE LOADS");
  out.push("=".repeat(40));

  const byBarge = groupBy(loads, (l) => l.barge);
  const barges = [...byBarge.keys()].sort((a, b) => a.localeCompare(b));
  for (const barge of barges) {
    const ls = byBarge.get(barge);
    const vol = sum(ls, (l) => l.volume);
    const hrs = sum(ls, (l) => l.hours);
    out.push(
      `${barge.padEnd(10)} loads ${String(ls.length).padStart(2)}  ` +
        `vol ${vol.toFixed(2).padStart(8)} m3  rate ${(vol / hrs).toFixed(1).padStart(6)} m3/h`
    );
  }

  out.push("-".repeat(40));
  const byMaterial = groupBy(loads, (l) => l.material);
  const totalVol = sum(loads, (l) => l.volume);
  Object.values(Material).forEach((m) => {
    const v = sum(byMaterial.get(m) ?? [], (l) => l.volume);
    const pct = totalVol > 0 ? (100 * v) / totalVol : 0;
    out.push(`${m.padEnd(8)} ${v.toFixed(2).padStart(9)} m3  ${pct.toFixed(1).padStart(5)}%`);
  });

  const busiest = [...groupBy(loads, (l) => l.berth).entries()]
    .map(([berth, ls]) => ({ berth, vol: sum(ls, (l) => l.volume) }))
    .sort((a, b) => b.vol - a.vol || a.berth.localeCompare(b.berth))[0];

  out.push("-".repeat(40));
  rejected.forEach((r) => out.push(`skipped line ${r.line}: ${r.reason}`));

  const summary = {
    loads: loads.length,
    skipped: rejected.length,
    total_m3: round2(totalVol),
    busiest_berth: busiest?.berth ?? null,
    mean_load_m3: loads.length ? round2(totalVol / loads.length) : 0,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/dredging.csv"));
