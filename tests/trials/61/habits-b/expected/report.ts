import { readFileSync } from "node:fs";

type Game = "valor" | "drift";
enum Outcome { Win = "W", Draw = "D", Loss = "L" }

interface Match {
  day: number;
  game: Game;
  home: string;
  away: string;
  score?: [number, number];
  format: string;
}

interface Line { team: string; game: Game; outcome: Outcome; for: number; against: number }

const POINTS: Record<Outcome, number> = { [Outcome.Win]: 3, [Outcome.Draw]: 1, [Outcome.Loss]: 0 };

const parseMatch = (raw: string): Match => {
  const [day, game, home, away, hs, as, format] = raw.split(",").map((s) => s.trim());
  const score: [number, number] | undefined = hs && as ? [Number(hs), Number(as)] : undefined;
  return { day: Number(day), game: game as Game, home, away, score, format: format ?? "bo1" };
};

const outcomeOf = (a: number, b: number): Outcome =>
  a > b ? Outcome.Win : a < b ? Outcome.Loss : Outcome.Draw;

const toLines = ({ game, home, away, score }: Match): Line[] => {
  if (!score) return [];
  const [h, a] = score;
  return [
    { team: home, game, outcome: outcomeOf(h, a), for: h, against: a },
    { team: away, game, outcome: outcomeOf(a, h), for: a, against: h },
  ];
};

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

class Standing {
  constructor(public readonly team: string, private readonly lines: Line[]) {}
  count(o: Outcome): number {
    return this.lines.filter((l) => l.outcome === o).length;
  }
  get points(): number {
    return this.lines.reduce((sum, l) => sum + POINTS[l.outcome], 0);
  }
  get diff(): number {
    return this.lines.reduce((sum, l) => sum + l.for - l.against, 0);
  }
  get form(): string {
    return this.lines.map((l) => l.outcome).join("");
  }
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);

export default function report(path: string): string {
  const matches = readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map(parseMatch);
  const played = matches.filter((m) => m.score !== undefined);
  const pending = matches.filter((m) => !m.score);
  const lines = played.flatMap(toLines);
  const standings = [...groupBy(lines, (l) => l.team)]
    .map(([team, ls]) => new Standing(team, ls))
    .sort((a, b) => b.points - a.points || b.diff - a.diff || a.team.localeCompare(b.team));

  const out: string[] = [`Season report: ${played.length} played, ${pending.length} pending`, ""];
  out.push(`${pad("#", 3)}${pad("Team", 6)}${padL("W", 3)}${padL("D", 3)}${padL("L", 3)}${padL("+/-", 5)}${padL("Pts", 5)}  Form`);
  standings.forEach((s, i) => {
    const diff = s.diff > 0 ? `+${s.diff}` : `${s.diff}`;
    out.push(`${pad(i + 1, 3)}${pad(s.team, 6)}${padL(s.count(Outcome.Win), 3)}${padL(s.count(Outcome.Draw), 3)}` +
      `${padL(s.count(Outcome.Loss), 3)}${padL(diff, 5)}${padL(s.points, 5)}  ${s.form}`);
  });

  out.push("", "By game:");
  const byGame = groupBy(played, (m) => m.game);
  for (const [game, ms] of [...byGame].sort(([a], [b]) => a.localeCompare(b))) {
    const maps = ms.reduce((n, { score }) => n + (score?.[0] ?? 0) + (score?.[1] ?? 0), 0);
    const sweeps = ms.filter(({ score: [h, a] = [0, 0] }) => Math.min(h, a) === 0).length;
    out.push(`  ${pad(game, 6)} ${ms.length} matches, ${maps} maps, avg ${(maps / ms.length).toFixed(2)} maps/match, ${sweeps} sweeps`);
  }
  pending.forEach(({ day, home, away }) => out.push(`  pending: day ${day} ${home} vs ${away}`));

  const leader = standings[0];
  const summary = {
    played: played.length,
    pending: pending.length,
    leader: leader?.team ?? null,
    points: Object.fromEntries(standings.map((s) => [s.team, s.points])),
    draws: lines.filter((l) => l.outcome === Outcome.Draw).length / 2,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/esports/matches.csv"));
