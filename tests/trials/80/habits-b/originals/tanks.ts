import { readFileSync } from "fs";

enum TankKind {
  Poly = "poly",
  Concrete = "concrete",
  Steel = "steel",
}

interface Reading {
  date: string;
  site: string;
  tank: string;
  kind: TankKind;
  level: number;
  capacity: number;
  rain: number;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed = { ok: true; reading: Reading } | { ok: false; reason: string };

const KINDS: ReadonlySet<string> = new Set(Object.values(TankKind));

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function parseLine(line: string): Parsed {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, reason: `expected 7 fields, got ${parts.length}` };
  const [date, site, tank, kind, levelS, capS, rainS] = parts;
  if (!KINDS.has(kind)) return { ok: false, reason: `unknown tank kind '${kind}'` };
  const [level, capacity, rain] = [levelS, capS, rainS].map(Number);
  if ([level, capacity, rain].some((n) => Number.isNaN(n))) return { ok: false, reason: "non-numeric value" };
  if (level < 0 || level > capacity) return { ok: false, reason: `level ${level} outside 0..${capacity}` };
  return { ok: true, reading: { date, site, tank, kind: kind as TankKind, level, capacity, rain } };
}

export default function report(text: string): string {
  const readings: Reading[] = [];
  const rejected: Rejected[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const parsed = parseLine(line);
    if (parsed.ok) readings.push(parsed.reading);
    else rejected.push({ line: i + 1, reason: parsed.reason });
  });

  const out: string[] = ["Rainwater tank report", "====================="];
  const bySite = groupBy(readings, (r) => r.site);
  const siteNames = [...bySite.keys()].sort();
  for (const site of siteNames) {
    const rs = bySite.get(site)!;
    out.push(`${site}:`);
    const byTank = groupBy(rs, (r) => r.tank);
    for (const [tank, trs] of [...byTank.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...trs].sort((a, b) => a.date.localeCompare(b.date));
      const first = sorted[0];
      const last = sorted[sorted.length - 1];
      const pct = (last.level / last.capacity) * 100;
      const gain = last.level - first.level;
      const flag = pct >= 90 ? " FULL" : pct < 25 ? " LOW" : "";
      out.push(
        `  ${tank.padEnd(4)} ${last.kind.padEnd(9)} ${String(last.level).padStart(6)} / ${String(last.capacity).padStart(6)} L  ${pct.toFixed(1).padStart(5)}%  gain ${gain >= 0 ? "+" : ""}${gain}${flag}`
      );
    }
  }

  const rainByDate = new Map<string, number>();
  readings.forEach((r) => rainByDate.set(r.date, Math.max(rainByDate.get(r.date) ?? 0, r.rain)));
  const totalRain = sum([...rainByDate.values()]);
  const stored = sum(siteNames.flatMap((s) => {
    const latest = new Map<string, Reading>();
    bySite.get(s)!.forEach((r) => {
      const prev = latest.get(r.tank);
      if (!prev || prev.date < r.date) latest.set(r.tank, r);
    });
    return [...latest.values()].map((r) => r.level);
  }));

  out.push(`Rain over ${rainByDate.size} days: ${totalRain.toFixed(1)} mm`);
  if (rejected.length > 0) {
    out.push(`Skipped ${rejected.length} line(s):`);
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }
  const summary = {
    readings: readings.length,
    skipped: rejected.length,
    sites: siteNames.length,
    stored_l: stored,
    rain_mm: Number(totalRain.toFixed(1)),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/tanks.csv", "utf8")));
