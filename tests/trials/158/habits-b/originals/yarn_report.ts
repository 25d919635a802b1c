import { readFileSync } from "node:fs";

enum Weight {
  Lace = "lace",
  Sock = "sock",
  DK = "dk",
  Aran = "aran",
  Chunky = "chunky",
}

type Channel = "shop" | "online" | "market";

interface Sale {
  date: string;
  skein: string;
  colourway: string;
  weight: Weight;
  qty: number;
  unitPrice: number;
  channel: Channel;
}

interface Rejected {
  line: number;
  reason: string;
}

type ParseResult = { ok: true; sale: Sale } | { ok: false; reason: string };

const CHANNELS: readonly Channel[] = ["shop", "online", "market"];

function parseLine(raw: string): ParseResult {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, reason: `expected 7 fields, got ${parts.length}` };
  const [date, skein, colourway, weightRaw, qtyRaw, priceRaw, channelRaw] = parts;
  const weight = Object.values(Weight).find((w) => w === weightRaw.toLowerCase());
  if (!weight) return { ok: false, reason: `unknown weight "${weightRaw}"` };
  const qty = Number(qtyRaw);
  if (qtyRaw === "" || !Number.isInteger(qty) || qty <= 0) return { ok: false, reason: `bad qty "${qtyRaw}"` };
  const unitPrice = Number(priceRaw);
  if (Number.isNaN(unitPrice)) return { ok: false, reason: `bad price "${priceRaw}"` };
  if (!CHANNELS.includes(channelRaw as Channel)) return { ok: false, reason: `unknown channel "${channelRaw}"` };
  return { ok: true, sale: { date, skein, colourway, weight, qty, unitPrice, channel: channelRaw as Channel } };
}

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T>(items: T[], f: (item: T) => number): number => items.reduce((acc, x) => acc + f(x), 0);
const money = (n: number): string => `£${n.toFixed(2)}`;

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const sales: Sale[] = [];
  const rejected: Rejected[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const r = parseLine(raw);
    if (r.ok) sales.push(r.sale);
    else rejected.push({ line: i + 1, reason: r.reason });
  });

  const out: string[] = [];
  out.push("YARN SHOP SKEIN SALES");
  out.push("=".repeat(40));
  const byColour = groupBy(sales, (s) => s.colourway);
  const colours = [...byColour.entries()]
    .map(([name, ss]) => ({ name, skeins: sum(ss, (s) => s.qty), revenue: sum(ss, (s) => s.qty * s.unitPrice) }))
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
  for (const c of colours) {
    out.push(`${c.name.padEnd(16)} ${String(c.skeins).padStart(3)} skeins  ${money(c.revenue).padStart(9)}`);
  }
  out.push("-".repeat(40));
  const byChannel = groupBy(sales, (s) => s.channel);
  for (const ch of CHANNELS) {
    const ss = byChannel.get(ch) ?? [];
    const share = sales.length ? (ss.length / sales.length) * 100 : 0;
    out.push(`${ch.padEnd(8)} ${String(ss.length).padStart(2)} sales ${share.toFixed(1).padStart(5)}%`);
  }
  const weights = Object.values(Weight).filter((w) => sales.some((s) => s.weight === w));
  out.push(`weights sold: ${weights.join(", ")}`);
  for (const r of rejected) out.push(`skipped line ${r.line}: ${r.reason}`);

  const total = sum(sales, (s) => s.qty * s.unitPrice);
  const summary = {
    sales: sales.length,
    skeins: sum(sales, (s) => s.qty),
    revenue: Math.round(total * 100) / 100,
    top: colours[0]?.name ?? null,
    rejected: rejected.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/yarn_sales.csv"));
