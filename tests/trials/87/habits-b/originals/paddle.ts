import { readFileSync } from "node:fs";

enum Kind {
  Inflatable = "inflatable",
  Hard = "hard",
  Race = "race",
  Yoga = "yoga",
}

type Damage = "none" | "scratch" | "ding" | "fin";

interface Hire {
  date: string;
  board: string;
  kind: Kind;
  customer: string;
  minutes: number;
  price: number;
  damage: Damage;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const DAMAGE_FEES: Record<Damage, number> = { none: 0, scratch: 5, ding: 15, fin: 8 };

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    const bucket = out.get(k) ?? [];
    bucket.push(it);
    out.set(k, bucket);
  }
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function parseLine(raw: string): Parsed<Hire> {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 7) return { ok: false, reason: `expected 7 fields, got ${f.length}` };
  const [date, board, kindRaw, customer, minRaw, priceRaw, dmgRaw] = f;
  const kind = Object.values(Kind).find((k) => k === kindRaw);
  if (!kind) return { ok: false, reason: `unknown kind '${kindRaw}'` };
  const minutes = Number(minRaw);
  if (!Number.isInteger(minutes) || minutes <= 0) return { ok: false, reason: `bad minutes '${minRaw}'` };
  const price = Number(priceRaw);
  if (Number.isNaN(price) || price < 0) return { ok: false, reason: `bad price '${priceRaw}'` };
  if (!(dmgRaw in DAMAGE_FEES)) return { ok: false, reason: `unknown damage '${dmgRaw}'` };
  return { ok: true, value: { date, board, kind, customer, minutes, price, damage: dmgRaw as Damage } };
}

export default function report(text: string): string {
  const hires: Hire[] = [];
  const rejected: Rejected[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
    const p = parseLine(line);
    if (p.ok) hires.push(p.value);
    else rejected.push({ line: i + 1, reason: p.reason });
  });

  const out: string[] = [];
  out.push("PADDLEBOARD HIRE REPORT");
  out.push("=".repeat(40));
  const byKind = groupBy(hires, (h) => h.kind);
  const kinds = [...byKind.keys()].sort();
  for (const k of kinds) {
    const hs = byKind.get(k)!;
    const mins = sum(hs.map((h) => h.minutes));
    const takings = sum(hs.map((h) => h.price));
    const perHour = (takings / (mins / 60)).toFixed(2);
    out.push(`${k.padEnd(12)} ${String(hs.length).padStart(3)} hires ${String(mins).padStart(5)} min  £${takings.toFixed(2).padStart(7)}  £${perHour}/h`);
  }
  out.push("-".repeat(40));

  const damaged = hires.filter((h) => h.damage !== "none");
  const fees = sum(damaged.map((h) => DAMAGE_FEES[h.damage]));
  out.push(`Damage reports: ${damaged.length} (fees £${fees.toFixed(2)})`);
  damaged.forEach((h) => out.push(`  ${h.date} ${h.board} ${h.damage} by ${h.customer}`));

  const byCustomer = groupBy(hires, (h) => h.customer);
  const top = [...byCustomer.entries()]
    .map(([name, hs]) => ({ name, spent: sum(hs.map((h) => h.price)) }))
    .sort((a, b) => b.spent - a.spent || a.name.localeCompare(b.name))
    .slice(0, 3);
  out.push("Top customers:");
  top.forEach((c, i) => out.push(`  ${i + 1}. ${c.name} £${c.spent.toFixed(2)}`));

  if (rejected.length > 0) {
    out.push(`Skipped ${rejected.length} bad line(s):`);
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }

  const total = sum(hires.map((h) => h.price)) + fees;
  const summary = {
    hires: hires.length,
    rejected: rejected.length,
    minutes: sum(hires.map((h) => h.minutes)),
    revenue: Number(total.toFixed(2)),
    busiest: kinds.reduce((a, b) => (byKind.get(b)!.length > byKind.get(a)!.length ? b : a)),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/paddle_hire.csv", "utf8")));
