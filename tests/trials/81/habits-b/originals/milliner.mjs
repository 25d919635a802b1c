import { readFileSync } from "fs";

const Status = {
  Pending: "pending",
  Shipped: "shipped",
  Delivered: "delivered",
  Cancelled: "cancelled",
  Returned: "returned",
};

const STATUSES = Object.values(Status);

function parseLine(raw, line) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${parts.length}` };
  const [date, customer, style, sizeText, priceText, statusText] = parts;
  const size = Number(sizeText);
  const price = Number(priceText);
  if (!Number.isInteger(size)) return { ok: false, line, reason: `bad size "${sizeText}"` };
  if (Number.isNaN(price)) return { ok: false, line, reason: `bad price "${priceText}"` };
  if (!STATUSES.includes(statusText)) return { ok: false, line, reason: `unknown status "${statusText}"` };
  return { ok: true, value: { date, customer, style, size, price, status: statusText } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const money = (n) => n.toFixed(2).padStart(8);

const isRevenue = (o) => o.status === Status.Shipped || o.status === Status.Delivered;

export default function main(path = "root/milliner.csv") {
  const text = readFileSync(path, "utf8");
  const results = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const orders = results.flatMap((r) => (r.ok ? [r.value] : []));
  const errors = results.filter((r) => !r.ok);

  console.log("MILLINER ORDER BOOK");
  console.log("===================");
  console.log(`orders read: ${orders.length}, skipped: ${errors.length}`);
  for (const e of errors) console.log(`  skipped line ${e.line}: ${e.reason}`);
  console.log("");

  const byStyle = groupBy(orders.filter(isRevenue), (o) => o.style);
  console.log("Revenue by style:");
  const styles = [...byStyle.entries()]
    .map(([style, os]) => ({ style, count: os.length, total: sum(os.map((o) => o.price)) }))
    .sort((a, b) => b.total - a.total || a.style.localeCompare(b.style));
  for (const s of styles) console.log(`  ${s.style.padEnd(12)} ${String(s.count).padStart(2)} ${money(s.total)}`);
  console.log("");

  const byCustomer = groupBy(orders, (o) => o.customer);
  console.log("Customers:");
  const customers = [...byCustomer.keys()].sort();
  for (const c of customers) {
    const os = byCustomer.get(c);
    const spent = sum(os.filter(isRevenue).map((o) => o.price));
    const sizes = [...new Set(os.map((o) => o.size))].join("/");
    console.log(`  ${c.padEnd(16)} orders=${os.length} spent=${spent.toFixed(2)} sizes=${sizes}`);
  }
  console.log("");

  const counts = Object.fromEntries(
    Object.values(Status).map((s) => [s, orders.filter((o) => o.status === s).length]),
  );
  console.log("Status counts: " + Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(", "));

  const revenue = sum(orders.filter(isRevenue).map((o) => o.price));
  const avgSize = orders.length ? sum(orders.map((o) => o.size)) / orders.length : 0;
  const top = styles[0]?.style ?? null;
  console.log(
    JSON.stringify({
      orders: orders.length,
      skipped: errors.length,
      revenue: Math.round(revenue * 100) / 100,
      avgSize: Math.round(avgSize * 10) / 10,
      topStyle: top,
      customers: customers.length,
    }),
  );
}

main();
