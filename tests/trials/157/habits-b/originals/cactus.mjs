import { readFileSync } from "node:fs";

const Grade = Object.freeze({
  A: "A",
  B: "B",
  C: "C",
});

const GRADE_DISCOUNT = {
  [Grade.A]: 0,
  [Grade.B]: 0.1,
  [Grade.C]: 0.25,
};

function parseLine(raw, line) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) {
    return { ok: false, line, reason: `expected 6 fields, got ${parts.length}` };
  }
  const [date, species, pot, qty, price, grade] = parts;
  const potCm = Number(pot);
  const q = Number(qty);
  const unitPrice = Number(price);
  if (!Number.isInteger(q) || q <= 0) {
    return { ok: false, line, reason: `bad qty "${qty}"` };
  }
  if (Number.isNaN(potCm) || Number.isNaN(unitPrice)) {
    return { ok: false, line, reason: "bad number" };
  }
  if (!Object.values(Grade).includes(grade)) {
    return { ok: false, line, reason: `unknown grade "${grade}"` };
  }
  return { ok: true, sale: { date, species, potCm, qty: q, unitPrice, grade } };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const sum = (xs, f) => xs.reduce((a, x) => a + f(x), 0);

const revenue = (s) => s.qty * s.unitPrice * (1 - GRADE_DISCOUNT[s.grade]);

export default function report(path) {
  const text = readFileSync(path, "utf8");
  const results = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const sales = results.flatMap((r) => (r.ok ? [r.sale] : []));
  const bad = results.filter((r) => !r.ok);

  const out = [];
  out.push("Cactus nursery sales report");
  out.push("=".repeat(27));
  const bySpecies = groupBy(sales, (s) => s.species);
  const rows = [...bySpecies.entries()]
    .map(([species, ss]) => ({ species, plants: sum(ss, (s) => s.qty), rev: sum(ss, revenue) }))
    .sort((a, b) => b.rev - a.rev || a.species.localeCompare(b.species));
  for (const r of rows) {
    out.push(`${r.species.padEnd(28)} ${String(r.plants).padStart(4)}  £${r.rev.toFixed(2).padStart(8)}`);
  }
  out.push("");
  const byGrade = groupBy(sales, (s) => s.grade);
  for (const g of Object.values(Grade)) {
    const n = sum(byGrade.get(g) ?? [], (s) => s.qty);
    const pct = sales.length ? (100 * n) / sum(sales, (s) => s.qty) : 0;
    out.push(`grade ${g}: ${n} plants (${pct.toFixed(1)}%)`);
  }
  const avgPot = sum(sales, (s) => s.potCm * s.qty) / sum(sales, (s) => s.qty);
  out.push(`average pot size: ${avgPot.toFixed(1)} cm`);
  if (bad.length > 0) {
    out.push("");
    out.push(`skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }
  const total = sum(sales, revenue);
  const summary = {
    sales: sales.length,
    plants: sum(sales, (s) => s.qty),
    revenue: Math.round(total * 100) / 100,
    top: rows[0]?.species ?? null,
    skipped: bad.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/cactus_sales.csv"));
