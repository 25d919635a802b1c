import { readFileSync } from "fs";

enum Vehicle {
  Car = "car",
  Van = "van",
  Motorbike = "motorbike",
  Lorry = "lorry",
  Coach = "coach",
}

interface Booking {
  date: string;
  sailing: string;
  vehicle: Vehicle;
  reg: string;
  lengthM: number;
  passengers: number;
  fare: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const DECK_METRES_PER_SAILING = 33;

const isVehicle = (s: string): s is Vehicle =>
  (Object.values(Vehicle) as string[]).includes(s);

function parseLine(raw: string, lineNo: number): Parsed<Booking> {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, line: lineNo, reason: `expected 7 fields, got ${cols.length}` };
  const [date, sailing, vehicle, reg, len, pax, fare] = cols;
  if (!isVehicle(vehicle)) return { ok: false, line: lineNo, reason: `unknown vehicle "${vehicle}"` };
  const lengthM = Number(len);
  const passengers = Number(pax);
  const fareNum = Number(fare);
  if (len === "" || !Number.isFinite(lengthM) || lengthM <= 0)
    return { ok: false, line: lineNo, reason: `bad length "${len}"` };
  if (!Number.isInteger(passengers) || passengers < 0)
    return { ok: false, line: lineNo, reason: `bad passengers "${pax}"` };
  if (!Number.isFinite(fareNum)) return { ok: false, line: lineNo, reason: `bad fare "${fare}"` };
  return { ok: true, value: { date, sailing, vehicle, reg, lengthM, passengers, fare: fareNum } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    const bucket = out.get(k) ?? [];
    bucket.push(it);
    out.set(k, bucket);
  }
  return out;
}

const sum = <T>(xs: T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);
const money = (n: number): string => `£${n.toFixed(2)}`;

export default function report(text: string): string {
  const lines = text.split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const bookings = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const rejects = parsed.filter((p): p is Extract<Parsed<Booking>, { ok: false }> => !p.ok);

  const out: string[] = ["FERRY MANIFEST REPORT", "=".repeat(21)];
  const bySailing = groupBy(bookings, (b) => `${b.date} ${b.sailing}`);
  const keys = [...bySailing.keys()].sort();
  for (const key of keys) {
    const group = bySailing.get(key)!;
    const deck = sum(group, (b) => b.lengthM);
    const pct = (deck / DECK_METRES_PER_SAILING) * 100;
    const flag = pct > 100 ? "  OVERBOOKED" : "";
    out.push(
      `${key.padEnd(20)} vehicles=${String(group.length).padStart(2)} ` +
        `pax=${String(sum(group, (b) => b.passengers)).padStart(3)} ` +
        `deck=${deck.toFixed(1).padStart(5)}m (${pct.toFixed(0)}%) ` +
        `fares=${money(sum(group, (b) => b.fare))}${flag}`,
    );
  }

  out.push("", "By vehicle type:");
  const byType = groupBy(bookings, (b) => b.vehicle);
  const typeRows = [...byType.entries()]
    .map(([t, g]) => ({ t, n: g.length, fares: sum(g, (b) => b.fare) }))
    .sort((a, b) => b.fares - a.fares || a.t.localeCompare(b.t));
  typeRows.forEach(({ t, n, fares }) => out.push(`  ${t.padEnd(10)} ${String(n).padStart(3)}  ${money(fares)}`));

  const regulars = [...groupBy(bookings, (b) => b.reg).entries()]
    .filter(([, g]) => g.length > 1)
    .map(([reg]) => reg)
    .sort();
  out.push("", `Repeat vehicles: ${regulars.length ? regulars.join(", ") : "none"}`);

  if (rejects.length) {
    out.push("", `Skipped ${rejects.length} bad line(s):`);
    rejects.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }

  const summary = {
    sailings: keys.length,
    vehicles: bookings.length,
    passengers: sum(bookings, (b) => b.passengers),
    revenue: Math.round(sum(bookings, (b) => b.fare) * 100) / 100,
    overbooked: keys.filter((k) => sum(bySailing.get(k)!, (b) => b.lengthM) > DECK_METRES_PER_SAILING),
    skipped: rejects.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/ferry_manifest.csv", "utf8")));
