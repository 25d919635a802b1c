import { readFileSync } from "node:fs";

const JobKind = {
  Breakdown: "breakdown",
  Accident: "accident",
  Impound: "impound",
};

const SLA_MINUTES = 45;

function parseLine(raw, lineNo) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) {
    return { ok: false, line: lineNo, reason: `expected 7 fields, got ${parts.length}` };
  }
  const [id, date, truck, kindRaw, milesRaw, arriveRaw, feeRaw] = parts;
  const kinds = Object.values(JobKind);
  if (!kinds.includes(kindRaw)) {
    return { ok: false, line: lineNo, reason: `unknown kind "${kindRaw}"` };
  }
  const [miles, arriveMin, fee] = [milesRaw, arriveRaw, feeRaw].map(Number);
  if ([miles, arriveMin, fee].some((n) => Number.isNaN(n))) {
    return { ok: false, line: lineNo, reason: "non-numeric field" };
  }
  if (miles < 0 || arriveMin < 0 || fee < 0) {
    return { ok: false, line: lineNo, reason: "negative value" };
  }
  return { ok: true, value: { id, date, truck, kind: kindRaw, miles, arriveMin, fee } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const money = (n) => `£${n.toFixed(2)}`;

export default function report(text) {
  const results = text
    .split("\n")
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const jobs = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r) => !r.ok);

  const lines = [];
  lines.push("TOW DISPATCH REPORT");
  lines.push("=".repeat(40));

  const byTruck = groupBy(jobs, (j) => j.truck);
  const stats = [...byTruck.entries()]
    .map(([truck, js]) => [
      truck,
      { jobs: js.length, miles: sum(js.map((j) => j.miles)), revenue: sum(js.map((j) => j.fee)) },
    ])
    .sort((a, b) => b[1].revenue - a[1].revenue);

  lines.push("Per truck (by revenue):");
  for (const [truck, s] of stats) {
    lines.push(
      `  ${truck.padEnd(4)} ${String(s.jobs).padStart(3)} jobs ${s.miles.toFixed(1).padStart(7)} mi ${money(s.revenue).padStart(10)}`,
    );
  }

  lines.push("Per kind:");
  for (const kind of Object.values(JobKind)) {
    const ofKind = jobs.filter((j) => j.kind === kind);
    const avg = ofKind.length ? sum(ofKind.map((j) => j.arriveMin)) / ofKind.length : 0;
    lines.push(`  ${kind.padEnd(10)} ${ofKind.length} jobs, avg arrival ${avg.toFixed(1)} min`);
  }

  const late = jobs.filter((j) => j.arriveMin > SLA_MINUTES);
  lines.push(`Late arrivals (> ${SLA_MINUTES} min): ${late.map((j) => `${j.id}(${j.arriveMin})`).join(", ") || "none"}`);

  if (bad.length > 0) {
    lines.push("Skipped lines:");
    bad.forEach((b) => lines.push(`  line ${b.line}: ${b.reason}`));
  }

  const totalRevenue = sum(jobs.map((j) => j.fee));
  const summary = {
    jobs: jobs.length,
    skipped: bad.length,
    revenue: Math.round(totalRevenue * 100) / 100,
    topTruck: stats[0]?.[0] ?? null,
    lateRate: jobs.length ? Number((late.length / jobs.length).toFixed(3)) : 0,
  };
  lines.push(JSON.stringify(summary));
  return lines.join("\n");
}

const path = process.argv[2] ?? "root/tow_jobs.csv";
console.log(report(readFileSync(path, "utf8")));
