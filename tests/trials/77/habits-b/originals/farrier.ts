import { readFileSync } from "fs";

enum Service {
  Trim = "trim",
  Front = "front",
  Full = "full",
  Remedial = "remedial",
}

interface Visit {
  date: string;
  horse: string;
  farrier: string;
  service: Service;
  shoes: number;
  price: number;
  minutes: number;
}

interface BadLine {
  line: number;
  reason: string;
}

type Parsed = { ok: true; visit: Visit } | { ok: false; bad: BadLine };

const SERVICES: ReadonlySet<string> = new Set(Object.values(Service));

function parseLine(raw: string, lineNo: number): Parsed {
  const fields = raw.split(",").map((f) => f.trim());
  if (fields.length !== 7) {
    return { ok: false, bad: { line: lineNo, reason: `expected 7 fields, got ${fields.length}` } };
  }
  const [date, horse, farrier, service, shoesS, priceS, minutesS] = fields;
  if (!SERVICES.has(service)) {
    return { ok: false, bad: { line: lineNo, reason: `unknown service '${service}'` } };
  }
  const shoes = Number(shoesS);
  const price = Number(priceS);
  const minutes = Number(minutesS);
  if ([shoes, price, minutes].some((n) => Number.isNaN(n))) {
    return { ok: false, bad: { line: lineNo, reason: "non-numeric field" } };
  }
  if (price < 0) {
    return { ok: false, bad: { line: lineNo, reason: `negative price ${price}` } };
  }
  return { ok: true, visit: { date, horse, farrier, service: service as Service, shoes, price, minutes } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = <T>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((acc, x) => acc + f(x), 0);

const money = (n: number): string => n.toFixed(2);

export default function report(text: string): string {
  const lines = text.split("\n");
  const visits: Visit[] = [];
  const bad: BadLine[] = [];
  lines.forEach((raw, i) => {
    const t = raw.trim();
    if (t === "" || t.startsWith("#")) return;
    const p = parseLine(t, i + 1);
    if (p.ok) visits.push(p.visit);
    else bad.push(p.bad);
  });

  const out: string[] = [];
  out.push("Farrier visit report");
  out.push("====================");
  const byFarrier = groupBy(visits, (v) => v.farrier);
  const farriers = [...byFarrier.keys()].sort();
  for (const f of farriers) {
    const vs = byFarrier.get(f)!;
    const mins = sum(vs, (v) => v.minutes);
    const takings = sum(vs, (v) => v.price);
    const perHour = takings / (mins / 60);
    out.push(`${f.padEnd(8)} visits=${vs.length} shoes=${sum(vs, (v) => v.shoes)} takings=${money(takings)} per-hour=${money(perHour)}`);
  }
  out.push("");
  out.push("By service:");
  const byService = groupBy(visits, (v) => v.service);
  for (const s of Object.values(Service)) {
    const vs = byService.get(s) ?? [];
    if (vs.length === 0) continue;
    const avg = sum(vs, (v) => v.price) / vs.length;
    out.push(`  ${s.padEnd(9)} ${String(vs.length).padStart(2)} avg ${money(avg)}`);
  }
  const horses = new Set(visits.map((v) => v.horse));
  const busiest = [...groupBy(visits, (v) => v.horse).entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  out.push("");
  out.push(`Horses seen: ${horses.size}; most visits: ${busiest[0]} (${busiest[1].length})`);
  if (bad.length > 0) {
    out.push(`Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }
  const summary = {
    visits: visits.length,
    bad: bad.length,
    takings: Number(sum(visits, (v) => v.price).toFixed(2)),
    farriers: farriers.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/farrier.csv", "utf8")));
