import { readFileSync } from "fs";

enum Division { Open = "OPEN", Women = "WOMEN", Mixed = "MIXED" }

interface Session {
  date: string;
  crew: string;
  division: Division;
  distanceM: number;
  timeS: number;
  strokeRate: number;
}

type ParseResult<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const DIVISIONS: Record<string, Division> = { OPEN: Division.Open, WOMEN: Division.Women, MIXED: Division.Mixed };

function parseLine(raw: string, line: number): ParseResult<Session> {
  const parts = raw.split(",").map(p => p.trim());
  if (parts.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${parts.length}` };
  const [date, crew, div, dist, time, rate] = parts;
  const division = DIVISIONS[div.toUpperCase()];
  if (!division) return { ok: false, line, reason: `unknown division "${div}"` };
  const distanceM = Number(dist), timeS = Number(time), strokeRate = Number(rate);
  if ([distanceM, timeS, strokeRate].some(n => !Number.isFinite(n) || n <= 0))
    return { ok: false, line, reason: "non-positive or non-numeric value" };
  return { ok: true, value: { date, crew, division, distanceM, timeS, strokeRate } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const pace500 = (s: Session): number => (s.timeS / s.distanceM) * 500;
const fmtTime = (secs: number): string => {
  const m = Math.floor(secs / 60);
  const s = secs - m * 60;
  return `${m}:${s.toFixed(1).padStart(4, "0")}`;
};
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

interface CrewStats {
  crew: string;
  division: Division;
  sessions: number;
  bestPace: number;
  avgRate: number;
  totalKm: number;
}

function summarise(crew: string, sessions: Session[]): CrewStats {
  return {
    crew,
    division: sessions[0].division,
    sessions: sessions.length,
    bestPace: Math.min(...sessions.map(pace500)),
    avgRate: mean(sessions.map(s => s.strokeRate)),
    totalKm: sessions.reduce((a, s) => a + s.distanceM, 0) / 1000,
  };
}

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((raw, i) => ({ raw, i: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, i }) => parseLine(raw, i));
  const good = results.flatMap(r => (r.ok ? [r.value] : []));
  const bad = results.filter((r): r is Extract<ParseResult<Session>, { ok: false }> => !r.ok);

  console.log("DRAGON-BOAT TRAINING SPLITS");
  console.log("=".repeat(54));
  const stats = [...groupBy(good, s => s.crew).entries()]
    .map(([crew, ss]) => summarise(crew, ss))
    .sort((a, b) => a.bestPace - b.bestPace);
  console.log(`${"Crew".padEnd(16)}${"Div".padEnd(7)}${"Sess".padStart(5)}${"Best/500m".padStart(11)}${"SPM".padStart(7)}${"km".padStart(8)}`);
  stats.forEach(c => console.log(
    `${c.crew.padEnd(16)}${c.division.padEnd(7)}${String(c.sessions).padStart(5)}` +
    `${fmtTime(c.bestPace).padStart(11)}${c.avgRate.toFixed(1).padStart(7)}${c.totalKm.toFixed(2).padStart(8)}`));
  console.log("-".repeat(54));
  for (const [div, cs] of groupBy(stats, c => c.division)) {
    const fastest = cs[0];
    console.log(`${div}: ${cs.length} crew(s), fastest ${fastest.crew} at ${fmtTime(fastest.bestPace)}`);
  }
  if (bad.length > 0) {
    console.log(`Skipped ${bad.length} line(s):`);
    bad.forEach(b => console.log(`  line ${b.line}: ${b.reason}`));
  }
  const summary = {
    sessions: good.length,
    crews: stats.length,
    skipped: bad.length,
    totalKm: Number(stats.reduce((a, c) => a + c.totalKm, 0).toFixed(2)),
    fastestCrew: stats[0]?.crew ?? null,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/dragonboat.csv");
