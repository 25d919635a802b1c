import { readFileSync } from "fs";

const Method = {
  PressureWash: "pressure_wash",
  Chemical: "chemical",
  PaintOver: "paint_over",
  Laser: "laser",
  Sandblast: "sandblast",
};

const METHODS = Object.values(Method);
const STATUSES = ["done", "deferred", "cancelled"];

function parseLine(raw, line) {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 9) return { line, reason: `expected 9 fields, got ${f.length}` };
  const [id, date, borough, surface, areaS, methodS, crew, hoursS, statusS] = f;
  const area = Number(areaS);
  const hours = Number(hoursS);
  if (!Number.isFinite(area) || area <= 0) return { line, reason: `bad area "${areaS}"` };
  if (!Number.isFinite(hours) || hours < 0) return { line, reason: `bad hours "${hoursS}"` };
  if (!METHODS.includes(methodS)) return { line, reason: `unknown method "${methodS}"` };
  if (!STATUSES.includes(statusS)) return { line, reason: `unknown status "${statusS}"` };
  return { id, date, borough, surface, area, method: methodS, crew, hours, status: statusS };
}

const isJob = (r) => "id" in r;

function groupBy(items, key) {
  const out = new Map();
  for (const it of items) {
    const k = key(it);
    out.set(k, [...(out.get(k) ?? []), it]);
  }
  return out;
}

const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);

export default function main(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .slice(1)
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));
  const jobs = parsed.filter(isJob);
  const rejected = parsed.filter((r) => !isJob(r));
  const done = jobs.filter((j) => j.status === "done");

  const out = [];
  out.push("GRAFFITI REMOVAL REPORT");
  out.push("=".repeat(40));
  out.push(`jobs read: ${jobs.length}, completed: ${done.length}, rejected lines: ${rejected.length}`);
  out.push("");
  out.push("By borough (completed):");
  const byBorough = [...groupBy(done, (j) => j.borough).entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [borough, js] of byBorough) {
    const area = sum(js, (j) => j.area);
    out.push(`  ${borough.padEnd(10)} ${String(js.length).padStart(3)} jobs ${area.toFixed(1).padStart(7)} m2`);
  }
  out.push("");
  out.push("By method (completed), m2 per hour:");
  const byMethod = [...groupBy(done, (j) => j.method).entries()]
    .map(([m, js]) => ({ m, rate: sum(js, (j) => j.area) / sum(js, (j) => j.hours) }))
    .sort((a, b) => b.rate - a.rate);
  byMethod.forEach(({ m, rate }, i) => out.push(`  ${i + 1}. ${m.padEnd(14)} ${rate.toFixed(2)}`));
  out.push("");
  out.push("Crew hours (all statuses):");
  const crews = [...groupBy(jobs, (j) => j.crew).entries()]
    .map(([crew, js]) => [crew, sum(js, (j) => j.hours)])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [crew, h] of crews) out.push(`  ${crew.padEnd(6)} ${h.toFixed(2)} h`);
  if (rejected.length > 0) {
    out.push("");
    out.push("Rejected:");
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }
  const totalArea = sum(done, (j) => j.area);
  const summary = {
    jobs: jobs.length,
    completed: done.length,
    rejected: rejected.length,
    area_m2: Math.round(totalArea * 10) / 10,
    best_method: byMethod[0]?.m ?? null,
    busiest_crew: crews[0]?.[0] ?? null,
  };
  out.push("");
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(main(process.argv[2] ?? "root/graffiti_jobs.csv"));
