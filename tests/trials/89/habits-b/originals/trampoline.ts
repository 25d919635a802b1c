import { readFileSync } from "fs";

enum Kind {
  Open = "open",
  Class = "class",
  Toddler = "toddler",
  Dodgeball = "dodgeball",
  Party = "party",
  Parkour = "parkour",
}

interface Session {
  date: string;
  court: string;
  jumper: string;
  age: number;
  minutes: number;
  kind: Kind;
  fee: number;
}

interface Problem {
  line: number;
  reason: string;
}

type Parsed = { ok: true; value: Session } | { ok: false; problem: Problem };

const KINDS: ReadonlySet<string> = new Set(Object.values(Kind));

function parseLine(raw: string, line: number): Parsed {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) {
    return { ok: false, problem: { line, reason: `expected 7 fields, got ${parts.length}` } };
  }
  const [date, court, jumper, ageS, minS, kindS, feeS] = parts;
  const age = Number(ageS);
  const minutes = Number(minS);
  const fee = Number(feeS);
  if (!Number.isInteger(age) || !Number.isInteger(minutes)) {
    return { ok: false, problem: { line, reason: `bad number in "${ageS}" or "${minS}"` } };
  }
  if (!KINDS.has(kindS)) {
    return { ok: false, problem: { line, reason: `unknown kind ${kindS}` } };
  }
  if (Number.isNaN(fee) || fee < 0) {
    return { ok: false, problem: { line, reason: `bad fee ${feeS}` } };
  }
  return { ok: true, value: { date, court, jumper, age, minutes, kind: kindS as Kind, fee } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = <T>(xs: readonly T[], f: (t: T) => number): number =>
  xs.reduce((acc, x) => acc + f(x), 0);

export default function report(text: string): string {
  const lines = text.split("\n");
  const sessions: Session[] = [];
  const problems: Problem[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const r = parseLine(raw, i + 1);
    if (r.ok) sessions.push(r.value);
    else problems.push(r.problem);
  });

  const out: string[] = [];
  out.push("TRAMPOLINE PARK SESSIONS");
  out.push("=".repeat(40));
  const byKind = groupBy(sessions, (s) => s.kind);
  const kinds = [...byKind.keys()].sort();
  for (const k of kinds) {
    const xs = byKind.get(k)!;
    const mins = sum(xs, (s) => s.minutes);
    const takings = sum(xs, (s) => s.fee);
    out.push(`${k.padEnd(10)} ${String(xs.length).padStart(3)} sessions ${String(mins).padStart(5)} min  £${takings.toFixed(2).padStart(7)}`);
  }
  out.push("-".repeat(40));
  const byJumper = groupBy(sessions, (s) => s.jumper);
  const ranked = [...byJumper.entries()]
    .map(([name, xs]) => ({ name, minutes: sum(xs, (s) => s.minutes) }))
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  out.push("Top jumpers by minutes:");
  ranked.slice(0, 3).forEach((r, i) => out.push(`  ${i + 1}. ${r.name} (${r.minutes} min)`));
  const courts = [...new Set(sessions.map((s) => s.court))].sort();
  const busiest = courts
    .map((c) => ({ c, n: sessions.filter((s) => s.court === c).length }))
    .reduce((best, x) => (x.n > best.n ? x : best));
  out.push(`Busiest court: ${busiest.c} (${busiest.n} sessions)`);
  const avgAge = sum(sessions, (s) => s.age) / sessions.length;
  out.push(`Average age: ${avgAge.toFixed(1)}`);
  problems.forEach((p) => out.push(`skipped line ${p.line}: ${p.reason}`));
  const total = sum(sessions, (s) => s.fee);
  out.push(JSON.stringify({ sessions: sessions.length, skipped: problems.length, takings: Number(total.toFixed(2)), courts: courts.length }));
  return out.join("\n");
}

console.log(report(readFileSync("root/trampoline.csv", "utf8")));
