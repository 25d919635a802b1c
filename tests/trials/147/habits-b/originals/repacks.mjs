import { readFileSync } from "node:fs";

const Kind = Object.freeze({
  Main: "main",
  Reserve: "reserve",
  Tandem: "tandem",
});

const RESERVE_LIMIT_DAYS = 180;

function parseLine(raw) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, reason: `expected 7 fields, got ${cols.length}` };
  const [date, rigger, serial, kindRaw, daysRaw, minRaw, resultRaw] = cols;
  const kind = Object.values(Kind).find((k) => k === kindRaw);
  if (!kind) return { ok: false, reason: `unknown kind '${kindRaw}'` };
  const daysSince = Number(daysRaw);
  const minutes = Number(minRaw);
  if (!Number.isInteger(daysSince) || daysSince < 0) return { ok: false, reason: `bad days '${daysRaw}'` };
  if (!Number.isInteger(minutes) || minutes <= 0) return { ok: false, reason: `bad minutes '${minRaw}'` };
  if (resultRaw !== "pass" && resultRaw !== "fail") return { ok: false, reason: `bad result '${resultRaw}'` };
  return { ok: true, value: { date, rigger, serial, kind, daysSince, minutes, passed: resultRaw === "pass" } };
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
const mean = (xs) => (xs.length ? sum(xs) / xs.length : 0);

export default function report(text) {
  const repacks = [];
  const rejected = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith("date,")) return;
    const r = parseLine(line);
    if (r.ok) repacks.push(r.value);
    else rejected.push({ line: i + 1, reason: r.reason });
  });

  const out = [];
  out.push("PARACHUTE LOFT REPACK REPORT");
  out.push("=".repeat(28));
  const byRigger = groupBy(repacks, (r) => r.rigger);
  const riggers = [...byRigger.keys()].sort();
  for (const name of riggers) {
    const jobs = byRigger.get(name);
    const fails = jobs.filter((j) => !j.passed).length;
    const avg = mean(jobs.map((j) => j.minutes));
    out.push(`${name.padEnd(10)} jobs=${String(jobs.length).padStart(2)} avg=${avg.toFixed(1).padStart(5)}min fails=${fails}`);
  }

  out.push("");
  out.push("By kind:");
  const byKind = groupBy(repacks, (r) => r.kind);
  for (const kind of Object.values(Kind)) {
    const jobs = byKind.get(kind) ?? [];
    out.push(`  ${kind.padEnd(8)} ${jobs.length} (${(mean(jobs.map((j) => j.minutes))).toFixed(1)} min avg)`);
  }

  const overdue = repacks
    .filter((r) => r.kind === Kind.Reserve && r.daysSince > RESERVE_LIMIT_DAYS)
    .sort((a, b) => b.daysSince - a.daysSince);
  out.push("");
  out.push(`Overdue reserves (> ${RESERVE_LIMIT_DAYS} days): ${overdue.length}`);
  overdue.forEach((r) => out.push(`  ${r.serial} ${r.daysSince}d by ${r.rigger} on ${r.date}`));

  out.push("");
  out.push(`Rejected lines: ${rejected.length}`);
  rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));

  const failRate = repacks.length ? repacks.filter((r) => !r.passed).length / repacks.length : 0;
  const summary = {
    repacks: repacks.length,
    rejected: rejected.length,
    overdue: overdue.length,
    failRate: Math.round(failRate * 1000) / 1000,
    busiest: riggers.reduce((a, b) => (byRigger.get(b).length > byRigger.get(a).length ? b : a), riggers[0]),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/repacks.csv", "utf8")));
