import { readFileSync } from "fs";

enum Gas {
  LN2 = "LN2",
  LHe = "LHe",
  LAr = "LAr",
}

interface Fill {
  date: string;
  dewar: string;
  gas: Gas;
  litres: number;
  operator: string;
  boiloffPct: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const PRICE_PER_LITRE: Record<Gas, number> = {
  [Gas.LN2]: 0.35,
  [Gas.LHe]: 14.5,
  [Gas.LAr]: 1.1,
};

const isGas = (s: string): s is Gas => (Object.values(Gas) as string[]).includes(s);

function parseLine(raw: string, line: number): Parsed<Fill> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${parts.length}` };
  const [date, dewar, gas, litresS, operator, boilS] = parts;
  if (!isGas(gas)) return { ok: false, line, reason: `unknown gas "${gas}"` };
  const litres = Number(litresS);
  const boiloffPct = Number(boilS);
  if (Number.isNaN(litres) || Number.isNaN(boiloffPct)) return { ok: false, line, reason: "not a number" };
  if (litres <= 0) return { ok: false, line, reason: `non-positive volume ${litres}` };
  return { ok: true, value: { date, dewar, gas, litres, operator, boiloffPct } };
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sumBy = <T,>(items: readonly T[], f: (t: T) => number): number =>
  items.reduce((s, x) => s + f(x), 0);

const money = (n: number): string => `£${n.toFixed(2)}`;

export default function report(path: string): string {
  const text = readFileSync(path, "utf8");
  const results = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const fills: Fill[] = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r): r is Extract<Parsed<Fill>, { ok: false }> => !r.ok);

  const out: string[] = [];
  const title = `Dewar fill report: ${path.split("/").pop()}`;
  out.push(title, "=".repeat(title.length));
  bad.forEach((b) => out.push(`skipped line ${b.line}: ${b.reason}`));
  out.push("", "By gas:");

  const byGas = groupBy(fills, (f) => f.gas);
  for (const gas of Object.values(Gas)) {
    const group = byGas.get(gas) ?? [];
    const litres = sumBy(group, (f) => f.litres);
    out.push(
      `  ${gas.padEnd(4)}${String(group.length).padStart(3)} fills ${litres.toFixed(1).padStart(8)} L ${money(litres * PRICE_PER_LITRE[gas]).padStart(10)}`,
    );
  }

  out.push("", "By dewar (most litres first):");
  const dewars = [...groupBy(fills, (f) => f.dewar).entries()]
    .map(([dewar, fs]) => ({
      dewar,
      gas: fs[0].gas,
      litres: sumBy(fs, (f) => f.litres),
      avgBoil: sumBy(fs, (f) => f.boiloffPct) / fs.length,
    }))
    .sort((a, b) => b.litres - a.litres || a.dewar.localeCompare(b.dewar));
  dewars.forEach((d) =>
    out.push(`  ${d.dewar.padEnd(6)}${d.gas.padEnd(5)}${d.litres.toFixed(2).padStart(9)} L  boil-off ${d.avgBoil.toFixed(1)}%`),
  );

  const byOperator = groupBy(fills, (f) => f.operator);
  const [topOp, topFills] = [...byOperator.entries()].reduce((best, cur) =>
    cur[1].length > best[1].length ? cur : best,
  );
  const worst = dewars.reduce((a, b) => (b.avgBoil > a.avgBoil ? b : a));
  const totalCost = sumBy(fills, (f) => f.litres * PRICE_PER_LITRE[f.gas]);
  out.push("", `Busiest operator: ${topOp} (${topFills.length} fills)`);
  out.push(`Worst boil-off: ${worst.dewar} at ${worst.avgBoil.toFixed(2)}%`);

  const summary = {
    fills: fills.length,
    skipped: bad.length,
    litres: Math.round(sumBy(fills, (f) => f.litres) * 100) / 100,
    cost: Math.round(totalCost * 100) / 100,
    worstDewar: worst.dewar,
    busiest: topOp,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/dewar_fills.csv"));
