// Honesty-box farm stand: compare cash in the box with what was taken.
import { readFileSync } from "node:fs";

enum Status { Ok = "OK", Short = "SHORT", Over = "OVER" }

interface Sale {
  date: string;
  stand: string;
  product: string;
  left: number;
  taken: number;
  price: number;
  cash: number;
}

interface Problem { line: number; reason: string; }

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const TOLERANCE = 0.5;

function parseLine(raw: string): Parsed<Sale> {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 7) return { ok: false, reason: `expected 7 fields, got ${f.length}` };
  const [date, stand, product, ...rest] = f;
  const nums = rest.map((s) => (s === "" ? NaN : Number(s)));
  if (nums.some((n) => Number.isNaN(n))) return { ok: false, reason: "non-numeric field" };
  const [left, taken, price, cash] = nums;
  if (taken > left) return { ok: false, reason: `taken ${taken} > left ${left}` };
  return { ok: true, value: { date, stand, product, left, taken, price, cash } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    const bucket = out.get(k) ?? [];
    bucket.push(it);
    out.set(k, bucket);
  }
  return out;
}

const sum = <T,>(xs: T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);

const statusOf = (expected: number, cash: number): Status =>
  cash < expected - TOLERANCE ? Status.Short : cash > expected + TOLERANCE ? Status.Over : Status.Ok;

export default function report(text: string): string {
  const sales: Sale[] = [];
  const problems: Problem[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
    const p = parseLine(line);
    if (p.ok) sales.push(p.value);
    else problems.push({ line: i + 1, reason: p.reason });
  });

  const out: string[] = ["HONESTY BOX TAKINGS", "==================="];
  const byStand = groupBy(sales, (s) => s.stand);
  const stands = [...byStand.keys()].sort();
  let shortStands = 0;
  for (const stand of stands) {
    const rows = byStand.get(stand)!;
    const expected = sum(rows, (s) => s.taken * s.price);
    const cash = sum(rows, (s) => s.cash);
    const status = statusOf(expected, cash);
    if (status === Status.Short) shortStands++;
    const rate = (100 * cash) / expected;
    out.push(
      `${stand.padEnd(10)} ${String(rows.length).padStart(2)} rows  expected ${expected.toFixed(2).padStart(7)}` +
        `  cash ${cash.toFixed(2).padStart(7)}  ${rate.toFixed(1)}%  ${status}`
    );
  }

  out.push("", "By product:");
  const byProduct = groupBy(sales, (s) => s.product);
  const products = [...byProduct.entries()]
    .map(([name, rows]) => ({ name, taken: sum(rows, (s) => s.taken), left: sum(rows, (s) => s.left) }))
    .sort((a, b) => b.taken - a.taken || a.name.localeCompare(b.name));
  for (const p of products) {
    out.push(`  ${p.name.padEnd(13)} ${String(p.taken).padStart(3)}/${String(p.left).padEnd(3)} sold-through ${Math.round((100 * p.taken) / p.left)}%`);
  }

  if (problems.length > 0) {
    out.push("", "Skipped lines:");
    problems.forEach((p) => out.push(`  line ${p.line}: ${p.reason}`));
  }

  const totalExpected = sum(sales, (s) => s.taken * s.price);
  const totalCash = sum(sales, (s) => s.cash);
  const summary = {
    rows: sales.length,
    skipped: problems.length,
    expected: Math.round(totalExpected * 100) / 100,
    cash: Math.round(totalCash * 100) / 100,
    shortStands,
    best: products[0]?.name ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/honesty_box.csv", "utf8")));
