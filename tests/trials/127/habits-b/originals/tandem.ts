import { readFileSync } from "node:fs";

enum Status {
  Completed = "COMPLETED",
  WeatherHold = "WEATHER_HOLD",
  Cancelled = "CANCELLED",
}

interface Jump {
  date: string;
  load: string;
  instructor: string;
  passengerKg: number;
  altitudeFt: number;
  status: Status;
  fee: number;
}

interface BadLine {
  lineNo: number;
  reason: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const MAX_PASSENGER_KG = 100;

function groupBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function parseLine(line: string): Parsed<Jump> {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, error: `expected 7 fields, got ${parts.length}` };
  const [date, load, instructor, kgRaw, altRaw, statusRaw, feeRaw] = parts;
  const passengerKg = Number(kgRaw);
  const altitudeFt = Number(altRaw);
  const fee = Number(feeRaw);
  if (kgRaw === "" || Number.isNaN(passengerKg)) return { ok: false, error: `bad weight "${kgRaw}"` };
  if (!Number.isInteger(altitudeFt)) return { ok: false, error: `bad altitude "${altRaw}"` };
  if (Number.isNaN(fee)) return { ok: false, error: `bad fee "${feeRaw}"` };
  if (!Object.values(Status).includes(statusRaw as Status)) {
    return { ok: false, error: `unknown status "${statusRaw}"` };
  }
  return {
    ok: true,
    value: { date, load, instructor, passengerKg, altitudeFt, status: statusRaw as Status, fee },
  };
}

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const jumps: Jump[] = [];
  const bad: BadLine[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
    const r = parseLine(line);
    if (r.ok) jumps.push(r.value);
    else bad.push({ lineNo: i + 1, reason: r.error });
  });

  const out: string[] = [];
  out.push("TANDEM MANIFEST REPORT");
  out.push("=".repeat(22));
  const byInstructor = groupBy(jumps, (j) => j.instructor);
  const names = [...byInstructor.keys()].sort();
  for (const name of names) {
    const js = byInstructor.get(name)!;
    const done = js.filter((j) => j.status === Status.Completed);
    const revenue = sum(done.map((j) => j.fee));
    const avgKg = done.length ? sum(done.map((j) => j.passengerKg)) / done.length : 0;
    const heavy = done.filter((j) => j.passengerKg > MAX_PASSENGER_KG).length;
    out.push(
      `${name.padEnd(10)} jumps ${String(done.length).padStart(2)}/${js.length}` +
        `  revenue £${revenue.toFixed(2).padStart(8)}  avg ${avgKg.toFixed(1)} kg` +
        (heavy > 0 ? `  !${heavy} over ${MAX_PASSENGER_KG} kg` : ""),
    );
  }

  const byStatus = groupBy(jumps, (j) => j.status);
  out.push("");
  out.push("By status:");
  for (const s of Object.values(Status)) {
    out.push(`  ${s.padEnd(13, ".")} ${byStatus.get(s)?.length ?? 0}`);
  }

  const completed = jumps.filter((j) => j.status === Status.Completed);
  const totalFt = sum(completed.map((j) => j.altitudeFt));
  const highest = completed.reduce<Jump | null>((best, j) => (!best || j.altitudeFt > best.altitudeFt ? j : best), null);
  out.push("");
  out.push(`Freefall altitude logged: ${totalFt.toLocaleString("en-GB")} ft`);
  if (highest) out.push(`Highest exit: ${highest.altitudeFt} ft (${highest.load}, ${highest.instructor})`);

  if (bad.length) {
    out.push("");
    out.push(`Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.lineNo}: ${b.reason}`));
  }

  const summary = {
    jumps: jumps.length,
    completed: completed.length,
    revenue: sum(completed.map((j) => j.fee)),
    instructors: names.length,
    skipped: bad.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/jumps.csv"));
