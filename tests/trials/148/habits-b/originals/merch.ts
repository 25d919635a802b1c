import { readFileSync } from "node:fs";

enum Payment {
  Card = "card",
  Cash = "cash",
}

interface Sale {
  date: string;
  city: string;
  item: string;
  size: string;
  qty: number;
  unitPrice: number;
  payment: Payment;
}

type Rejected = { line: number; reason: string };
type Parsed = { ok: true; sale: Sale } | { ok: false; reason: string };

const CARD_FEE = 0.0175;

function parseLine(raw: string): Parsed {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 7) return { ok: false, reason: `expected 7 fields, got ${f.length}` };
  const [date, city, item, size, qtyS, priceS, payS] = f;
  const qty = Number(qtyS);
  const unitPrice = Number(priceS);
  if (!Number.isInteger(qty) || qty <= 0) return { ok: false, reason: `bad qty "${qtyS}"` };
  if (!Number.isFinite(unitPrice) || unitPrice < 0) return { ok: false, reason: `bad price "${priceS}"` };
  if (!Object.values(Payment).includes(payS as Payment)) return { ok: false, reason: `unknown payment "${payS}"` };
  return { ok: true, sale: { date, city, item, size, qty, unitPrice, payment: payS as Payment } };
}

function groupBy<T, K>(xs: readonly T[], key: (x: T) => K): Map<K, T[]> {
  return xs.reduce((m, x) => {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
    return m;
  }, new Map<K, T[]>());
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);
const gross = (s: Sale): number => s.qty * s.unitPrice;
const money = (n: number): string => `£${n.toFixed(2)}`;

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const sales: Sale[] = [];
  const rejected: Rejected[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
    const p = parseLine(line);
    if (p.ok) sales.push(p.sale);
    else rejected.push({ line: i + 1, reason: p.reason });
  });

  console.log("TOUR MERCH REPORT");
  console.log("=================");
  const byCity = groupBy(sales, (s) => s.city);
  for (const [city, ss] of byCity) {
    const units = sum(ss, (s) => s.qty);
    console.log(`${city.padEnd(12)} ${String(units).padStart(4)} units  ${money(sum(ss, gross)).padStart(10)}`);
  }

  console.log("");
  console.log("By item (best first):");
  const byItem = [...groupBy(sales, (s) => s.item)]
    .map(([item, ss]) => ({ item, units: sum(ss, (s) => s.qty), takings: sum(ss, gross) }))
    .sort((a, b) => b.takings - a.takings || a.item.localeCompare(b.item));
  byItem.forEach(({ item, units, takings }, i) =>
    console.log(`  ${i + 1}. ${item.padEnd(11)} x${units} = ${money(takings)}`),
  );

  const sizes = groupBy(sales.filter((s) => s.size !== "-"), (s) => s.size);
  const sizeLine = ["S", "M", "L", "XL"].map((z) => `${z}:${sum(sizes.get(z) ?? [], (s) => s.qty)}`).join(" ");
  console.log(`Garment sizes: ${sizeLine}`);

  const cardTakings = sum(sales.filter((s) => s.payment === Payment.Card), gross);
  const cashTakings = sum(sales.filter((s) => s.payment === Payment.Cash), gross);
  const fees = Math.round(cardTakings * CARD_FEE * 100) / 100;
  const total = cardTakings + cashTakings;
  console.log("");
  console.log(`Card ${money(cardTakings)} (fees ${money(fees)}), cash ${money(cashTakings)}`);
  console.log(`Cash share: ${((cashTakings / total) * 100).toFixed(1)}%`);

  if (rejected.length > 0) {
    console.log("");
    console.log(`Skipped ${rejected.length} bad line(s):`);
    rejected.forEach((r) => console.log(`  line ${r.line}: ${r.reason}`));
  }

  const summary = {
    nights: byCity.size,
    sales: sales.length,
    units: sum(sales, (s) => s.qty),
    gross: Number(total.toFixed(2)),
    net: Number((total - fees).toFixed(2)),
    top: byItem[0]?.item ?? null,
    rejected: rejected.length,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/merch.csv");
