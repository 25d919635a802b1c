import { readFileSync } from "fs";

enum Group {
  Junior = "Junior",
  Senior = "Senior",
  Veteran = "Veteran",
}

interface Finisher {
  position: number;
  token: string;
  runner: string;
  category: string;
  group: Group;
  seconds: number;
  club: string | null;
}

interface Problem {
  line: number;
  reason: string;
}

type Parsed = { ok: true; value: Finisher } | { ok: false; problem: Problem };

const groupOf = (category: string): Group =>
  category.startsWith("J") ? Group.Junior : category.startsWith("V") ? Group.Veteran : Group.Senior;

const toSeconds = (time: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

const fmt = (s: number): string => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const parseLine = (raw: string, line: number, seen: Set<string>): Parsed => {
  const fields = raw.split(",").map((f) => f.trim());
  if (fields.length !== 6) return { ok: false, problem: { line, reason: `expected 6 fields, got ${fields.length}` } };
  const [pos, token, runner, category, time, club] = fields;
  const position = Number.parseInt(pos, 10);
  if (Number.isNaN(position)) return { ok: false, problem: { line, reason: `bad position "${pos}"` } };
  const seconds = toSeconds(time);
  if (seconds === null) return { ok: false, problem: { line, reason: `bad time "${time}"` } };
  if (seen.has(token)) return { ok: false, problem: { line, reason: `duplicate token ${token}` } };
  seen.add(token);
  return {
    ok: true,
    value: { position, token, runner, category, group: groupOf(category), seconds, club: club || null },
  };
};

export default function report(path: string): string {
  const seen = new Set<string>();
  const parsed: Parsed[] = readFileSync(path, "utf8")
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line, seen));
  const finishers = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const problems = parsed.flatMap((p) => (p.ok ? [] : [p.problem]));

  const lines: string[] = ["PARKRUN RESULTS", "=".repeat(15)];
  for (const f of [...finishers].sort((a, b) => a.seconds - b.seconds)) {
    lines.push(`${String(f.position).padStart(3)}  ${f.runner.padEnd(12)} ${f.category.padEnd(8)} ${fmt(f.seconds)}`);
  }
  lines.push("", "BY GROUP");
  const byGroup = groupBy(finishers, (f) => f.group);
  for (const g of Object.values(Group)) {
    const members = byGroup.get(g) ?? [];
    if (members.length === 0) continue;
    const avg = members.reduce((s, f) => s + f.seconds, 0) / members.length;
    const best = members.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lines.push(`${g.padEnd(8)} n=${members.length} avg=${fmt(avg)} best=${best.runner} (${fmt(best.seconds)})`);
  }
  lines.push("", "CLUBS");
  const byClub = groupBy(finishers.filter((f) => f.club !== null), (f) => f.club as string);
  const clubs = [...byClub.entries()].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
  clubs.forEach(([club, ms]) => lines.push(`${club.padEnd(12)} ${ms.length}`));
  if (problems.length > 0) {
    lines.push("", "SKIPPED");
    problems.forEach((p) => lines.push(`line ${p.line}: ${p.reason}`));
  }
  const total = finishers.reduce((s, f) => s + f.seconds, 0);
  const summary = {
    finishers: finishers.length,
    skipped: problems.length,
    fastest: finishers.length ? fmt(Math.min(...finishers.map((f) => f.seconds))) : null,
    mean: finishers.length ? fmt(total / finishers.length) : null,
    unattached: finishers.filter((f) => f.club === null).length,
  };
  lines.push("", JSON.stringify(summary));
  return lines.join("\n");
}

console.log(report(process.argv[2] ?? "root/parkrun.csv"));
