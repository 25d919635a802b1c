import { readFileSync } from "node:fs";

enum Status {
  Quoted = "quoted",
  Done = "done",
  Snagging = "snagging",
  Cancelled = "cancelled",
}

interface Job {
  date: string;
  crew: string;
  room: string;
  area: number;
  tile: string;
  pricePerM2: number;
  status: Status;
}

type ParseResult<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

interface CrewTotals {
  jobs: number;
  area: number;
  revenue: number;
}

const BILLABLE: ReadonlySet<Status> = new Set([Status.Done, Status.Snagging]);

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

function isStatus(s: string): s is Status {
  return (Object.values(Status) as string[]).includes(s);
}

function parseLine(raw: string, line: number): ParseResult<Job> {
  const cells = raw.split(",").map((c) => c.trim());
  if (cells.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${cells.length}` };
  const [date, crew, room, areaS, tile, priceS, statusS] = cells;
  const area = Number(areaS);
  const pricePerM2 = Number(priceS);
  if (areaS === "" || Number.isNaN(area)) return { ok: false, line, reason: `bad area "${areaS}"` };
  if (priceS === "" || Number.isNaN(pricePerM2)) return { ok: false, line, reason: `bad price "${priceS}"` };
  if (!isStatus(statusS)) return { ok: false, line, reason: `unknown status "${statusS}"` };
  return { ok: true, value: { date, crew, room, area, tile, pricePerM2, status: statusS } };
}

export default function report(text: string): string {
  const lines = text.split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, n: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, n }) => parseLine(raw, n));

  const jobs = parsed.flatMap((r) => (r.ok ? [r.value] : []));
  const errors = parsed.filter((r): r is Extract<ParseResult<Job>, { ok: false }> => !r.ok);

  const out: string[] = [];
  out.push("TILING JOB SHEET");
  out.push("================");

  const billable = jobs.filter((j) => BILLABLE.has(j.status));
  const byCrew = groupBy(billable, (j) => j.crew);
  const crewTotals: [string, CrewTotals][] = [...byCrew.entries()]
    .map(([crew, js]): [string, CrewTotals] => [
      crew,
      { jobs: js.length, area: sum(js, (j) => j.area), revenue: sum(js, (j) => j.area * j.pricePerM2) },
    ])
    .sort((a, b) => b[1].revenue - a[1].revenue || a[0].localeCompare(b[0]));

  out.push("Billable work by crew:");
  for (const [crew, t] of crewTotals) {
    out.push(`  ${crew.padEnd(12)} ${String(t.jobs).padStart(2)} jobs ${t.area.toFixed(2).padStart(7)} m2  £${t.revenue.toFixed(2).padStart(9)}`);
  }

  const byTile = groupBy(billable, (j) => j.tile);
  out.push("Area laid by tile:");
  [...byTile.keys()].sort().forEach((tile) => {
    const area = sum(byTile.get(tile)!, (j) => j.area);
    out.push(`  ${tile.padEnd(11)} ${area.toFixed(1).padStart(6)} m2`);
  });

  const statusCounts = Object.values(Status).map((s) => `${s}=${jobs.filter((j) => j.status === s).length}`);
  out.push(`Status: ${statusCounts.join(" ")}`);

  if (errors.length > 0) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  line ${e.line}: ${e.reason}`));
  }

  const revenue = sum(billable, (j) => j.area * j.pricePerM2);
  const top = crewTotals[0]?.[0] ?? null;
  const summary = { jobs: jobs.length, billable: billable.length, skipped: errors.length, area_m2: Math.round(sum(billable, (j) => j.area) * 100) / 100, revenue: Math.round(revenue * 100) / 100, top_crew: top };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/tiling_jobs.csv", "utf8")));
