import { readFileSync } from "fs";

enum Pier {
  North = "N",
  South = "S",
  East = "E",
}

interface Booking {
  line: number;
  date: string;
  pier: Pier;
  berth: number;
  boat: string;
  lengthM: number;
  nights: number;
  ratePerM: number;
}

type Result<T> = { ok: true; value: T } | { ok: false; error: string };

const PIER_NAMES: Record<Pier, string> = {
  [Pier.North]: "North",
  [Pier.South]: "South",
  [Pier.East]: "East",
};

const isPier = (s: string): s is Pier => (Object.values(Pier) as string[]).includes(s);

function parseLine(line: string, lineNo: number): Result<Booking> {
  const parts = line.split(",").map((s) => s.trim());
  if (parts.length !== 7) {
    return { ok: false, error: `line ${lineNo}: expected 7 fields, got ${parts.length}` };
  }
  const [date, pierCode, berthS, boat, lenS, nightsS, rateS] = parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return { ok: false, error: `line ${lineNo}: bad date "${date}"` };
  }
  if (!isPier(pierCode)) {
    return { ok: false, error: `line ${lineNo}: unknown pier "${pierCode}"` };
  }
  const nums = [berthS, lenS, nightsS, rateS].map(Number);
  if (nums.some((n) => Number.isNaN(n))) {
    return { ok: false, error: `line ${lineNo}: non-numeric field` };
  }
  const [berth, lengthM, nights, ratePerM] = nums;
  if (lengthM <= 0 || nights <= 0 || !Number.isInteger(nights)) {
    return { ok: false, error: `line ${lineNo}: length and nights must be positive` };
  }
  return { ok: true, value: { line: lineNo, date, pier: pierCode, berth, boat, lengthM, nights, ratePerM } };
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T>(items: readonly T[], f: (t: T) => number): number =>
  items.reduce((acc, t) => acc + f(t), 0);

const fee = (b: Booking): number => Math.round(b.lengthM * b.ratePerM * b.nights * 100) / 100;

const money = (n: number): string => n.toFixed(2).padStart(9);

export default function report(text: string): string {
  const rows = text
    .split("\n")
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .slice(1)
    .filter(({ raw }) => raw.trim() !== "");
  const parsed = rows.map(({ raw, lineNo }) => parseLine(raw, lineNo));
  const bookings = parsed.flatMap((r) => (r.ok ? [r.value] : []));
  const errors = parsed.flatMap((r) => (r.ok ? [] : [r.error]));

  const out: string[] = ["MARINA BERTH REPORT", "=".repeat(40)];
  const byPier = groupBy(bookings, (b) => b.pier);
  for (const pier of Object.values(Pier)) {
    const list = byPier.get(pier) ?? [];
    const nights = sum(list, (b) => b.nights);
    out.push(`${PIER_NAMES[pier].padEnd(6)} ${String(list.length).padStart(3)} bookings ${String(nights).padStart(3)} nights ${money(sum(list, fee))}`);
  }

  out.push("-".repeat(40), "Top boats by fees:");
  const byBoat = [...groupBy(bookings, (b) => b.boat).entries()]
    .map(([boat, list]) => ({ boat, total: sum(list, fee), visits: list.length }))
    .sort((a, b) => b.total - a.total || a.boat.localeCompare(b.boat));
  byBoat.slice(0, 3).forEach(({ boat, total, visits }, i) =>
    out.push(`  ${i + 1}. ${boat.padEnd(12)} ${money(total)} (${visits} visit${visits === 1 ? "" : "s"})`)
  );

  const longest = bookings.reduce<Booking | undefined>(
    (best, b) => (best === undefined || b.lengthM > best.lengthM ? b : best),
    undefined
  );
  if (longest) out.push(`Longest boat: ${longest.boat} (${longest.lengthM.toFixed(1)} m)`);

  if (errors.length > 0) {
    out.push("-".repeat(40), `Skipped ${errors.length} bad line(s):`, ...errors.map((e) => `  ${e}`));
  }

  const revenue = Math.round(sum(bookings, fee) * 100) / 100;
  const summary = {
    bookings: bookings.length,
    skipped: errors.length,
    nights: sum(bookings, (b) => b.nights),
    revenue,
    topBoat: byBoat[0]?.boat ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/berths.csv", "utf8")));
