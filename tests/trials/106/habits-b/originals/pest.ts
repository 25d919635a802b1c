import { readFileSync } from "fs";

enum Pest {
  Rodent = "rodent",
  Wasp = "wasp",
  Bedbug = "bedbug",
  Cockroach = "cockroach",
  Moth = "moth",
}

interface Visit {
  date: string;
  technician: string;
  site: string;
  pest: Pest;
  treatment: string;
  minutes: number;
  stations: number;
  charge: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const PESTS = new Set<string>(Object.values(Pest));

function parseLine(raw: string, line: number): Parsed<Visit> {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${f.length}` };
  const [date, technician, site, pest, treatment, mins, stations, charge] = f;
  if (!PESTS.has(pest)) return { ok: false, line, reason: `unknown pest "${pest}"` };
  const minutes = Number(mins);
  const st = Number(stations);
  const amount = Number(charge);
  if (!Number.isInteger(minutes) || minutes <= 0) return { ok: false, line, reason: `bad minutes "${mins}"` };
  if (!Number.isInteger(st) || st < 0) return { ok: false, line, reason: `bad stations "${stations}"` };
  if (Number.isNaN(amount) || amount < 0) return { ok: false, line, reason: `bad charge "${charge}"` };
  return { ok: true, value: { date, technician, site, pest: pest as Pest, treatment, minutes, stations: st, charge: amount } };
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

const sum = <T>(xs: T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);
const money = (n: number): string => `£${n.toFixed(2)}`;

export default function report(text: string): string {
  const lines = text.split("\n");
  const visits: Visit[] = [];
  const errors: string[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === "" || raw.startsWith("#") || raw.startsWith("date,")) return;
    const r = parseLine(raw, i + 1);
    if (r.ok) visits.push(r.value);
    else errors.push(`  line ${r.line}: ${r.reason}`);
  });

  const out: string[] = [];
  out.push("PEST CONTROL VISITS");
  out.push("=".repeat(40));
  const byTech = groupBy(visits, (v) => v.technician);
  const techs = [...byTech.keys()].sort();
  for (const t of techs) {
    const vs = byTech.get(t)!;
    const hours = sum(vs, (v) => v.minutes) / 60;
    out.push(`${t.padEnd(12)} ${String(vs.length).padStart(3)} visits ${hours.toFixed(1).padStart(5)} h ${money(sum(vs, (v) => v.charge)).padStart(10)}`);
  }
  out.push("-".repeat(40));
  const byPest = groupBy(visits, (v) => v.pest);
  const pests = [...byPest.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  for (const [p, vs] of pests) {
    out.push(`${p.padEnd(10)} x${vs.length}  stations ${sum(vs, (v) => v.stations)}`);
  }
  const repeatSites = [...groupBy(visits, (v) => v.site).entries()]
    .filter(([, vs]) => vs.length > 1)
    .map(([s, vs]) => `${s} (${vs.length})`)
    .sort();
  out.push(`Repeat sites: ${repeatSites.join(", ") || "none"}`);
  if (errors.length > 0) {
    out.push(`Skipped ${errors.length} line(s):`);
    out.push(...errors);
  }
  const total = sum(visits, (v) => v.charge);
  const summary = {
    visits: visits.length,
    skipped: errors.length,
    revenue: Math.round(total * 100) / 100,
    topPest: pests.length > 0 ? pests[0][0] : null,
    avgMinutes: visits.length ? Math.round(sum(visits, (v) => v.minutes) / visits.length) : 0,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/pest_visits.csv", "utf8")));
