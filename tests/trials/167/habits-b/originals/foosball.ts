import { readFileSync } from "fs";

enum Outcome {
  RedWin = "red",
  BlueWin = "blue",
}

interface Match {
  date: string;
  red: string;
  blue: string;
  redGoals: number;
  blueGoals: number;
}

interface Standing {
  team: string;
  played: number;
  won: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const WIN_SCORE = 10;

function parseLine(raw: string, line: number): Parsed<Match> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, line, reason: `expected 5 fields, got ${parts.length}` };
  const [date, red, blue, rg, bg] = parts;
  const redGoals = Number(rg);
  const blueGoals = Number(bg);
  if (!Number.isInteger(redGoals) || !Number.isInteger(blueGoals)) {
    return { ok: false, line, reason: `bad score "${rg}-${bg}"` };
  }
  if (red === blue) return { ok: false, line, reason: `team plays itself (${red})` };
  if (Math.max(redGoals, blueGoals) !== WIN_SCORE || redGoals === blueGoals) {
    return { ok: false, line, reason: `no winner at ${WIN_SCORE} (${redGoals}-${blueGoals})` };
  }
  return { ok: true, value: { date, red, blue, redGoals, blueGoals } };
}

const outcomeOf = (m: Match): Outcome => (m.redGoals > m.blueGoals ? Outcome.RedWin : Outcome.BlueWin);

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

function standings(matches: Match[]): Standing[] {
  const rows = matches.flatMap((m) => [
    { team: m.red, gf: m.redGoals, ga: m.blueGoals, won: outcomeOf(m) === Outcome.RedWin },
    { team: m.blue, gf: m.blueGoals, ga: m.redGoals, won: outcomeOf(m) === Outcome.BlueWin },
  ]);
  const byTeam = groupBy(rows, (r) => r.team);
  return [...byTeam.entries()]
    .map(([team, rs]): Standing => ({
      team,
      played: rs.length,
      won: rs.filter((r) => r.won).length,
      lost: rs.filter((r) => !r.won).length,
      goalsFor: rs.reduce((s, r) => s + r.gf, 0),
      goalsAgainst: rs.reduce((s, r) => s + r.ga, 0),
    }))
    .sort((a, b) => b.won - a.won || (b.goalsFor - b.goalsAgainst) - (a.goalsFor - a.goalsAgainst) || a.team.localeCompare(b.team));
}

export default function report(text: string): string {
  const lines = text.split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));
  const matches = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p): p is Extract<Parsed<Match>, { ok: false }> => !p.ok);
  const table = standings(matches);
  const out: string[] = [];
  out.push("FOOSBALL LEAGUE STANDINGS");
  out.push("=".repeat(46));
  out.push(`${"Team".padEnd(14)}${"P".padStart(4)}${"W".padStart(4)}${"L".padStart(4)}${"GF".padStart(5)}${"GA".padStart(5)}${"GD".padStart(6)}`);
  table.forEach((s) => {
    const gd = s.goalsFor - s.goalsAgainst;
    out.push(
      `${s.team.padEnd(14)}${String(s.played).padStart(4)}${String(s.won).padStart(4)}${String(s.lost).padStart(4)}` +
        `${String(s.goalsFor).padStart(5)}${String(s.goalsAgainst).padStart(5)}${(gd > 0 ? "+" + gd : String(gd)).padStart(6)}`
    );
  });
  const closest = [...matches].sort((a, b) => Math.abs(a.redGoals - a.blueGoals) - Math.abs(b.redGoals - b.blueGoals))[0];
  if (closest) out.push(`Closest match: ${closest.red} ${closest.redGoals}-${closest.blueGoals} ${closest.blue} on ${closest.date}`);
  const redWins = matches.filter((m) => outcomeOf(m) === Outcome.RedWin).length;
  out.push(`Red side won ${redWins} of ${matches.length} (${((100 * redWins) / Math.max(matches.length, 1)).toFixed(1)}%)`);
  if (bad.length > 0) {
    out.push(`Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }
  const summary = {
    matches: matches.length,
    skipped: bad.length,
    leader: table[0]?.team ?? null,
    totalGoals: matches.reduce((s, m) => s + m.redGoals + m.blueGoals, 0),
    redWinRate: Number((redWins / Math.max(matches.length, 1)).toFixed(3)),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/foosball.csv", "utf8")));
