import { readFileSync } from "node:fs";

enum Material {
  Textile = "textile",
  Paper = "paper",
  Metal = "metal",
  Ceramic = "ceramic",
  Wood = "wood",
  Glass = "glass",
}

enum Status {
  Done = "done",
  InProgress = "in_progress",
  OnHold = "on_hold",
}

interface Treatment {
  objectId: string;
  material: Material;
  conservator: string;
  hours: number;
  cost: number;
  status: Status;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed = { ok: true; value: Treatment } | { ok: false; error: Rejected };

const HOURLY_RATE = 42;

const isMaterial = (s: string): s is Material =>
  (Object.values(Material) as string[]).includes(s);
const isStatus = (s: string): s is Status =>
  (Object.values(Status) as string[]).includes(s);

function parseLine(raw: string, line: number): Parsed {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) {
    return { ok: false, error: { line, reason: `expected 6 fields, got ${cols.length}` } };
  }
  const [objectId, material, conservator, hoursText, costText, status] = cols;
  const hours = Number(hoursText);
  const cost = Number(costText);
  if (!isMaterial(material)) return { ok: false, error: { line, reason: `unknown material "${material}"` } };
  if (!isStatus(status)) return { ok: false, error: { line, reason: `unknown status "${status}"` } };
  if (Number.isNaN(hours) || hours <= 0) return { ok: false, error: { line, reason: `bad hours "${hoursText}"` } };
  if (Number.isNaN(cost) || cost < 0) return { ok: false, error: { line, reason: `bad cost "${costText}"` } };
  return { ok: true, value: { objectId, material, conservator, hours, cost, status } };
}

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

const sum = <T>(items: T[], f: (item: T) => number): number =>
  items.reduce((acc, item) => acc + f(item), 0);

const billable = (t: Treatment): number => t.hours * HOURLY_RATE + t.cost;

export default function report(text: string): string {
  const lines = text.split("\n");
  const parsed: Parsed[] = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("object_id"))
    .map(({ raw, line }) => parseLine(raw, line));

  const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [p.error]));
  const out: string[] = [];

  out.push("Conservation lab treatment report");
  out.push("=".repeat(34));
  const byMaterial = groupBy(good, (t) => t.material);
  const materials = [...byMaterial.keys()].sort();
  for (const m of materials) {
    const ts = byMaterial.get(m)!;
    const hours = sum(ts, (t) => t.hours);
    out.push(`${m.padEnd(10)} ${String(ts.length).padStart(2)} jobs ${hours.toFixed(2).padStart(7)} h  £${sum(ts, billable).toFixed(2).padStart(8)}`);
  }

  out.push("");
  out.push("By conservator (done only):");
  const done = good.filter((t) => t.status === Status.Done);
  const byPerson = groupBy(done, (t) => t.conservator);
  const ranked = [...byPerson.entries()]
    .map(([name, ts]) => ({ name, hours: sum(ts, (t) => t.hours), jobs: ts.length }))
    .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name));
  ranked.forEach((r, i) => out.push(`  ${i + 1}. ${r.name.padEnd(8)} ${r.hours.toFixed(2)} h over ${r.jobs} job(s)`));

  const open = good.filter((t) => t.status !== Status.Done);
  out.push("");
  out.push(`Open: ${open.map((t) => `${t.objectId} (${t.status})`).join(", ") || "none"}`);

  if (bad.length > 0) {
    out.push("");
    out.push(`Skipped ${bad.length} line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const summary = {
    treatments: good.length,
    skipped: bad.length,
    hours: Math.round(sum(good, (t) => t.hours) * 100) / 100,
    billable: Math.round(sum(good, billable) * 100) / 100,
    topConservator: ranked[0]?.name ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync(process.argv[2] ?? "root/treatments.csv", "utf8")));
