import { readFileSync } from "fs";

enum Outcome {
  Win = "W",
  Loss = "L",
}

interface Match {
  date: string;
  home: string;
  away: string;
  homeGames: number;
  awayGames: number;
  court: number;
}

interface Standing {
  player: string;
  played: number;
  wins: number;
  losses: number;
  gamesFor: number;
  gamesAgainst: number;
  form: Outcome[];
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };
type Failure = Extract<Parsed<Match>, { ok: false }>;

const groupBy = <T, K extends string | number>(items: T[], key: (t: T) => K): Map<K, T[]> =>
  items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());

function parseLine(raw: string, line: number): Parsed<Match> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${parts.length}` };
  const [date, home, away, hg, ag, c] = parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, line, reason: `bad date "${date}"` };
  const [homeGames, awayGames, court] = [hg, ag, c].map(Number);
  if (![homeGames, awayGames, court].every(Number.isInteger))
    return { ok: false, line, reason: "non-integer score or court" };
  if (Math.max(homeGames, awayGames) !== 3 || Math.min(homeGames, awayGames) > 2)
    return { ok: false, line, reason: `impossible score ${homeGames}-${awayGames}` };
  if (home === away) return { ok: false, line, reason: `${home} cannot play themself` };
  return { ok: true, value: { date, home, away, homeGames, awayGames, court } };
}

const emptyStanding = (player: string): Standing =>
  ({ player, played: 0, wins: 0, losses: 0, gamesFor: 0, gamesAgainst: 0, form: [] });

function record(table: Map<string, Standing>, player: string, gf: number, ga: number): void {
  const s = table.get(player) ?? emptyStanding(player);
  const outcome = gf > ga ? Outcome.Win : Outcome.Loss;
  table.set(player, {
    ...s,
    played: s.played + 1,
    wins: s.wins + (outcome === Outcome.Win ? 1 : 0),
    losses: s.losses + (outcome === Outcome.Loss ? 1 : 0),
    gamesFor: s.gamesFor + gf,
    gamesAgainst: s.gamesAgainst + ga,
    form: [...s.form, outcome].slice(-3),
  });
}

const diff = (s: Standing): number => s.gamesFor - s.gamesAgainst;
const points = (s: Standing): number => s.wins * 3 + s.losses;

export default function main(path: string): void {
  const results = readFileSync(path, "utf8")
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw, line }) => line > 1 && raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));
  const matches = results
    .flatMap((r) => (r.ok ? [r.value] : []))
    .sort((a, b) => a.date.localeCompare(b.date));
  const errors = results.filter((r): r is Failure => !r.ok);

  const table = new Map<string, Standing>();
  matches.forEach((m) => {
    record(table, m.home, m.homeGames, m.awayGames);
    record(table, m.away, m.awayGames, m.homeGames);
  });
  const ladder = [...table.values()].sort(
    (a, b) => points(b) - points(a) || diff(b) - diff(a) || a.player.localeCompare(b.player),
  );

  console.log("SQUASH LADDER REPORT");
  console.log("=".repeat(44));
  console.log(` #  ${"Player".padEnd(8)} ${"P".padStart(2)} ${"W".padStart(2)} ${"L".padStart(2)} ${"GD".padStart(4)} ${"Pts".padStart(4)}  Form`);
  ladder.forEach((s, i) => {
    const gd = diff(s) > 0 ? `+${diff(s)}` : String(diff(s));
    console.log(
      `${String(i + 1).padStart(2)}  ${s.player.padEnd(8)} ${String(s.played).padStart(2)} ${String(s.wins).padStart(2)} ${String(s.losses).padStart(2)} ${gd.padStart(4)} ${String(points(s)).padStart(4)}  ${s.form.join("")}`,
    );
  });

  console.log("\nCourt usage:");
  [...groupBy(matches, (m) => m.court).entries()]
    .sort(([a], [b]) => a - b)
    .forEach(([court, ms]) => {
      const games = ms.reduce((t, m) => t + m.homeGames + m.awayGames, 0);
      console.log(`  court ${court}: ${ms.length} matches, ${games} games, avg ${(games / ms.length).toFixed(2)}`);
    });
  const whitewashes = matches.filter((m) => Math.min(m.homeGames, m.awayGames) === 0).length;
  console.log(`Whitewashes (3-0): ${whitewashes}`);

  if (errors.length > 0) {
    console.log(`\nSkipped ${errors.length} bad line(s):`);
    errors.forEach((e) => console.log(`  line ${e.line}: ${e.reason}`));
  }

  const summary = {
    matches: matches.length,
    players: ladder.length,
    leader: ladder[0]?.player ?? null,
    whitewashes,
    skipped: errors.length,
    from: matches[0]?.date ?? null,
    to: matches.at(-1)?.date ?? null,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/squash.csv");
