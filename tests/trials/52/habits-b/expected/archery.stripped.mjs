// Hand-stripped from archery.ts (no tsc available; node v20 lacks --experimental-strip-types).
// Changes: removed type annotations/interfaces/type aliases; enum -> frozen object; `import` kept (ESM .mjs).
import { readFileSync } from "fs";

const Division = Object.freeze({
  Recurve: "recurve",
  Compound: "compound",
  Barebow: "barebow",
});

const MEDALS = ["gold", "silver", "bronze"];

const parseArrow = (raw) =>
  raw === "X" || raw === "M" ? raw : Number(raw);

const arrowValue = (a) => (a === "X" ? 10 : a === "M" ? 0 : a);

function parseLine(line) {
  const trimmed = line.trim();
  if (!trimmed || trimmed.startsWith("#")) return undefined;
  const [archer, club, division, round, arrows] = trimmed.split(",");
  return {
    archer,
    club,
    division: division,
    round: parseInt(round, 10),
    arrows: arrows.split(" ").map(parseArrow),
  };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    (acc[k] ??= []).push(item);
    return acc;
  }, {});
}

class Scoreboard {
  ends;

  constructor(ends) {
    this.ends = ends;
  }

  standings(division) {
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
        medal: null,
      };
    });
    rows.sort((a, b) => b.total - a.total || b.xs - a.xs || a.archer.localeCompare(b.archer));
    return rows.map((r, i) => ({ ...r, medal: MEDALS[i] ?? null }));
  }

  clubPoints() {
    const points = new Map();
    for (const e of this.ends) {
      const sum = e.arrows.reduce((s, a) => s + arrowValue(a), 0);
      points.set(e.club, (points.get(e.club) ?? 0) + sum);
    }
    return points;
  }
}

const formatRow = ({ archer, club, total, xs, misses, medal }) =>
  `  ${archer.padEnd(12)} ${club.padEnd(10)} ${String(total).padStart(4)}  X:${xs} M:${misses}${medal ? ` [${medal}]` : ""}`;

export default function report(path) {
  const ends = readFileSync(path, "utf8")
    .split("\n")
    .map(parseLine)
    .filter((e) => e !== undefined);
  const board = new Scoreboard(ends);
  const lines = [`Archery tournament: ${ends.length} ends`];
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
