import { readFileSync } from "node:fs";

enum Outcome {
  Open = "open",
  Fail = "fail",
  Disqualified = "dq",
}

interface Attempt {
  competitor: string;
  lock: string;
  pins: number;
  seconds: number;
  outcome: Outcome;
}

interface Standing {
  competitor: string;
  opened: number;
  attempts: number;
  points: number;
  fastest: number | null;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const OUTCOMES: ReadonlySet<string> = new Set(Object.values(Outcome));

function parseLine(raw: string, line: number): Parsed<Attempt> {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 5) return { ok: false, line, reason: `expected 5 fields, got ${cols.length}` };
  const [competitor, lock, pinsText, secText, outcomeText] = cols;
  const pins = Number(pinsText);
  const seconds = Number(secText);
  if (!Number.isInteger(pins) || pins <= 0) return { ok: false, line, reason: `bad pin count "${pinsText}"` };
  if (secText === "" || Number.isNaN(seconds)) return { ok: false, line, reason: `bad time "${secText}"` };
  if (!OUTCOMES.has(outcomeText)) return { ok: false, line, reason: `unknown outcome "${outcomeText}"` };
  return { ok: true, value: { competitor, lock, pins, seconds, outcome: outcomeText as Outcome } };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

const points = (a: Attempt): number =>
  a.outcome === Outcome.Open ? Math.round((a.pins * 100) / Math.max(a.seconds, 1)) : 0;

function standings(attempts: readonly Attempt[]): Standing[] {
  return [...groupBy(attempts, (a) => a.competitor)]
    .map(([competitor, list]) => {
      const opened = list.filter((a) => a.outcome === Outcome.Open);
      return {
        competitor,
        opened: opened.length,
        attempts: list.length,
        points: list.reduce((sum, a) => sum + points(a), 0),
        fastest: opened.length ? Math.min(...opened.map((a) => a.seconds)) : null,
      };
    })
    .sort((x, y) => y.points - x.points || x.competitor.localeCompare(y.competitor));
}

export default function report(text: string): string {
  const parsed = text
    .split("\n")
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#") && !raw.startsWith("competitor,"))
    .map(({ raw, line }) => parseLine(raw, line));
  const attempts = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const rejected = parsed.flatMap((p) => (p.ok ? [] : [p]));
  const out: string[] = ["LOCKSPORT OPEN — STANDINGS", ""];
  standings(attempts).forEach((s, i) => {
    const fastest = s.fastest === null ? "-" : `${s.fastest.toFixed(1)}s`;
    out.push(
      `${String(i + 1).padStart(2)}. ${s.competitor.padEnd(12)} ${String(s.points).padStart(4)} pts  ` +
        `${s.opened}/${s.attempts} opened  fastest ${fastest}`,
    );
  });
  out.push("", "By lock:");
  for (const [lock, list] of [...groupBy(attempts, (a) => a.lock)].sort(([a], [b]) => a.localeCompare(b))) {
    const opened = list.filter((a) => a.outcome === Outcome.Open);
    const avg = opened.length ? opened.reduce((s, a) => s + a.seconds, 0) / opened.length : 0;
    out.push(`  ${lock.padEnd(12)} ${opened.length}/${list.length} opened, mean ${avg.toFixed(2)}s`);
  }
  if (rejected.length) {
    out.push("", `Skipped ${rejected.length} line(s):`);
    rejected.forEach((r) => !r.ok && out.push(`  line ${r.line}: ${r.reason}`));
  }
  const top = standings(attempts)[0];
  const summary = {
    attempts: attempts.length,
    opened: attempts.filter((a) => a.outcome === Outcome.Open).length,
    skipped: rejected.length,
    winner: top?.competitor ?? null,
    winnerPoints: top?.points ?? 0,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/locksport.csv", "utf8")));
