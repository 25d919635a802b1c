import { readFileSync } from "fs";

enum LampType {
  Xenon = "xenon",
  Laser = "laser",
  Led = "led",
}

const RATED_HOURS: Record<LampType, number> = {
  [LampType.Xenon]: 2000,
  [LampType.Laser]: 30000,
  [LampType.Led]: 20000,
};

// hours already on each lamp before this log started
const PRIOR_HOURS: Record<string, number> = {
  "XL-101": 1850,
  "LS-220": 12000,
  "LD-330": 4000,
  "XL-404": 1500,
};

interface Reading {
  date: string;
  screen: number;
  lampId: string;
  type: LampType;
  hours: number;
  brightness: number;
}

interface LampStats {
  lampId: string;
  type: LampType;
  screen: number;
  sessions: number;
  hours: number;
  firstBrightness: number;
  lastBrightness: number;
}

type Parsed = { ok: true; value: Reading } | { ok: false; error: string };

const isLampType = (s: string): s is LampType =>
  (Object.values(LampType) as string[]).includes(s);

function parseLine(line: string, lineNo: number): Parsed {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, error: `line ${lineNo}: expected 6 fields, got ${parts.length}` };
  const [date, screen, lampId, type, hours, brightness] = parts;
  if (!isLampType(type)) return { ok: false, error: `line ${lineNo}: unknown lamp type "${type}"` };
  const h = Number(hours);
  const b = Number(brightness);
  if (Number.isNaN(h) || h < 0) return { ok: false, error: `line ${lineNo}: bad hours "${hours}"` };
  if (Number.isNaN(b)) return { ok: false, error: `line ${lineNo}: bad brightness "${brightness}"` };
  return { ok: true, value: { date, screen: parseInt(screen, 10), lampId, type, hours: h, brightness: b } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const summarise = (lampId: string, rs: Reading[]): LampStats => ({
  lampId,
  type: rs[0].type,
  screen: rs[0].screen,
  sessions: rs.length,
  hours: rs.reduce((acc, r) => acc + r.hours, 0),
  firstBrightness: rs[0].brightness,
  lastBrightness: rs[rs.length - 1].brightness,
});

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((line, i) => ({ line, no: i + 1 }))
    .filter(({ line }) => line.trim() !== "" && !line.startsWith("#"))
    .map(({ line, no }) => parseLine(line, no));
  const readings = results.flatMap((r) => (r.ok ? [r.value] : []));
  const errors = results.flatMap((r) => (r.ok ? [] : [r.error]));

  const stats = [...groupBy(readings, (r) => r.lampId).entries()]
    .map(([id, rs]) => summarise(id, rs))
    .sort((a, b) => b.hours - a.hours);

  const out: string[] = ["Projector lamp report", "=".repeat(21)];
  const dueSoon: string[] = [];
  for (const s of stats) {
    const total = (PRIOR_HOURS[s.lampId] ?? 0) + s.hours;
    const lifeLeft = 100 * (1 - total / RATED_HOURS[s.type]);
    const drop = s.firstBrightness - s.lastBrightness;
    const flag = lifeLeft < 10 || s.lastBrightness < 80 ? " REPLACE" : "";
    if (flag) dueSoon.push(s.lampId);
    out.push(
      `${s.lampId.padEnd(7)} screen ${s.screen} ${s.type.padEnd(5)} ` +
        `${s.sessions} sessions ${s.hours.toFixed(2).padStart(6)} h ` +
        `life left ${lifeLeft.toFixed(1)}% brightness -${drop.toFixed(1)}${flag}`
    );
  }
  if (errors.length > 0) {
    out.push(`Skipped ${errors.length} bad lines:`);
    errors.forEach((e) => out.push(`  ${e}`));
  }
  const totalHours = stats.reduce((a, s) => a + s.hours, 0);
  out.push(
    JSON.stringify({
      lamps: stats.length,
      readings: readings.length,
      skipped: errors.length,
      totalHours: Math.round(totalHours * 100) / 100,
      replace: dueSoon,
    })
  );
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/lamps.csv"));
