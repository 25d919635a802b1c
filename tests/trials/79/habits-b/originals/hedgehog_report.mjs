// Hedgehog rescue: weekly weigh-in report.
// (hedgehog_report.ts with its types stripped by hand; the enum becomes a frozen object)
import { readFileSync } from "node:fs";

const Status = Object.freeze({
  Admitted: "admitted",
  InCare: "in-care",
  Released: "released",
});

const RELEASE_WEIGHT_G = 600;

const isStatus = (s) =>
  Object.values(Status).includes(s);

function parseLine(line) {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, reason: `expected 5 fields, got ${parts.length}` };
  const [date, hogId, name, rawWeight, rawStatus] = parts;
  const weightG = Number(rawWeight);
  if (rawWeight === "" || !Number.isFinite(weightG)) return { ok: false, reason: `bad weight "${rawWeight}"` };
  if (weightG <= 0) return { ok: false, reason: `non-positive weight ${weightG}` };
  if (!isStatus(rawStatus)) return { ok: false, reason: `unknown status "${rawStatus}"` };
  return { ok: true, value: { date, hogId, name, weightG, status: rawStatus } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

function summarise(rows) {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return {
    hogId: first.hogId,
    name: first.name,
    first: first.weightG,
    last: last.weightG,
    gain: last.weightG - first.weightG,
    weighIns: sorted.length,
    status: last.status,
  };
}

export default function report(text) {
  const lines = text.split("\n").slice(1).filter((l) => l.trim() !== "");
  const good = [];
  const bad = [];
  lines.forEach((line, i) => {
    const r = parseLine(line);
    if (r.ok) good.push(r.value);
    else bad.push({ lineNo: i + 2, reason: r.reason });
  });

  const hogs = [...groupBy(good, (w) => w.hogId).values()]
    .map(summarise)
    .sort((a, b) => b.gain - a.gain);

  const out = ["Hedgehog weigh-in report", "========================"];
  for (const h of hogs) {
    const flag = h.status !== Status.Released && h.last >= RELEASE_WEIGHT_G ? "  <- ready?" : "";
    out.push(
      `${h.hogId} ${h.name.padEnd(8)} ${String(h.first).padStart(4)}g -> ${String(h.last).padStart(4)}g ` +
        `(${h.gain >= 0 ? "+" : ""}${h.gain}g, ${h.weighIns} weigh-ins) ${h.status}${flag}`
    );
  }
  out.push("", `Skipped ${bad.length} bad line(s):`);
  bad.forEach((b) => out.push(`  line ${b.lineNo}: ${b.reason}`));

  const avgGain = hogs.length ? hogs.reduce((s, h) => s + h.gain, 0) / hogs.length : 0;
  const summary = {
    hogs: hogs.length,
    weighIns: good.length,
    skipped: bad.length,
    released: hogs.filter((h) => h.status === Status.Released).length,
    avgGainG: Math.round(avgGain * 10) / 10,
    topGainer: hogs[0]?.name ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync(new URL("../root/hedgehog_weighins.csv", import.meta.url), "utf8")));
