import { readFileSync } from "fs";

enum Division {
  Recurve = "recurve",
  Compound = "compound",
  Barebow = "barebow",
}

type Arrow = number | "X" | "M";
type Medal = "gold" | "silver" | "bronze" | null;

interface End {
  archer: string;
  club: string;
  division: Division;
  round: number;
  arrows: Arrow[];
}

interface Standing {
  archer: string;
  club: string;
  total: number;
  xs: number;
  misses: number;
  medal: Medal;
}

const MEDALS: Medal[] = ["gold", "silver", "bronze"];

const parseArrow = (raw: string): Arrow =>
  raw === "X" || raw === "M" ? raw : Number(raw);

const arrowValue = (a: Arrow): number => (a === "X" ? 10 : a === "M" ? 0 : a);

function parseLine(line: string): End | undefined {
  const trimmed = line.trim();
  if (!trimmed || trimmed.startsWith("#")) return undefined;
  const [archer, club, division, round, arrows] = trimmed.split(",");
  return {
    archer,
    club,
    division: division as Division,
    round: parseInt(round, 10),
    arrows: arrows.split(" ").map(parseArrow),
  };
}

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Record<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    (acc[k] ??= []).push(item);
    return acc;
  }, {} as Record<K, T[]>);
}

class Scoreboard {
  private ends: End[];

  constructor(ends: End[]) {
    this.ends = ends;
  }

  standings(division: Division): Standing[] {
    const mine = this.ends.filter((e) => e.division === division);
    const byArcher = groupBy(mine, (e) => e.archer);
    const rows = Object.entries(byArcher).map(([archer, ends]) => {
      const arrows = ends.flatMap((e) => e.arrows);
      return {
        archer,
        club: ends[0]?.club ?? "?",
        total: arrows.reduce((s, a) => s + arrowValue(a), 0),
        xs: arrows.filter((a) => a === "X").length,
        misses: arrows.filter((a) => a === "M").length,
        medal: null as Medal,
      };
    });
    rows.sort((a, b) => b.total - a.total || b.xs - a.xs || a.archer.localeCompare(b.archer));
    return rows.map((r, i) => ({ ...r, medal: MEDALS[i] ?? null }));
  }

  clubPoints(): Map<string, number> {
    const points = new Map<string, number>();
    for (const e of this.ends) {
      const sum = e.arrows.reduce((s, a) => s + arrowValue(a), 0);
      points.set(e.club, (points.get(e.club) ?? 0) + sum);
    }
    return points;
  }
}

const formatRow = ({ archer, club, total, xs, misses, medal }: Standing): string =>
  `  ${archer.padEnd(12)} ${club.padEnd(10)} ${String(total).padStart(4)}  X:${xs} M:${misses}${medal ? ` [${medal}]` : ""}`;

export default function report(path: string): string {
  const ends = readFileSync(path, "utf8")
    .split("\n")
    .map(parseLine)
    .filter((e): e is End => e !== undefined);
  const board = new Scoreboard(ends);
  const lines: string[] = [`Archery tournament: ${ends.length} ends`];
  for (const div of Object.values(Division)) {
    lines.push(`${div.toUpperCase()}`, ...board.standings(div).map(formatRow));
  }
  const clubs = [...board.clubPoints().entries()].sort((a, b) => b[1] - a[1]);
  lines.push("Clubs: " + clubs.map(([c, p]) => `${c}=${p}`).join(", "));
  const summary = { ends: ends.length, winners: Object.values(Division).map((d) => board.standings(d)[0]?.archer) };
  lines.push(JSON.stringify(summary));
  return lines.join("\n");
}

console.log(report(process.argv[2] ?? "root/archery.csv"));
