import { readFileSync } from "fs";

enum Status {
  Completed = "completed",
  Diverted = "diverted",
  Cancelled = "cancelled",
}

interface Flight {
  id: string;
  date: string;
  pilot: string;
  route: string;
  passengers: number;
  minutes: number;
  fuelLitres: number;
  status: Status;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };
type Failure = Extract<Parsed<unknown>, { ok: false }>;

interface PilotStats {
  pilot: string;
  flights: number;
  passengers: number;
  minutes: number;
  loadFactor: number;
}

const MAX_SEATS = 9;
const FIELDS = 8;

const fail = (line: number, reason: string): Failure => ({ ok: false, line, reason });

function parseLine(raw: string, line: number): Parsed<Flight> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== FIELDS) return fail(line, `expected ${FIELDS} fields, got ${parts.length}`);
  const [id, date, pilot, route, pax, mins, fuel, status] = parts;
  const passengers = Number(pax);
  const minutes = Number(mins);
  const fuelLitres = Number(fuel);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return fail(line, `bad date "${date}"`);
  if (!Object.values(Status).includes(status as Status)) return fail(line, `unknown status "${status}"`);
  if (!Number.isInteger(passengers) || passengers < 0 || passengers > MAX_SEATS)
    return fail(line, `bad passenger count "${pax}"`);
  if (!Number.isFinite(minutes) || minutes < 0) return fail(line, `bad minutes "${mins}"`);
  if (!Number.isFinite(fuelLitres) || fuelLitres < 0) return fail(line, `bad fuel "${fuel}"`);
  return { ok: true, value: { id, date, pilot, route, passengers, minutes, fuelLitres, status: status as Status } };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((acc, x) => acc + f(x), 0);

export default function report(text: string): string {
  const results = text
    .split(/\r?\n/)
    .map((raw, i) => ({ raw, n: i + 1 }))
    .slice(1)
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, n }) => parseLine(raw, n));
  const flights: Flight[] = results.flatMap((r) => (r.ok ? [r.value] : []));
  const failures = results.filter((r): r is Failure => !r.ok);
  const flown = flights.filter((f) => f.status !== Status.Cancelled);
  const count = (s: Status): number => flights.filter((f) => f.status === s).length;

  const stats: PilotStats[] = [...groupBy(flown, (f) => f.pilot).entries()]
    .map(([pilot, fs]) => ({
      pilot,
      flights: fs.length,
      passengers: sum(fs, (f) => f.passengers),
      minutes: sum(fs, (f) => f.minutes),
      loadFactor: sum(fs, (f) => f.passengers) / (fs.length * MAX_SEATS),
    }))
    .sort((a, b) => b.minutes - a.minutes || a.pilot.localeCompare(b.pilot));

  const routes = [...groupBy(flown, (f) => f.route).entries()]
    .map(([route, fs]) => ({ route, passengers: sum(fs, (f) => f.passengers), flights: fs.length }))
    .sort((a, b) => b.passengers - a.passengers);

  const totalMinutes = sum(flown, (f) => f.minutes);
  const totalPax = sum(flown, (f) => f.passengers);
  const fuelPerHour = totalMinutes ? (sum(flown, (f) => f.fuelLitres) / totalMinutes) * 60 : 0;

  const out: string[] = [
    "SEAPLANE CHARTER REPORT",
    "=".repeat(23),
    `Flights: ${flights.length} (completed ${count(Status.Completed)}, diverted ${count(Status.Diverted)}, cancelled ${count(Status.Cancelled)})`,
    "",
    `${"Pilot".padEnd(12)}${"Flights".padStart(8)}${"Pax".padStart(6)}${"Minutes".padStart(9)}${"Load".padStart(8)}`,
    ...stats.map(
      (s) =>
        `${s.pilot.padEnd(12)}${String(s.flights).padStart(8)}${String(s.passengers).padStart(6)}` +
        `${String(s.minutes).padStart(9)}${(s.loadFactor * 100).toFixed(1).padStart(7)}%`,
    ),
    "",
    "Routes by passengers:",
    ...routes.map((r, i) => `  ${i + 1}. ${r.route} - ${r.passengers} pax on ${r.flights} flight${r.flights === 1 ? "" : "s"}`),
    "",
    `Fuel burn: ${fuelPerHour.toFixed(1)} L per flight hour`,
  ];
  if (failures.length > 0) {
    out.push("", `Skipped ${failures.length} bad line(s):`, ...failures.map((f) => `  line ${f.line}: ${f.reason}`));
  }
  const summary = {
    flights: flights.length,
    flown: flown.length,
    passengers: totalPax,
    hours: Number((totalMinutes / 60).toFixed(2)),
    fuelPerHour: Number(fuelPerHour.toFixed(1)),
    topPilot: stats[0]?.pilot ?? null,
    skipped: failures.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

const path: string = process.argv[2] ?? "root/seaplane.csv";
console.log(report(readFileSync(path, "utf8")));
