import { readFileSync } from "node:fs";

const Metal = {
  Gold: "gold",
  Silver: "silver",
  Platinum: "platinum",
  Titanium: "titanium",
};

const Status = {
  Done: "done",
  Waiting: "waiting",
  Cancelled: "cancelled",
};

const SIZES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const sizeIndex = (s) => (s.length === 1 ? SIZES.indexOf(s) : -1);

const isEnumValue = (e, v) =>
  (Object.values(e)).includes(v);

function parseLine(raw, line) {
  const cells = raw.split(",").map((c) => c.trim());
  if (cells.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${cells.length}` };
  const [id, date, customer, metal, fromS, toS, priceS, status] = cells;
  if (!isEnumValue(Metal, metal)) return { ok: false, line, reason: `unknown metal "${metal}"` };
  if (!isEnumValue(Status, status)) return { ok: false, line, reason: `unknown status "${status}"` };
  const from = sizeIndex(fromS);
  const to = sizeIndex(toS);
  if (from < 0 || to < 0) return { ok: false, line, reason: `bad ring size "${from < 0 ? fromS : toS}"` };
  const price = Number(priceS);
  if (priceS === "" || Number.isNaN(price)) return { ok: false, line, reason: `bad price "${priceS}"` };
  return { ok: true, value: { id, date, customer, metal, from, to, price, status } };
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
const money = (n) => `£${n.toFixed(2)}`;

export default function report(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .slice(1)
    .map((raw, i) => ({ raw, line: i + 2 }))
    .filter(({ raw }) => raw.trim() !== "")
    .map(({ raw, line }) => parseLine(raw, line));

  const orders = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const errors = parsed.flatMap((p) => (p.ok ? [] : [p]));
  const billable = orders.filter((o) => o.status !== Status.Cancelled);

  const out = [];
  out.push("Ring resizing orders");
  out.push("====================");
  for (const [metal, group] of [...groupBy(billable, (o) => o.metal)].sort(([a], [b]) => a.localeCompare(b))) {
    const steps = sum(group.map((o) => Math.abs(o.to - o.from)));
    out.push(`${metal.padEnd(10)} ${String(group.length).padStart(3)} orders  ${String(steps).padStart(3)} sizes  ${money(sum(group.map((o) => o.price))).padStart(9)}`);
  }
  const up = billable.filter((o) => o.to > o.from).length;
  const down = billable.filter((o) => o.to < o.from).length;
  out.push(`Sized up: ${up}, sized down: ${down}`);
  const waiting = billable.filter((o) => o.status === Status.Waiting);
  out.push(`Waiting for collection: ${waiting.map((o) => `${o.id} (${o.customer})`).join(", ") || "none"}`);
  const biggest = [...billable].sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from))[0];
  if (biggest) out.push(`Biggest change: ${biggest.id} ${SIZES[biggest.from]} -> ${SIZES[biggest.to]}`);
  for (const e of errors) if (!e.ok) out.push(`skipped line ${e.line}: ${e.reason}`);

  const revenue = sum(billable.filter((o) => o.status === Status.Done).map((o) => o.price));
  const summary = {
    orders: orders.length,
    billable: billable.length,
    skipped: errors.length,
    revenue: Math.round(revenue * 100) / 100,
    avgPrice: billable.length ? Math.round((sum(billable.map((o) => o.price)) / billable.length) * 100) / 100 : 0,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/resizing.csv"));
