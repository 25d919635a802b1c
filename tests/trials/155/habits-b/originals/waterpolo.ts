import { readFileSync } from "node:fs";

enum Outcome {
  Win = "W",
  Draw = "D",
  Loss = "L",
}

interface Match {
  round: number;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  exclusions: number;
}

interface Standing {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  form: Outcome[];
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const POINTS: Record<Outcome, number> = { [Outcome.Win]: 3, [Outcome.Draw]: 1, [Outcome.Loss]: 0 };

function parseLine(raw: string, line: number): Parsed<Match> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${parts.length}` };
  const [round, home, away, hg, ag, ex] = parts;
  const nums = [round, hg, ag, ex].map(Number);
  if (nums.some((n) => !Number.isInteger(n) || n < 0)) return { ok: false, line, reason: "not a whole number" };
  if (home === away) return { ok: false, line, reason: `${home} cannot play itself` };
  const [r, h, a, e] = nums;
  return { ok: true, value: { round: r, home, away, homeGoals: h, awayGoals: a, exclusions: e } };
}

const outcomeOf = (mine: number, theirs: number): Outcome =>
  mine > theirs ? Outcome.Win : mine < theirs ? Outcome.Loss : Outcome.Draw;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

class LeagueTable {
  private rows = new Map<string, Standing>();

  private row(team: string): Standing {
    if (!this.rows.has(team)) {
      this.rows.set(team, { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, form: [] });
    }
    return this.rows.get(team)!;
  }

  record(team: string, scored: number, conceded: number): void {
    const s = this.row(team);
    const o = outcomeOf(scored, conceded);
    s.played += 1;
    s.goalsFor += scored;
    s.goalsAgainst += conceded;
    s.points += POINTS[o];
    if (o === Outcome.Win) s.won += 1;
    else if (o === Outcome.Draw) s.drawn += 1;
    else s.lost += 1;
    s.form.push(o);
  }

  sorted(): Standing[] {
    return [...this.rows.values()].sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        a.team.localeCompare(b.team),
    );
  }
}

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));
  const matches = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p): p is Extract<Parsed<Match>, { ok: false }> => !p.ok);

  const table = new LeagueTable();
  matches.forEach((m) => {
    table.record(m.home, m.homeGoals, m.awayGoals);
    table.record(m.away, m.awayGoals, m.homeGoals);
  });

  console.log("WATER POLO LEAGUE TABLE");
  console.log(`${"Team".padEnd(16)}  P  W  D  L  GF  GA   GD  Pts  Form`);
  const standings = table.sorted();
  for (const s of standings) {
    const gd = s.goalsFor - s.goalsAgainst;
    const cols = [s.played, s.won, s.drawn, s.lost].map((n) => String(n).padStart(2)).join(" ");
    const gdText = (gd > 0 ? `+${gd}` : String(gd)).padStart(4);
    console.log(`${s.team.padEnd(16)} ${cols} ${String(s.goalsFor).padStart(3)} ${String(s.goalsAgainst).padStart(3)} ${gdText} ${String(s.points).padStart(4)}  ${s.form.join("")}`);
  }

  console.log("\nGoals by round:");
  for (const [round, ms] of groupBy(matches, (m) => m.round)) {
    const goals = ms.reduce((t, m) => t + m.homeGoals + m.awayGoals, 0);
    console.log(`  Round ${round}: ${ms.length} matches, ${goals} goals (avg ${(goals / ms.length).toFixed(1)})`);
  }

  const top = matches.reduce((best, m) => (m.homeGoals + m.awayGoals > best.homeGoals + best.awayGoals ? m : best));
  console.log(`\nHighest scoring: ${top.home} ${top.homeGoals}-${top.awayGoals} ${top.away} (round ${top.round})`);
  const exclusions = matches.reduce((t, m) => t + m.exclusions, 0);
  console.log(`Exclusions per match: ${(exclusions / matches.length).toFixed(2)}`);

  if (bad.length > 0) {
    console.log(`\nSkipped ${bad.length} bad line(s):`);
    bad.forEach((b) => console.log(`  line ${b.line}: ${b.reason}`));
  }

  const summary = { matches: matches.length, teams: standings.length, leader: standings[0]?.team ?? null, skipped: bad.length, goals: matches.reduce((t, m) => t + m.homeGoals + m.awayGoals, 0) };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/waterpolo.csv");
