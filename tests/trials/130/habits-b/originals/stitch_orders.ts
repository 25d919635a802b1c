import { readFileSync } from "fs";

enum Status {
  Pending = "pending",
  Packed = "packed",
  Shipped = "shipped",
  Cancelled = "cancelled",
  Refunded = "refunded",
}

enum Size {
  Small = "small",
  Medium = "medium",
  Large = "large",
}

interface Order {
  id: string;
  date: string;
  customer: string;
  kit: string;
  size: Size;
  qty: number;
  unitPrice: number;
  status: Status;
}

type ParseResult = { ok: true; order: Order } | { ok: false; line: number; reason: string };

const COLUMNS = 8;
const LIVE: ReadonlySet<Status> = new Set([Status.Pending, Status.Packed, Status.Shipped]);

function isEnumValue<T extends Record<string, string>>(e: T, v: string): v is T[keyof T] {
  return (Object.values(e) as string[]).includes(v);
}

function parseLine(raw: string, line: number): ParseResult {
  const cells = raw.split(",").map((c) => c.trim());
  if (cells.length !== COLUMNS) return { ok: false, line, reason: `expected ${COLUMNS} fields, got ${cells.length}` };
  const [id, date, customer, kit, size, qtyText, priceText, status] = cells;
  const qty = Number(qtyText);
  const unitPrice = Number(priceText);
  if (!Number.isInteger(qty) || qty <= 0) return { ok: false, line, reason: `bad qty "${qtyText}"` };
  if (!Number.isFinite(unitPrice) || unitPrice < 0) return { ok: false, line, reason: `bad price "${priceText}"` };
  if (!isEnumValue(Size, size)) return { ok: false, line, reason: `unknown size "${size}"` };
  if (!isEnumValue(Status, status)) return { ok: false, line, reason: `unknown status "${status}"` };
  return { ok: true, order: { id, date, customer, kit, size, qty, unitPrice, status } };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T,>(items: readonly T[], f: (item: T) => number): number =>
  items.reduce((total, item) => total + f(item), 0);

const money = (n: number): string => `£${n.toFixed(2)}`;
const revenue = (o: Order): number => o.qty * o.unitPrice;

export default function main(path: string): void {
  const text = readFileSync(path, "utf8");
  const results = text
    .split("\n")
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#") && !raw.startsWith("order_id"))
    .map(({ raw, line }) => parseLine(raw, line));

  const orders = results.flatMap((r) => (r.ok ? [r.order] : []));
  const rejects = results.filter((r): r is Extract<ParseResult, { ok: false }> => !r.ok);
  const live = orders.filter((o) => LIVE.has(o.status));

  console.log("Cross-stitch kit orders");
  console.log("=======================");
  console.log(`Orders read: ${orders.length}, live: ${live.length}, rejected: ${rejects.length}`);
  console.log("");
  console.log("By kit (live orders):");
  const byKit = [...groupBy(live, (o) => o.kit).entries()]
    .map(([kit, os]) => ({ kit, kits: sum(os, (o) => o.qty), total: sum(os, revenue) }))
    .sort((a, b) => b.total - a.total || a.kit.localeCompare(b.kit));
  byKit.forEach(({ kit, kits, total }) =>
    console.log(`  ${kit.padEnd(20)} ${String(kits).padStart(3)} kits  ${money(total).padStart(9)}`));
  console.log("");
  console.log("By status:");
  Object.values(Status).forEach((s) => {
    const n = orders.filter((o) => o.status === s).length;
    if (n > 0) console.log(`  ${s.padEnd(10)} ${n}`);
  });
  console.log("");
  const byCustomer = groupBy(live, (o) => o.customer);
  const top = [...byCustomer.entries()]
    .map(([name, os]) => [name, sum(os, revenue)] as const)
    .sort(([, a], [, b]) => b - a)[0];
  console.log(`Top customer: ${top?.[0] ?? "none"} (${money(top?.[1] ?? 0)})`);
  if (rejects.length > 0) {
    console.log("Rejected lines:");
    rejects.forEach(({ line, reason }) => console.log(`  line ${line}: ${reason}`));
  }
  const summary = {
    orders: orders.length,
    live: live.length,
    rejected: rejects.length,
    kitsSold: sum(live, (o) => o.qty),
    revenue: Math.round(sum(live, revenue) * 100) / 100,
    topKit: byKit[0]?.kit ?? null,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/stitch_orders.csv");
