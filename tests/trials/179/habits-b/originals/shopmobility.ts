import { readFileSync } from "fs";

enum ScooterClass {
  Class2 = "CLASS2",
  Class3 = "CLASS3",
  Wheelchair = "WHEELCHAIR",
}

interface Loan {
  date: string;
  id: string;
  unit: string;
  kind: ScooterClass;
  member: string;
  minutes: number;
  deposit: number;
}

type Result<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

function parseLine(raw: string, line: number): Result<Loan> {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${f.length}` };
  const [date, id, unit, kindRaw, member, out, back, dep] = f;
  if (!Object.values(ScooterClass).includes(kindRaw as ScooterClass))
    return { ok: false, line, reason: `unknown class ${kindRaw}` };
  const deposit = Number(dep);
  if (Number.isNaN(deposit)) return { ok: false, line, reason: `bad deposit ${dep}` };
  const minutes = toMinutes(back) - toMinutes(out);
  if (minutes <= 0) return { ok: false, line, reason: `returned before taken out (${out}-${back})` };
  return { ok: true, value: { date, id, unit, kind: kindRaw as ScooterClass, member, minutes, deposit } };
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const fmtHours = (mins: number): string => `${Math.floor(mins / 60)}h${String(mins % 60).padStart(2, "0")}`;

export default function report(text: string): string {
  const results = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const loans = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r): r is Extract<Result<Loan>, { ok: false }> => !r.ok);

  const out: string[] = [];
  out.push("SHOPMOBILITY LOANS");
  out.push("=".repeat(40));

  const byClass = groupBy(loans, (l) => l.kind);
  for (const kind of Object.values(ScooterClass)) {
    const ls = byClass.get(kind) ?? [];
    const mins = sum(ls.map((l) => l.minutes));
    const avg = ls.length ? mins / ls.length : 0;
    out.push(`${kind.padEnd(12)}${String(ls.length).padStart(4)} loans  ${fmtHours(mins).padStart(7)}  avg ${avg.toFixed(1)} min`);
  }

  out.push("-".repeat(40));
  const byDay = groupBy(loans, (l) => l.date);
  [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([day, ls]) => {
      const busiest = [...ls].sort((a, b) => b.minutes - a.minutes || a.id.localeCompare(b.id))[0];
      out.push(`${day}  ${ls.length} loans, longest ${busiest.id} (${busiest.unit}, ${busiest.minutes} min)`);
    });

  const byMember = groupBy(loans, (l) => l.member);
  const regulars = [...byMember.entries()]
    .filter(([, ls]) => ls.length > 1)
    .map(([m, ls]) => `${m}x${ls.length}`)
    .sort();
  out.push(`Regulars: ${regulars.join(", ") || "none"}`);

  if (bad.length) {
    out.push(`Skipped ${bad.length} line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const deposits = sum(loans.map((l) => l.deposit));
  const summary = {
    loans: loans.length,
    skipped: bad.length,
    totalMinutes: sum(loans.map((l) => l.minutes)),
    deposits: Number(deposits.toFixed(2)),
    members: byMember.size,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/shopmobility.csv", "utf8")));
