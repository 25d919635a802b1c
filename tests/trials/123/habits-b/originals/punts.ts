import { readFileSync } from "node:fs";

enum Kind {
  Self = "SELF",
  Chauffeur = "CHAUFFEUR",
}

interface Hire {
  date: string;
  punt: string;
  kind: Kind;
  minutes: number;
  passengers: number;
  paid: number;
}

interface Rejected {
  line: number;
  reason: string;
}

type Parsed = { ok: true; hire: Hire } | { ok: false; reason: string };

const MAX_PASSENGERS: Record<Kind, number> = {
  [Kind.Self]: 5,
  [Kind.Chauffeur]: 6,
};

const toMinutes = (hhmm: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

const parseLine = (line: string): Parsed => {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, reason: `expected 7 fields, got ${parts.length}` };
  const [date, punt, kindRaw, out, back, pax, paid] = parts;
  if (!Object.values(Kind).includes(kindRaw as Kind)) return { ok: false, reason: `unknown kind ${kindRaw}` };
  const kind = kindRaw as Kind;
  const start = toMinutes(out);
  const end = toMinutes(back);
  if (start === null || end === null) return { ok: false, reason: "bad time" };
  if (end <= start) return { ok: false, reason: "returned before it went out" };
  const passengers = parseInt(pax, 10);
  if (passengers > MAX_PASSENGERS[kind]) return { ok: false, reason: `${passengers} aboard a ${kind} punt` };
  return { ok: true, hire: { date, punt, kind, minutes: end - start, passengers, paid: parseFloat(paid) } };
};

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T,>(items: readonly T[], f: (t: T) => number): number =>
  items.reduce((s, t) => s + f(t), 0);

const money = (n: number): string => `£${n.toFixed(2)}`;

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const hires: Hire[] = [];
  const rejected: Rejected[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const r = parseLine(line);
    if (r.ok) hires.push(r.hire);
    else rejected.push({ line: i + 1, reason: r.reason });
  });

  const out: string[] = ["PUNT HIRE STATION REPORT", "========================"];
  const byDate = groupBy(hires, (h) => h.date);
  for (const [date, day] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`${date}  hires ${String(day.length).padStart(2)}  takings ${money(sum(day, (h) => h.paid)).padStart(8)}`);
  }
  out.push("", "By punt:");
  const byPunt = groupBy(hires, (h) => h.punt);
  const puntRows = [...byPunt.entries()]
    .map(([punt, hs]) => ({ punt, mins: sum(hs, (h) => h.minutes), paid: sum(hs, (h) => h.paid) }))
    .sort((a, b) => b.mins - a.mins || a.punt.localeCompare(b.punt));
  puntRows.forEach(({ punt, mins, paid }) =>
    out.push(`  ${punt}  ${(mins / 60).toFixed(1).padStart(4)} h  ${money(paid).padStart(8)}  ${money((paid / mins) * 60)}/h`)
  );
  out.push("", "By kind:");
  Object.values(Kind).forEach((k) => {
    const hs = hires.filter((h) => h.kind === k);
    const avg = hs.length ? sum(hs, (h) => h.passengers) / hs.length : 0;
    out.push(`  ${k.padEnd(9)} ${hs.length} hires, avg ${avg.toFixed(2)} aboard`);
  });
  if (rejected.length) {
    out.push("", `Rejected ${rejected.length} line(s):`);
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }
  const total = sum(hires, (h) => h.paid);
  const busiest = puntRows[0]?.punt ?? null;
  out.push(
    JSON.stringify({ hires: hires.length, rejected: rejected.length, takings: Math.round(total * 100) / 100, busiest, days: byDate.size })
  );
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/punts.csv"));
