import { readFileSync } from "fs";

enum Tier {
  Bronze = "bronze",
  Silver = "silver",
  Gold = "gold",
}

interface Round {
  week: number;
  thrower: string;
  lane: number;
  scores: number[];
}

interface Standing {
  thrower: string;
  rounds: number;
  total: number;
  best: number;
  killshots: number;
  tier: Tier;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const THROWS_PER_ROUND = 10;
const KILLSHOT = 7;
const VALID = new Set([0, 1, 2, 3, 4, 5, KILLSHOT]);

function parseRound(raw: string, line: number): Parsed<Round> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 4) return { ok: false, line, reason: `expected 4 fields, got ${parts.length}` };
  const [weekS, thrower, laneS, scoresS] = parts;
  const week = Number(weekS);
  const lane = Number(laneS);
  if (!Number.isInteger(week) || !Number.isInteger(lane)) return { ok: false, line, reason: "bad week or lane" };
  const scores = scoresS.split(/\s+/).map(Number);
  if (scores.length !== THROWS_PER_ROUND) return { ok: false, line, reason: `expected ${THROWS_PER_ROUND} throws, got ${scores.length}` };
  const bad = scores.find((s) => !VALID.has(s));
  if (bad !== undefined) return { ok: false, line, reason: `invalid throw score ${Number.isNaN(bad) ? "NaN" : bad}` };
  return { ok: true, value: { week, thrower, lane, scores } };
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function groupBy<T, K extends string | number>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    const bucket = out.get(k) ?? [];
    bucket.push(it);
    out.set(k, bucket);
  }
  return out;
}

function tierFor(avg: number): Tier {
  if (avg >= 45) return Tier.Gold;
  if (avg >= 35) return Tier.Silver;
  return Tier.Bronze;
}

export default function report(text: string): string {
  const lines = text.split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseRound(raw, line));

  const rounds: Round[] = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const errors = parsed.filter((p): p is { ok: false; line: number; reason: string } => !p.ok);

  const standings: Standing[] = [...groupBy(rounds, (r) => r.thrower).entries()]
    .map(([thrower, rs]) => {
      const totals = rs.map((r) => sum(r.scores));
      const total = sum(totals);
      return {
        thrower,
        rounds: rs.length,
        total,
        best: Math.max(...totals),
        killshots: sum(rs.map((r) => r.scores.filter((s) => s === KILLSHOT).length)),
        tier: tierFor(total / rs.length),
      };
    })
    .sort((a, b) => b.total / b.rounds - a.total / a.rounds || a.thrower.localeCompare(b.thrower));

  const out: string[] = [];
  out.push("AXE-THROWING LEAGUE STANDINGS");
  out.push("=".repeat(29));
  out.push(`    ${"Thrower".padEnd(12)} ${"Rnd".padStart(3)} ${"Total".padStart(5)} ${"Avg".padStart(6)} ${"Best".padStart(4)} ${"KS".padStart(2)}  Tier`);
  standings.forEach((s, i) => {
    const avg = (s.total / s.rounds).toFixed(1);
    out.push(`${String(i + 1).padStart(2)}. ${s.thrower.padEnd(12)} ${String(s.rounds).padStart(3)} ${String(s.total).padStart(5)} ${avg.padStart(6)} ${String(s.best).padStart(4)} ${String(s.killshots).padStart(2)}  ${s.tier}`);
  });

  out.push("");
  out.push("Lane averages:");
  [...groupBy(rounds, (r) => r.lane).entries()]
    .sort(([a], [b]) => a - b)
    .forEach(([lane, rs]) => out.push(`  lane ${lane}: ${(sum(rs.map((r) => sum(r.scores))) / rs.length).toFixed(2)} over ${rs.length} rounds`));

  out.push("");
  out.push(`Skipped ${errors.length} bad line(s):`);
  errors.forEach((e) => out.push(`  line ${e.line}: ${e.reason}`));

  const summary = {
    rounds: rounds.length,
    throwers: standings.length,
    leader: standings[0]?.thrower ?? null,
    killshots: sum(standings.map((s) => s.killshots)),
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/axe_league.csv", "utf8")));
