// Sushi conveyor belt: price the plates taken per table and report.
import { readFileSync } from "fs";

enum Plate {
  Green = "green",
  Red = "red",
  Blue = "blue",
  Gold = "gold",
}

const PRICES: Record<Plate, number> = {
  [Plate.Green]: 1.8,
  [Plate.Red]: 2.5,
  [Plate.Blue]: 3.2,
  [Plate.Gold]: 4.9,
};

interface Take {
  time: string;
  table: string;
  plate: Plate;
  count: number;
}

type Parsed = { ok: true; take: Take } | { ok: false; line: number; reason: string };

interface TableBill {
  table: string;
  plates: number;
  total: number;
  first: string;
  last: string;
}

const isPlate = (s: string): s is Plate =>
  (Object.values(Plate) as string[]).includes(s);

function parseLine(raw: string, line: number): Parsed {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 4) return { ok: false, line, reason: `expected 4 fields, got ${parts.length}` };
  const [time, table, plate, countText] = parts;
  if (!isPlate(plate)) return { ok: false, line, reason: `unknown plate "${plate}"` };
  const count = Number(countText);
  if (!Number.isInteger(count) || count <= 0)
    return { ok: false, line, reason: `bad count "${countText}"` };
  return { ok: true, take: { time, table, plate, count } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T>(items: readonly T[], f: (t: T) => number): number =>
  items.reduce((acc, t) => acc + f(t), 0);

const money = (n: number): string => `£${n.toFixed(2)}`;

export default function report(text: string): string {
  const rows = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"));
  const parsed = rows.map(({ raw, line }) => parseLine(raw, line));
  const takes = parsed.flatMap((p) => (p.ok ? [p.take] : []));
  const bad = parsed.filter((p): p is Extract<Parsed, { ok: false }> => !p.ok);

  const bills: TableBill[] = [...groupBy(takes, (t) => t.table).entries()]
    .map(([table, ts]) => ({
      table,
      plates: sum(ts, (t) => t.count),
      total: sum(ts, (t) => t.count * PRICES[t.plate]),
      first: ts[0].time,
      last: ts[ts.length - 1].time,
    }))
    .sort((a, b) => b.total - a.total || a.table.localeCompare(b.table));

  const out: string[] = ["Sushi belt report", "================="];
  for (const b of bills) {
    out.push(
      `${b.table.padEnd(4)} ${String(b.plates).padStart(3)} plates ${money(b.total).padStart(8)}  ${b.first}-${b.last}`
    );
  }
  out.push("", "By plate:");
  for (const plate of Object.values(Plate)) {
    const n = sum(takes.filter((t) => t.plate === plate), (t) => t.count);
    if (n > 0) out.push(`  ${plate.padEnd(6)} x${n}`);
  }
  if (bad.length > 0) {
    out.push("", `Skipped ${bad.length} line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }
  const revenue = sum(bills, (b) => b.total);
  const summary = {
    tables: bills.length,
    plates: sum(bills, (b) => b.plates),
    revenue: Math.round(revenue * 100) / 100,
    top: bills[0]?.table ?? null,
    skipped: bad.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/plates.csv", "utf8")));
