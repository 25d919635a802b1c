import { readFileSync } from "fs";

enum Kind {
  Time = "time",
  Reps = "reps",
}

interface Score {
  athlete: string;
  division: string;
  workout: string;
  kind: Kind;
  value: number; // seconds for Time, reps for Reps
}

interface Standing {
  athlete: string;
  points: number;
  places: Record<string, number>;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const WORKOUTS: Record<string, Kind> = { Fran: Kind.Time, Grace: Kind.Time, Cindy: Kind.Reps };

function parseScore(kind: Kind, raw: string): number | null {
  if (kind === Kind.Reps) {
    return /^\d+$/.test(raw) ? parseInt(raw, 10) : null;
  }
  const m = raw.match(/^(\d+):(\d{2})$/);
  if (!m || Number(m[2]) >= 60) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

function parseLine(line: string): Parsed<Score> {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, reason: `expected 5 fields, got ${parts.length}` };
  const [athlete, division, workout, kindRaw, raw] = parts;
  const kind = WORKOUTS[workout];
  if (kind === undefined) return { ok: false, reason: `unknown workout "${workout}"` };
  if (kindRaw !== kind) return { ok: false, reason: `${workout} is scored by ${kind}` };
  const value = parseScore(kind, raw);
  if (value === null) return { ok: false, reason: `bad score "${raw}"` };
  return { ok: true, value: { athlete, division, workout, kind, value } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const fmtTime = (s: number): string => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

function rankDivision(scores: Score[]): Standing[] {
  const athletes = [...new Set(scores.map((s) => s.athlete))];
  const standings = new Map<string, Standing>(
    athletes.map((a) => [a, { athlete: a, points: 0, places: {} }]),
  );
  for (const [workout, kind] of Object.entries(WORKOUTS)) {
    const entries = scores
      .filter((s) => s.workout === workout)
      .sort((a, b) => (kind === Kind.Time ? a.value - b.value : b.value - a.value));
    entries.forEach((s, i) => (standings.get(s.athlete)!.places[workout] = i + 1));
    athletes
      .filter((a) => !entries.some((s) => s.athlete === a))
      .forEach((a) => (standings.get(a)!.places[workout] = athletes.length + 1));
  }
  return [...standings.values()]
    .map((st) => ({ ...st, points: Object.values(st.places).reduce((x, y) => x + y, 0) }))
    .sort((a, b) => a.points - b.points || a.athlete.localeCompare(b.athlete));
}

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const scores: Score[] = [];
  let skipped = 0;
  lines.forEach((line, idx) => {
    if (line.trim() === "" || line.startsWith("#")) return;
    const r = parseLine(line);
    if (r.ok) scores.push(r.value);
    else {
      skipped++;
      console.log(`skip line ${idx + 1}: ${r.reason}`);
    }
  });

  const byDivision = groupBy(scores, (s) => s.division);
  const divisions = [...byDivision.keys()].sort();
  const winners: Record<string, string> = {};
  for (const div of divisions) {
    const table = rankDivision(byDivision.get(div)!);
    winners[div] = table[0].athlete;
    console.log(`\n== ${div} (${table.length} athletes) ==`);
    table.forEach((st, i) => {
      const places = Object.keys(WORKOUTS).map((w) => `${w}:${st.places[w]}`).join(" ");
      console.log(`${String(i + 1).padStart(2)}. ${st.athlete.padEnd(12)} ${String(st.points).padStart(3)} pts  ${places}`);
    });
  }

  const fastestFran = scores.filter((s) => s.workout === "Fran").sort((a, b) => a.value - b.value)[0];
  console.log(`\nFastest Fran: ${fastestFran.athlete} in ${fmtTime(fastestFran.value)}`);
  const summary = { scores: scores.length, skipped, divisions: divisions.length, winners };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/wod_scores.csv");
