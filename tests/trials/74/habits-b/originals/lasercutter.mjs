// Makerspace laser-cutter usage report. (types stripped by hand from lasercutter.ts)
import { readFileSync } from "fs";

const Status = {
  Done: "done",
  Failed: "failed",
  Aborted: "aborted",
};

const MATERIALS = ["plywood", "acrylic", "mdf", "cardboard", "leather"];

const RATE_PER_MINUTE = 0.4;

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    (acc[k] ||= []).push(item);
    return acc;
  }, {});
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function parseLine(raw, lineNo) {
  const fields = raw.split(",").map((f) => f.trim());
  if (fields.length !== 6) {
    return { ok: false, err: { line: lineNo, reason: `expected 6 fields, got ${fields.length}` } };
  }
  const [date, member, material, thick, mins, status] = fields;
  if (!MATERIALS.includes(material)) {
    return { ok: false, err: { line: lineNo, reason: `unknown material '${material}'` } };
  }
  const minutes = Number(mins);
  if (mins === "" || Number.isNaN(minutes) || minutes <= 0) {
    return { ok: false, err: { line: lineNo, reason: `bad minutes '${mins}'` } };
  }
  if (!Object.values(Status).includes(status)) {
    return { ok: false, err: { line: lineNo, reason: `unknown status '${status}'` } };
  }
  return {
    ok: true,
    job: { date, member, material: material, thickness: Number(thick), minutes, status: status },
  };
}

export default function report(text) {
  const lines = text.split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const jobs = parsed.flatMap((p) => (p.ok ? [p.job] : []));
  const rejected = parsed.flatMap((p) => (p.ok ? [] : [p.err]));

  const out = [];
  out.push("LASER CUTTER USAGE");
  out.push("==================");

  const byMember = groupBy(jobs, (j) => j.member);
  const members = Object.keys(byMember).sort();
  for (const m of members) {
    const js = byMember[m];
    const mins = sum(js.map((j) => j.minutes));
    const ok = js.filter((j) => j.status === Status.Done).length;
    out.push(`${m.padEnd(8)} jobs=${js.length} ok=${ok} minutes=${mins.toFixed(1).padStart(6)} fee=${(mins * RATE_PER_MINUTE).toFixed(2)}`);
  }

  out.push("");
  out.push("By material:");
  const byMaterial = groupBy(jobs, (j) => j.material);
  Object.entries(byMaterial)
    .map(([mat, js]) => ({ mat, mins: sum(js.map((j) => j.minutes)), n: js.length }))
    .sort((a, b) => b.mins - a.mins || a.mat.localeCompare(b.mat))
    .forEach(({ mat, mins, n }) => out.push(`  ${mat.padEnd(10)} ${String(n).padStart(2)} jobs ${mins.toFixed(1)} min`));

  const failed = jobs.filter((j) => j.status !== Status.Done);
  const failRate = jobs.length ? (failed.length / jobs.length) * 100 : 0;
  out.push("");
  out.push(`Failure rate: ${failRate.toFixed(1)}%`);

  if (rejected.length) {
    out.push("");
    out.push("Skipped lines:");
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }

  const totalMinutes = sum(jobs.map((j) => j.minutes));
  const summary = {
    jobs: jobs.length,
    skipped: rejected.length,
    members: members.length,
    minutes: Math.round(totalMinutes * 10) / 10,
    fees: Math.round(totalMinutes * RATE_PER_MINUTE * 100) / 100,
    failRate: Math.round(failRate * 10) / 10,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/lasercutter.csv", "utf8")));
