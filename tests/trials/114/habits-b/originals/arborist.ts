import { readFileSync } from "node:fs";

enum JobType {
  Fell = "fell",
  Prune = "prune",
  Stump = "stump",
  Survey = "survey",
  Pollard = "pollard",
}

interface Job {
  date: string;
  crew: string;
  type: JobType;
  species: string;
  hours: number;
  chipKg: number;
  charge: number;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed = { ok: true; job: Job } | { ok: false; err: Rejected };

const JOB_TYPES: ReadonlySet<string> = new Set(Object.values(JobType));

function parseLine(raw: string, lineNo: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) {
    return { ok: false, err: { line: lineNo, reason: `expected 7 fields, got ${cols.length}` } };
  }
  const [date, crew, type, species, hoursS, chipS, chargeS] = cols;
  if (!JOB_TYPES.has(type)) {
    return { ok: false, err: { line: lineNo, reason: `unknown job type '${type}'` } };
  }
  const nums = [hoursS, chipS, chargeS].map(Number);
  if ([hoursS, chipS, chargeS].some((s) => s === "") || nums.some((n) => Number.isNaN(n) || n < 0)) {
    return { ok: false, err: { line: lineNo, reason: "bad number" } };
  }
  const [hours, chipKg, charge] = nums;
  return { ok: true, job: { date, crew, type: type as JobType, species, hours, chipKg, charge } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((acc, x) => acc + f(x), 0);

const money = (n: number): string => `£${n.toFixed(2)}`;

interface CrewStats {
  crew: string;
  jobs: number;
  hours: number;
  revenue: number;
  perHour: number;
}

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed: Parsed[] = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const jobs: Job[] = parsed.flatMap((p) => (p.ok ? [p.job] : []));
  const rejected: Rejected[] = parsed.flatMap((p) => (p.ok ? [] : [p.err]));

  const out: string[] = ["ARBORIST CREW REPORT", "=".repeat(40)];

  const crews: CrewStats[] = [...groupBy(jobs, (j) => j.crew).entries()]
    .map(([crew, js]) => {
      const hours = sum(js, (j) => j.hours);
      const revenue = sum(js, (j) => j.charge);
      return { crew, jobs: js.length, hours, revenue, perHour: revenue / hours };
    })
    .sort((a, b) => b.revenue - a.revenue);

  out.push("Crew          Jobs  Hours   Revenue   £/hr");
  for (const c of crews) {
    out.push(
      `${c.crew.padEnd(12)} ${String(c.jobs).padStart(5)} ${c.hours.toFixed(2).padStart(6)} ${money(c.revenue).padStart(9)} ${c.perHour.toFixed(1).padStart(6)}`,
    );
  }

  out.push("", "By job type:");
  const byType = groupBy(jobs, (j) => j.type);
  for (const t of Object.values(JobType)) {
    const js = byType.get(t) ?? [];
    out.push(`  ${t.padEnd(8)} ${js.length} jobs, ${sum(js, (j) => j.chipKg)} kg chip`);
  }

  const topSpecies = [...groupBy(jobs, (j) => j.species).entries()]
    .map(([s, js]) => [s, js.length] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  out.push("", `Most worked species: ${topSpecies[0]} (${topSpecies[1]} jobs)`);

  if (rejected.length > 0) {
    out.push("", "Rejected lines:");
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }

  const summary = {
    jobs: jobs.length,
    rejected: rejected.length,
    revenue: Number(sum(jobs, (j) => j.charge).toFixed(2)),
    chipKg: sum(jobs, (j) => j.chipKg),
    topCrew: crews[0]?.crew ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/arborist_jobs.csv"));
