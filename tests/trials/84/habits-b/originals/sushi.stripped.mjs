// Sushi conveyor belt: price the plates taken per table and report.
// (types stripped by hand from sushi.ts; enum turned into a frozen object)
import { readFileSync } from "fs";

const Plate = Object.freeze({
  Green: "green",
  Red: "red",
  Blue: "blue",
  Gold: "gold",
});

const PRICES = {
  [Plate.Green]: 1.8,
  [Plate.Red]: 2.5,
  [Plate.Blue]: 3.2,
  [Plate.Gold]: 4.9,
};

const isPlate = (s) =>
  (Object.values(Plate)).includes(s);

function parseLine(raw, line) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 4) return { ok: false, line, reason: `expected 4 fields, got ${parts.length}` };
  const [time, table, plate, countText] = parts;
  if (!isPlate(plate)) return { ok: false, line, reason: `unknown plate "${plate}"` };
  const count = Number(countText);
  if (!Number.isInteger(count) || count <= 0)
    return { ok: false, line, reason: `bad count "${countText}"` };
  return { ok: true, take: { time, table, plate, count } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (items, f) =>
  items.reduce((acc, t) => acc + f(t), 0);

const money = (n) => `£${n.toFixed(2)}`;

export default function report(text) {
  const rows = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"));
  const parsed = rows.map(({ raw, line }) => parseLine(raw, line));
  const takes = parsed.flatMap((p) => (p.ok ? [p.take] : []));
  const bad = parsed.filter((p) => !p.ok);

  const bills = [...groupBy(takes, (t) => t.table).entries()]
    .map(([table, ts]) => ({
      table,
      plates: sum(ts, (t) => t.count),
      total: sum(ts, (t) => t.count * PRICES[t.plate]),
      first: ts[0].time,
      last: ts[ts.length - 1].time,
    }))
    .sort((a, b) => b.total - a.total || a.table.localeCompare(b.table));

  const out = ["Sushi belt report", "================="];
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
