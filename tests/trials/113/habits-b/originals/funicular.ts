import { readFileSync } from "node:fs";

enum Direction {
  Up = "up",
  Down = "down",
}

enum Status {
  Ok = "ok",
  Delayed = "delayed",
  Cancelled = "cancelled",
}

interface Trip {
  date: string;
  time: string;
  car: string;
  direction: Direction;
  passengers: number;
  durationS: number;
  status: Status;
}

type ParseResult = { ok: true; trip: Trip } | { ok: false; line: number; reason: string };

const CARS: readonly string[] = ["Alpha", "Beta"];
const CAPACITY = 60;

function parseLine(raw: string, lineNo: number): ParseResult {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, line: lineNo, reason: `expected 7 fields, got ${parts.length}` };
  const [date, time, car, dir, pax, dur, status] = parts;
  if (!CARS.includes(car)) return { ok: false, line: lineNo, reason: `unknown car "${car}"` };
  if (!Object.values(Direction).includes(dir as Direction))
    return { ok: false, line: lineNo, reason: `bad direction "${dir}"` };
  const passengers = Number(pax);
  const durationS = Number(dur);
  if (!Number.isInteger(passengers) || passengers < 0 || passengers > CAPACITY)
    return { ok: false, line: lineNo, reason: `bad passengers "${pax}"` };
  if (dur === "" || !Number.isFinite(durationS)) return { ok: false, line: lineNo, reason: `bad duration "${dur}"` };
  if (!Object.values(Status).includes(status as Status))
    return { ok: false, line: lineNo, reason: `bad status "${status}"` };
  return {
    ok: true,
    trip: { date, time, car, direction: dir as Direction, passengers, durationS, status: status as Status },
  };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T,>(xs: T[], f: (x: T) => number): number => xs.reduce((acc, x) => acc + f(x), 0);
const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const results: ParseResult[] = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));
  const trips = results.flatMap((r) => (r.ok ? [r.trip] : []));
  const bad = results.filter((r): r is Extract<ParseResult, { ok: false }> => !r.ok);
  const ran = trips.filter((t) => t.status !== Status.Cancelled);

  const out: string[] = [];
  out.push("Funicular trip report");
  out.push("=====================");
  for (const [car, ts] of [...groupBy(ran, (t) => t.car).entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const load = mean(ts.map((t) => t.passengers / CAPACITY)) * 100;
    out.push(
      `${car.padEnd(6)} trips=${String(ts.length).padStart(2)} pax=${String(sum(ts, (t) => t.passengers)).padStart(4)} ` +
        `load=${load.toFixed(1)}% avg=${mean(ts.map((t) => t.durationS)).toFixed(1)}s`
    );
  }
  const byDir = groupBy(ran, (t) => t.direction);
  for (const dir of Object.values(Direction)) {
    const ts = byDir.get(dir) ?? [];
    out.push(`${dir.toUpperCase().padEnd(4)} passengers: ${sum(ts, (t) => t.passengers)}`);
  }
  const busiest = ran.reduce<Trip | undefined>((best, t) => (!best || t.passengers > best.passengers ? t : best), undefined);
  if (busiest) out.push(`Busiest: ${busiest.time} ${busiest.car} ${busiest.direction} (${busiest.passengers})`);
  const delayed = ran.filter((t) => t.status === Status.Delayed).length;
  out.push(`Delayed: ${delayed}, cancelled: ${trips.length - ran.length}`);
  for (const b of bad) out.push(`skipped line ${b.line}: ${b.reason}`);
  const summary = {
    trips: ran.length,
    passengers: sum(ran, (t) => t.passengers),
    delayed,
    cancelled: trips.length - ran.length,
    skipped: bad.length,
    onTimeRate: Number(((ran.length - delayed) / ran.length).toFixed(3)),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/funicular.csv"));
