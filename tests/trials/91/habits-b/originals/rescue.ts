import { readFileSync } from "fs";

enum Incident {
  Fall = "fall",
  Lost = "lost",
  Medical = "medical",
  Avalanche = "avalanche",
}

interface Callout {
  date: string;
  team: string;
  kind: Incident;
  casualties: number;
  minutes: number;
  volunteers: number;
}

type ParseResult = { ok: true; value: Callout } | { ok: false; line: number; reason: string };

interface TeamStats {
  callouts: number;
  casualties: number;
  volunteerHours: number;
}

const KINDS: readonly string[] = Object.values(Incident);

function parseLine(raw: string, line: number): ParseResult {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${cols.length}` };
  const [date, team, kind, cas, mins, vols] = cols;
  if (!KINDS.includes(kind)) return { ok: false, line, reason: `unknown incident type "${kind}"` };
  const nums = [cas, mins, vols].map(Number);
  if (nums.some((n) => !Number.isInteger(n) || n < 0)) {
    return { ok: false, line, reason: "bad number" };
  }
  const [casualties, minutes, volunteers] = nums;
  return { ok: true, value: { date, team, kind: kind as Incident, casualties, minutes, volunteers } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T,>(xs: T[], f: (x: T) => number): number => xs.reduce((acc, x) => acc + f(x), 0);

function teamStats(callouts: Callout[]): TeamStats {
  return {
    callouts: callouts.length,
    casualties: sum(callouts, (c) => c.casualties),
    volunteerHours: sum(callouts, (c) => (c.minutes * c.volunteers) / 60),
  };
}

export default function main(path: string): string {
  const text = readFileSync(path, "utf8");
  const results: ParseResult[] = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const good: Callout[] = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r): r is Extract<ParseResult, { ok: false }> => !r.ok);

  const out: string[] = ["Mountain rescue callouts", "========================"];
  const byTeam = groupBy(good, (c) => c.team);
  const teams = [...byTeam.keys()].sort();
  for (const team of teams) {
    const s = teamStats(byTeam.get(team)!);
    out.push(
      `${team.padEnd(12)} ${String(s.callouts).padStart(3)} callouts ` +
        `${String(s.casualties).padStart(3)} casualties ${s.volunteerHours.toFixed(1).padStart(7)} vol-h`
    );
  }

  out.push("", "By incident type:");
  const byKind = groupBy(good, (c) => c.kind);
  for (const kind of Object.values(Incident)) {
    const cs = byKind.get(kind) ?? [];
    const avg = cs.length ? sum(cs, (c) => c.minutes) / cs.length : 0;
    out.push(`  ${kind.padEnd(10)} ${cs.length} (avg ${avg.toFixed(0)} min)`);
  }

  const longest = good.reduce((a, b) => (b.minutes > a.minutes ? b : a));
  out.push("", `Longest: ${longest.date} ${longest.team} ${longest.kind} ${longest.minutes} min`);

  if (bad.length > 0) {
    out.push("", `Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const summary = {
    callouts: good.length,
    skipped: bad.length,
    casualties: sum(good, (c) => c.casualties),
    volunteerHours: Math.round(sum(good, (c) => (c.minutes * c.volunteers) / 60) * 10) / 10,
    busiestTeam: teams.reduce((a, b) => (byTeam.get(b)!.length > byTeam.get(a)!.length ? b : a)),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(main("root/rescue.csv"));
