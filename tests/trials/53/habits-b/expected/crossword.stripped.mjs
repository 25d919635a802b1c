import { readFileSync } from "fs";

const Division = {
  Rookie: "rookie",
  Amateur: "amateur",
  Expert: "expert",
};

const PENALTY = { error: 30, hint: 60 };
const DNF_SCORE = 1500;

class Leaderboard {
  rows = [];
  add(row) {
    this.rows = [...this.rows, row];
    return this;
  }
  top(n) {
    return [...this.rows].sort((a, b) => a.score - b.score).slice(0, n);
  }
  get size() {
    return this.rows.length;
  }
}

const parseLine = (line) => {
  const [solver, division, round, seconds, errors, hints] = line.split(",");
  return {
    solver,
    division: division,
    round: Number(round),
    seconds: seconds ? Number(seconds) : undefined,
    errors: Number(errors),
    hints: Number(hints),
  };
};

const outcome = (r) => (r.seconds === undefined ? "dnf" : "finished");

const roundScore = ({ seconds, errors, hints }) =>
  (seconds ?? DNF_SCORE) + errors * PENALTY.error + hints * PENALTY.hint;

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const toStanding = (solver, rounds) => {
  const finished = rounds.filter((r) => outcome(r) === "finished");
  const best = finished.map((r) => r.seconds).sort((a, b) => a - b)[0];
  return {
    solver,
    division: rounds[0].division,
    score: rounds.reduce((sum, r) => sum + roundScore(r), 0),
    dnfs: rounds.length - finished.length,
    best,
  };
};

const fmtTime = (s) =>
  s === undefined ? "--:--" : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

export default function crosswordReport(path) {
  const [, ...lines] = readFileSync(path, "utf8").trim().split("\n");
  const results = lines.map(parseLine);
  const bySolver = groupBy(results, (r) => r.solver);
  const standings = [...bySolver.entries()].map(([s, rs]) => toStanding(s, rs));
  const board = standings.reduce((b, s) => b.add(s), new Leaderboard());
  const out = [`Crossword tournament: ${board.size} solvers, ${results.length} rounds`];
  for (const div of Object.values(Division)) {
    const inDiv = standings.filter((s) => s.division === div).sort((a, b) => a.score - b.score);
    out.push(`${div.toUpperCase()} (${inDiv.length})`);
    inDiv.forEach(({ solver, score, dnfs, best }, i) =>
      out.push(`  ${i + 1}. ${solver.padEnd(14)}${String(score).padStart(6)}  best ${fmtTime(best)}${dnfs ? ` dnf x${dnfs}` : ""}`)
    );
  }
  const penalties = results.flatMap((r) => [...Array(r.errors).fill("E"), ...Array(r.hints).fill("H")]);
  const fastest = results.find((r) => r.seconds === Math.min(...results.map((x) => x.seconds ?? Infinity)));
  out.push(`Penalty marks: ${penalties.filter((p) => p === "E").length} errors, ${penalties.filter((p) => p === "H").length} hints`);
  out.push(`Fastest round: ${fastest?.solver ?? "nobody"} r${fastest?.round} in ${fmtTime(fastest?.seconds)}`);
  out.push(`Podium: ${board.top(3).map((s) => s.solver).join(" > ")}`);
  const summary = { solvers: board.size, dnfs: standings.reduce((n, s) => n + s.dnfs, 0), winner: board.top(1)[0]?.solver };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(crosswordReport(process.argv[2] ?? "root/crossword_rounds.csv"));
