import { readFileSync } from "fs";

enum Material {
  Gut = "gut",
  Nylon = "nylon",
  Wire = "wire",
  Fluorocarbon = "fluorocarbon",
}

interface Order {
  id: string;
  date: string;
  customer: string;
  harp: string;
  note: string;
  material: Material;
  qty: number;
  unitPrice: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const MATERIALS: ReadonlySet<string> = new Set(Object.values(Material));

function parseLine(raw: string, line: number): Parsed<Order> {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${f.length}` };
  const [id, date, customer, harp, note, material, qtyS, priceS] = f;
  if (!MATERIALS.has(material)) return { ok: false, line, reason: `unknown material '${material}'` };
  const qty = Number(qtyS);
  if (!Number.isInteger(qty) || qty <= 0) return { ok: false, line, reason: `bad qty '${qtyS}'` };
  const unitPrice = Number(priceS);
  if (Number.isNaN(unitPrice)) return { ok: false, line, reason: `bad price '${priceS}'` };
  return { ok: true, value: { id, date, customer, harp, note, material: material as Material, qty, unitPrice } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    const bucket = out.get(k);
    if (bucket) bucket.push(it);
    else out.set(k, [it]);
  }
  return out;
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);
const money = (n: number): string => n.toFixed(2);

export default function report(text: string): string {
  const lines = text.split("\n");
  const orders: Order[] = [];
  const rejects: { line: number; reason: string }[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === "" || raw.startsWith("#") || raw.startsWith("order_id")) return;
    const r = parseLine(raw, i + 1);
    if (r.ok) orders.push(r.value);
    else rejects.push({ line: r.line, reason: r.reason });
  });

  const out: string[] = [];
  out.push("HARP STRING ORDERS");
  out.push("==================");
  const byMaterial = groupBy(orders, (o) => o.material);
  const materials = [...byMaterial.keys()].sort();
  for (const m of materials) {
    const os = byMaterial.get(m)!;
    out.push(`${m.padEnd(13)} ${String(sum(os, (o) => o.qty)).padStart(4)} strings  £${money(sum(os, (o) => o.qty * o.unitPrice)).padStart(8)}`);
  }
  out.push("");
  out.push("Top customers:");
  const byCustomer = groupBy(orders, (o) => o.customer);
  const ranked = [...byCustomer.entries()]
    .map(([name, os]) => ({ name, spend: sum(os, (o) => o.qty * o.unitPrice), orders: os.length }))
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name));
  ranked.slice(0, 3).forEach((c, i) => out.push(`  ${i + 1}. ${c.name} — £${money(c.spend)} over ${c.orders} order(s)`));
  if (rejects.length > 0) {
    out.push("");
    out.push(`Rejected ${rejects.length} line(s):`);
    rejects.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }
  const total = sum(orders, (o) => o.qty * o.unitPrice);
  const summary = {
    orders: orders.length,
    strings: sum(orders, (o) => o.qty),
    revenue: Math.round(total * 100) / 100,
    topCustomer: ranked.length > 0 ? ranked[0].name : null,
    rejected: rejects.length,
  };
  out.push("");
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/harp_strings.csv", "utf8")));
