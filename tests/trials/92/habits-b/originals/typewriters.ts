import { readFileSync } from "node:fs";

enum Service {
  Clean = "CLEAN",
  Ribbon = "RIBBON",
  Platen = "PLATEN",
  Overhaul = "OVERHAUL",
}

interface Job {
  id: string;
  date: string;
  model: string;
  tech: string;
  service: Service;
  hours: number;
  parts: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const HOURLY_RATE = 28;
const SERVICES: readonly Service[] = Object.values(Service);

const isService = (s: string): s is Service => (SERVICES as string[]).includes(s);

function parseLine(raw: string, line: number): Parsed<Job> {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${cols.length}` };
  const [id, date, model, tech, service, hoursText, partsText] = cols;
  if (!isService(service)) return { ok: false, line, reason: `unknown service "${service}"` };
  const hours = Number(hoursText);
  const parts = Number(partsText);
  if (!Number.isFinite(hours) || hours <= 0) return { ok: false, line, reason: `bad hours "${hoursText}"` };
  if (!Number.isFinite(parts) || parts < 0) return { ok: false, line, reason: `bad parts cost "${partsText}"` };
  return { ok: true, value: { id, date, model, tech, service, hours, parts } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T,>(items: readonly T[], f: (t: T) => number): number =>
  items.reduce((acc, t) => acc + f(t), 0);

const money = (n: number): string => n.toFixed(2);
const charge = (j: Job): number => j.hours * HOURLY_RATE + j.parts;

export default function main(path: string = "root/typewriter_jobs.csv"): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("job_id"))
    .map(({ raw, line }) => parseLine(raw, line));

  const jobs = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p): p is Extract<Parsed<Job>, { ok: false }> => !p.ok);

  console.log("Typewriter workshop report");
  console.log("==========================");
  console.log(`Jobs: ${jobs.length}  skipped: ${bad.length}`);
  bad.forEach((b) => console.log(`  skip line ${b.line}: ${b.reason}`));

  console.log("");
  console.log("By technician:");
  const byTech = groupBy(jobs, (j) => j.tech);
  const techRows = [...byTech.entries()]
    .map(([tech, js]) => ({ tech, count: js.length, hours: sum(js, (j) => j.hours), billed: sum(js, charge) }))
    .sort((a, b) => b.billed - a.billed || a.tech.localeCompare(b.tech));
  for (const r of techRows) {
    console.log(`  ${r.tech.padEnd(8)} ${String(r.count).padStart(3)} jobs ${r.hours.toFixed(2).padStart(6)} h  £${money(r.billed).padStart(8)}`);
  }

  console.log("");
  console.log("By service:");
  const byService = groupBy(jobs, (j) => j.service);
  for (const s of SERVICES) {
    const js = byService.get(s) ?? [];
    const avg = js.length ? sum(js, (j) => j.hours) / js.length : 0;
    console.log(`  ${s.padEnd(9)} ${String(js.length).padStart(2)}  avg ${avg.toFixed(2)} h`);
  }

  const longest = jobs.reduce<Job | undefined>((best, j) => (!best || j.hours > best.hours ? j : best), undefined);
  if (longest) {
    console.log("");
    console.log(`Longest job: ${longest.id} ${longest.model} (${longest.hours} h, ${longest.tech})`);
  }

  const summary = {
    jobs: jobs.length,
    skipped: bad.length,
    hours: Number(sum(jobs, (j) => j.hours).toFixed(2)),
    billed: Number(money(sum(jobs, charge))),
    top_tech: techRows[0]?.tech ?? null,
  };
  console.log(JSON.stringify(summary));
}

main();
