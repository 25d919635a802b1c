// Fresco restoration: summarise the giornate (day-patches) log per wall and per restorer.
import { readFileSync } from "node:fs";

enum Wall {
  North = "NORTH",
  East = "EAST",
  South = "SOUTH",
  West = "WEST",
  Ceiling = "CEILING",
}

interface Giornata {
  date: string;
  wall: Wall;
  patch: string;
  area: number;
  hours: number;
  pigment: string;
  restorer: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const WALLS = new Set<string>(Object.values(Wall));

function parseLine(raw: string, line: number): Parsed<Giornata> | null {
  const text = raw.trim();
  if (text === "" || text.startsWith("#")) return null;
  const cols = text.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${cols.length}` };
  const [date, wall, patch, areaS, hoursS, pigment, restorer] = cols;
  if (!WALLS.has(wall)) return { ok: false, line, reason: `unknown wall "${wall}"` };
  const area = Number(areaS);
  const hours = Number(hoursS);
  if (!Number.isFinite(area) || area <= 0) return { ok: false, line, reason: `bad area "${areaS}"` };
  if (!Number.isFinite(hours) || hours <= 0) return { ok: false, line, reason: `bad hours "${hoursS}"` };
  return { ok: true, value: { date, wall: wall as Wall, patch, area, hours, pigment, restorer } };
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

interface Summary {
  patches: number;
  rejected: number;
  area_m2: number;
  hours: number;
  fastest_restorer: string;
  top_pigment: string;
}

export default function report(path: string): string {
  const parsed = readFileSync(path, "utf8")
    .split("\n")
    .map((raw, i) => parseLine(raw, i + 1))
    .filter((p): p is Parsed<Giornata> => p !== null);
  const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p): p is Extract<Parsed<Giornata>, { ok: false }> => !p.ok);

  const out: string[] = ["FRESCO GIORNATE REPORT", "======================"];
  out.push(`${"wall".padEnd(8)} ${"patches".padStart(7)} ${"m2".padStart(6)} ${"hours".padStart(6)}`);
  for (const wall of Object.values(Wall)) {
    const rows = groupBy(good, (g) => g.wall).get(wall) ?? [];
    if (rows.length === 0) continue;
    out.push(`${wall.padEnd(8)} ${String(rows.length).padStart(7)} ${sum(rows.map((r) => r.area)).toFixed(2).padStart(6)} ${sum(rows.map((r) => r.hours)).toFixed(2).padStart(6)}`);
  }

  out.push("", "restorer rates (m2 per hour):");
  const rates = [...groupBy(good, (g) => g.restorer)]
    .map(([name, rows]) => ({ name, rate: sum(rows.map((r) => r.area)) / sum(rows.map((r) => r.hours)) }))
    .sort((a, b) => b.rate - a.rate || a.name.localeCompare(b.name));
  rates.forEach(({ name, rate }, i) => out.push(`  ${i + 1}. ${name.padEnd(8)} ${rate.toFixed(3)}`));

  const pigments = [...groupBy(good, (g) => g.pigment)]
    .map(([pigment, rows]) => [pigment, rows.length] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  out.push("", `pigments: ${pigments.map(([p, n]) => `${p}=${n}`).join(", ")}`);

  if (bad.length > 0) {
    out.push("", `skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const summary: Summary = {
    patches: good.length,
    rejected: bad.length,
    area_m2: Math.round(sum(good.map((g) => g.area)) * 100) / 100,
    hours: sum(good.map((g) => g.hours)),
    fastest_restorer: rates[0]?.name ?? "",
    top_pigment: pigments[0]?.[0] ?? "",
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/giornate.csv"));
