import { readFileSync } from "fs";

enum ShuttleType {
  Feather = "feather",
  Nylon = "nylon",
}

type Session = "club" | "junior" | "match" | "coaching";

interface Usage {
  date: string;
  court: number;
  session: Session;
  shuttle: ShuttleType;
  tubes: number;
  players: number;
}

interface Rejected {
  line: number;
  reason: string;
}

const TUBE_PRICE: Record<ShuttleType, number> = {
  [ShuttleType.Feather]: 24.5,
  [ShuttleType.Nylon]: 11.0,
};

const SESSIONS: readonly Session[] = ["club", "junior", "match", "coaching"];

type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

function parseLine(line: string): Result<Usage> {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, reason: `expected 6 fields, got ${parts.length}` };
  const [date, court, session, shuttle, tubes, players] = parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, reason: `bad date '${date}'` };
  if (!SESSIONS.includes(session as Session)) return { ok: false, reason: `unknown session '${session}'` };
  if (!Object.values(ShuttleType).includes(shuttle as ShuttleType))
    return { ok: false, reason: `unknown shuttle '${shuttle}'` };
  const t = Number(tubes);
  if (tubes === "" || Number.isNaN(t) || t <= 0) return { ok: false, reason: `bad tubes '${tubes}'` };
  const p = parseInt(players, 10);
  if (Number.isNaN(p) || p <= 0) return { ok: false, reason: `bad players '${players}'` };
  return {
    ok: true,
    value: { date, court: parseInt(court, 10), session: session as Session, shuttle: shuttle as ShuttleType, tubes: t, players: p },
  };
}

function groupBy<T, K extends string | number>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const cost = (u: Usage): number => u.tubes * TUBE_PRICE[u.shuttle];

export default function report(text: string): string {
  const rows: Usage[] = [];
  const rejected: Rejected[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const r = parseLine(line);
    if (r.ok) rows.push(r.value);
    else rejected.push({ line: i + 1, reason: r.reason });
  });

  const out: string[] = ["Shuttlecock usage report", "========================"];
  const bySession = groupBy(rows, (u) => u.session);
  for (const session of [...bySession.keys()].sort()) {
    const us = bySession.get(session)!;
    const tubes = sum(us.map((u) => u.tubes));
    const perPlayer = sum(us.map(cost)) / sum(us.map((u) => u.players));
    out.push(`${session.padEnd(10)} ${String(us.length).padStart(3)} sessions ${tubes.toFixed(1).padStart(6)} tubes  £${perPlayer.toFixed(2)}/player`);
  }

  out.push("", "By shuttle type:");
  const byType = groupBy(rows, (u) => u.shuttle);
  Object.values(ShuttleType).forEach((t) => {
    const us = byType.get(t) ?? [];
    out.push(`  ${t.padEnd(8)} ${sum(us.map((u) => u.tubes)).toFixed(1)} tubes = £${sum(us.map(cost)).toFixed(2)}`);
  });

  const busiest = [...groupBy(rows, (u) => u.date).entries()]
    .map(([date, us]) => ({ date, tubes: sum(us.map((u) => u.tubes)) }))
    .sort((a, b) => b.tubes - a.tubes || a.date.localeCompare(b.date))[0];
  out.push("", `Busiest day: ${busiest.date} (${busiest.tubes} tubes)`);

  if (rejected.length > 0) {
    out.push("", `Skipped ${rejected.length} line(s):`);
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }

  const totalCost = sum(rows.map(cost));
  out.push(JSON.stringify({ rows: rows.length, skipped: rejected.length, tubes: sum(rows.map((u) => u.tubes)), cost: Math.round(totalCost * 100) / 100, busiest: busiest.date }));
  return out.join("\n");
}

console.log(report(readFileSync("root/shuttles.csv", "utf8")));
