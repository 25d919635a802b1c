import { readFileSync } from "node:fs";

enum Quota {
  Under = "under",
  Near = "near",
  Over = "over",
}

interface Landing {
  date: string;
  boat: string;
  species: string;
  kg: number;
  pricePerKg: number;
}

type ParseResult = { ok: true; value: Landing } | { ok: false; line: number; reason: string };

const QUOTA_KG: Record<string, number> = { cod: 900, haddock: 300, mackerel: 2500, plaice: 400 };

function parseLine(raw: string, line: number): ParseResult {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, line, reason: `expected 5 fields, got ${parts.length}` };
  const [date, boat, species, kgText, priceText] = parts;
  if (kgText === "") return { ok: false, line, reason: "missing kg" };
  const kg = Number(kgText);
  const pricePerKg = Number(priceText);
  if (Number.isNaN(kg) || Number.isNaN(pricePerKg)) return { ok: false, line, reason: `not a number: ${kgText}` };
  if (kg <= 0) return { ok: false, line, reason: `non-positive kg: ${kg}` };
  return { ok: true, value: { date, boat, species, kg, pricePerKg } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = <T,>(items: readonly T[], f: (item: T) => number): number =>
  items.reduce((acc, item) => acc + f(item), 0);

function quotaStatus(species: string, kg: number): Quota {
  const limit = QUOTA_KG[species] ?? Infinity;
  if (kg > limit) return Quota.Over;
  if (kg >= limit * 0.8) return Quota.Near;
  return Quota.Under;
}

const money = (n: number): string => n.toFixed(2);

export default function report(text: string): string {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const results = lines.slice(1).map((l, i) => parseLine(l, i + 2));
  const good: Landing[] = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r): r is Extract<ParseResult, { ok: false }> => !r.ok);

  const out: string[] = [];
  out.push("FISHING FLEET LANDINGS");
  out.push("======================");
  for (const b of bad) out.push(`skipped line ${b.line}: ${b.reason}`);
  out.push("");

  out.push("By boat:");
  const byBoat = groupBy(good, (l) => l.boat);
  const boats = [...byBoat.keys()].sort();
  for (const boat of boats) {
    const ls = byBoat.get(boat)!;
    const kg = sum(ls, (l) => l.kg);
    const value = sum(ls, (l) => l.kg * l.pricePerKg);
    out.push(`  ${boat.padEnd(14)} ${String(ls.length).padStart(2)} trips ${kg.toFixed(1).padStart(8)} kg  £${money(value).padStart(9)}`);
  }
  out.push("");

  out.push("By species:");
  const bySpecies = groupBy(good, (l) => l.species);
  const species = [...bySpecies.entries()]
    .map(([name, ls]) => ({ name, kg: sum(ls, (l) => l.kg) }))
    .sort((a, b) => b.kg - a.kg || a.name.localeCompare(b.name));
  for (const s of species) {
    const status = quotaStatus(s.name, s.kg);
    const flag = status === Quota.Under ? "" : ` <-- ${status.toUpperCase()}`;
    out.push(`  ${s.name.padEnd(10)} ${s.kg.toFixed(1).padStart(8)} kg  quota ${status}${flag}`);
  }
  out.push("");

  const totalKg = sum(good, (l) => l.kg);
  const totalValue = sum(good, (l) => l.kg * l.pricePerKg);
  const best = boats
    .map((boat) => ({ boat, value: sum(byBoat.get(boat)!, (l) => l.kg * l.pricePerKg) }))
    .reduce((a, b) => (b.value > a.value ? b : a));
  out.push(`Total: ${totalKg.toFixed(1)} kg worth £${money(totalValue)}; top boat ${best.boat}`);
  const summary = {
    landings: good.length,
    skipped: bad.length,
    totalKg: Math.round(totalKg * 10) / 10,
    totalValue: Math.round(totalValue * 100) / 100,
    topBoat: best.boat,
    overQuota: species.filter((s) => quotaStatus(s.name, s.kg) === Quota.Over).map((s) => s.name),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/landings.csv", "utf8")));
