// Judo club grading report: reads exam rows, decides pass/fail, summarises.
import { readFileSync } from "node:fs";

enum Belt { White, Yellow, Orange, Green, Blue, Brown, Black }

interface Exam {
  date: string;
  member: string;
  from: Belt;
  to: Belt;
  kata: number;
  wins: number;
  bouts: number;
  examiner: string;
}

interface Outcome extends Exam {
  winRate: number;
  score: number;
  passed: boolean;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const PASS_MARK = 70;
const beltNames = Object.keys(Belt).filter((k) => isNaN(Number(k)));

const parseBelt = (s: string): Belt | undefined => {
  const key = s.trim().charAt(0).toUpperCase() + s.trim().slice(1).toLowerCase();
  return beltNames.includes(key) ? (Belt[key as keyof typeof Belt] as Belt) : undefined;
};

function parseLine(raw: string, line: number): Parsed<Exam> {
  const f = raw.split(",").map((x) => x.trim());
  if (f.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${f.length}` };
  const [date, member, fromS, toS, kataS, winsS, boutsS, examiner] = f;
  const from = parseBelt(fromS), to = parseBelt(toS);
  if (from === undefined || to === undefined) return { ok: false, line, reason: `unknown belt '${from === undefined ? fromS : toS}'` };
  if (to !== from + 1) return { ok: false, line, reason: `cannot grade ${fromS} -> ${toS}` };
  const kata = Number(kataS), wins = parseInt(winsS, 10), bouts = parseInt(boutsS, 10);
  if (Number.isNaN(kata) || Number.isNaN(wins) || Number.isNaN(bouts)) return { ok: false, line, reason: "non-numeric score" };
  if (wins > bouts) return { ok: false, line, reason: `wins ${wins} > bouts ${bouts}` };
  return { ok: true, value: { date, member, from, to, kata, wins, bouts, examiner } };
}

const assess = (e: Exam): Outcome => {
  const winRate = e.bouts === 0 ? 0 : e.wins / e.bouts;
  const score = Math.round((e.kata * 6 + winRate * 40) * 10) / 10;
  return { ...e, winRate, score, passed: score >= PASS_MARK && e.kata >= 6 };
};

function groupBy<T, K extends string>(xs: T[], key: (x: T) => K): Record<K, T[]> {
  return xs.reduce((acc, x) => {
    const k = key(x);
    (acc[k] ||= []).push(x);
    return acc;
  }, {} as Record<K, T[]>);
}

const pct = (n: number, d: number): string => (d === 0 ? "0.0" : ((100 * n) / d).toFixed(1));

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, i: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, i }) => parseLine(raw, i));
  const exams = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p): p is Extract<Parsed<Exam>, { ok: false }> => !p.ok);
  const outcomes = exams.map(assess);

  console.log("JUDO GRADING REPORT");
  console.log("=".repeat(60));
  for (const o of outcomes) {
    const mark = o.passed ? "PASS" : "fail";
    console.log(
      `${o.date}  ${o.member.padEnd(14)} ${Belt[o.from].padStart(6)} -> ${Belt[o.to].padEnd(6)} ` +
        `kata ${o.kata.toFixed(2).padStart(5)}  ${o.wins}/${o.bouts}  ${o.score.toFixed(1).padStart(5)}  ${mark}`
    );
  }
  console.log("-".repeat(60));
  const byExaminer = groupBy(outcomes, (o) => o.examiner);
  for (const [name, rows] of Object.entries(byExaminer).sort(([a], [b]) => a.localeCompare(b))) {
    const passes = rows.filter((r) => r.passed).length;
    console.log(`${name.padEnd(14)} ${rows.length} exams, ${passes} passed (${pct(passes, rows.length)}%)`);
  }
  const byTarget = groupBy(outcomes, (o) => Belt[o.to]);
  const targets = Object.keys(byTarget).sort((a, b) => Belt[a as keyof typeof Belt] - Belt[b as keyof typeof Belt]);
  console.log(`Target belts: ${targets.map((t) => `${t}=${byTarget[t].length}`).join(", ")}`);
  const best = outcomes.reduce<Outcome | null>((b, o) => (b === null || o.score > b.score ? o : b), null);
  if (best) console.log(`Top score: ${best.member} ${best.score.toFixed(1)} (${Belt[best.to]})`);
  for (const b of bad) console.log(`skipped line ${b.line}: ${b.reason}`);

  const passed = outcomes.filter((o) => o.passed).length;
  const meanScore = outcomes.length ? outcomes.reduce((s, o) => s + o.score, 0) / outcomes.length : 0;
  console.log(
    JSON.stringify({
      exams: outcomes.length,
      passed,
      failed: outcomes.length - passed,
      skipped: bad.length,
      passRate: Number(pct(passed, outcomes.length)),
      meanScore: Math.round(meanScore * 100) / 100,
      top: best?.member ?? null,
    })
  );
}

main(process.argv[2] ?? "root/judo_gradings.csv");
