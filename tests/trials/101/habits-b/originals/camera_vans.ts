// Speed-camera van deployments: offence rates per site, zone and van.
import { readFileSync } from "fs";

enum Zone {
  School = "school",
  Urban = "urban",
  Rural = "rural",
}

interface Deployment {
  date: string;
  van: string;
  site: string;
  zone: Zone;
  hours: number;
  vehicles: number;
  offences: number;
}

interface Skipped {
  line: number;
  reason: string;
}

type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

const ZONES: readonly Zone[] = Object.values(Zone);

function parseLine(raw: string): Result<Deployment> {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, reason: `expected 7 fields, got ${cols.length}` };
  const [date, van, site, zoneRaw, hoursRaw, vehRaw, offRaw] = cols;
  if (!ZONES.includes(zoneRaw as Zone)) return { ok: false, reason: `unknown zone "${zoneRaw}"` };
  const [hours, vehicles, offences] = [hoursRaw, vehRaw, offRaw].map(Number);
  if ([hours, vehicles, offences].some((n) => Number.isNaN(n))) return { ok: false, reason: "non-numeric field" };
  if (offences > vehicles) return { ok: false, reason: `offences ${offences} exceed vehicles ${vehicles}` };
  return { ok: true, value: { date, van, site, zone: zoneRaw as Zone, hours, vehicles, offences } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T>(items: T[], f: (t: T) => number): number => items.reduce((acc, t) => acc + f(t), 0);

interface Totals {
  name: string;
  deployments: number;
  hours: number;
  vehicles: number;
  offences: number;
  rate: number;
}

function totals(name: string, ds: Deployment[]): Totals {
  const vehicles = sum(ds, (d) => d.vehicles);
  const offences = sum(ds, (d) => d.offences);
  return { name, deployments: ds.length, hours: sum(ds, (d) => d.hours), vehicles, offences, rate: (100 * offences) / vehicles };
}

export default function report(text: string): string {
  const deployments: Deployment[] = [];
  const skipped: Skipped[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
    const r = parseLine(line);
    if (r.ok) deployments.push(r.value);
    else skipped.push({ line: i + 1, reason: r.reason });
  });

  const bySite = [...groupBy(deployments, (d) => d.site)].map(([k, ds]) => totals(k, ds)).sort((a, b) => b.rate - a.rate);
  const byZone = ZONES.map((z) => totals(z, deployments.filter((d) => d.zone === z)));
  const byVan = [...groupBy(deployments, (d) => d.van)].map(([k, ds]) => totals(k, ds));
  const worstVan = byVan.reduce((a, b) => (b.offences / b.hours > a.offences / a.hours ? b : a));

  const out: string[] = [];
  out.push(`SPEED-CAMERA VAN REPORT (${deployments.length} deployments)`);
  out.push("");
  out.push(`${"site".padEnd(20)}${"deps".padStart(5)}${"hours".padStart(7)}${"vehicles".padStart(10)}${"offences".padStart(10)}${"rate%".padStart(7)}`);
  for (const s of bySite) {
    out.push(
      `${s.name.padEnd(20)}${String(s.deployments).padStart(5)}${s.hours.toFixed(1).padStart(7)}` +
        `${String(s.vehicles).padStart(10)}${String(s.offences).padStart(10)}${s.rate.toFixed(2).padStart(7)}`
    );
  }
  out.push("");
  out.push("By zone:");
  byZone.forEach((z) => out.push(`  ${z.name.padEnd(8)} ${z.offences} offences / ${z.vehicles} vehicles = ${z.rate.toFixed(2)}%`));
  out.push(`Busiest van: ${worstVan.name} (${(worstVan.offences / worstVan.hours).toFixed(1)} offences/hour)`);
  if (skipped.length > 0) {
    out.push("");
    out.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach((s) => out.push(`  line ${s.line}: ${s.reason}`));
  }
  const totalVehicles = sum(deployments, (d) => d.vehicles);
  const totalOffences = sum(deployments, (d) => d.offences);
  const summary = {
    deployments: deployments.length,
    vehicles: totalVehicles,
    offences: totalOffences,
    rate: Math.round((10000 * totalOffences) / totalVehicles) / 100,
    topSite: bySite[0].name,
    skipped: skipped.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/camera_vans.csv", "utf8")));
