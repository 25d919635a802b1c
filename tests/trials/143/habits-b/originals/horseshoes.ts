// Horseshoe pitching league: season standings from a CSV of pitching sessions.
import { readFileSync } from "node:fs";

enum Division {
  Open = "open",
  Senior = "senior",
  Junior = "junior",
}

interface Session {
  date: string;
  player: string;
  division: Division;
  shoes: number;
  ringers: number;
  leaners: number;
  points: number;
}

interface Standing {
  player: string;
  division: Division;
  sessions: number;
  ringerPct: number;
  points: number;
  best: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const DIVISIONS: readonly string[] = Object.values(Division);

function parseLine(raw: string, line: number): Parsed<Session> {
  const cells = raw.split(",").map((c) => c.trim());
  if (cells.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${cells.length}` };
  const [date, player, division, ...nums] = cells;
  if (!DIVISIONS.includes(division)) return { ok: false, line, reason: `unknown division "${division}"` };
  const [shoes, ringers, leaners, points] = nums.map(Number);
  if ([shoes, ringers, leaners, points].some((n) => !Number.isInteger(n) || n < 0))
    return { ok: false, line, reason: "non-numeric count" };
  if (ringers + leaners > shoes) return { ok: false, line, reason: `${ringers + leaners} scoring shoes of ${shoes} pitched` };
  return { ok: true, value: { date, player, division: division as Division, shoes, ringers, leaners, points } };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function standing(player: string, rows: Session[]): Standing {
  const shoes = sum(rows.map((r) => r.shoes));
  return {
    player,
    division: rows[0].division,
    sessions: rows.length,
    ringerPct: (100 * sum(rows.map((r) => r.ringers))) / shoes,
    points: sum(rows.map((r) => r.points)),
    best: Math.max(...rows.map((r) => r.points)),
  };
}

export default function report(text: string): string {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const parsed = lines.slice(1).map((l, i) => parseLine(l, i + 2));
  const sessions = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p): p is Extract<Parsed<Session>, { ok: false }> => !p.ok);

  const out: string[] = ["HORSESHOE LEAGUE STANDINGS", "=".repeat(26)];
  const byDivision = groupBy(sessions, (s) => s.division);
  for (const div of Object.values(Division)) {
    const rows = byDivision.get(div);
    if (!rows) continue;
    const table = [...groupBy(rows, (s) => s.player)]
      .map(([player, rs]) => standing(player, rs))
      .sort((a, b) => b.points - a.points || a.player.localeCompare(b.player));
    out.push("", `${div.toUpperCase()} (${table.length} players)`);
    table.forEach((s, i) =>
      out.push(
        `${String(i + 1).padStart(2)}. ${s.player.padEnd(10)} ${String(s.points).padStart(4)} pts` +
          `  ${s.sessions} sess  ringers ${s.ringerPct.toFixed(1).padStart(5)}%  best ${s.best}`,
      ),
    );
  }
  if (bad.length > 0) {
    out.push("", `Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }
  const totalRingers = sum(sessions.map((s) => s.ringers));
  const top = [...sessions].sort((a, b) => b.points - a.points)[0];
  const summary = {
    sessions: sessions.length,
    players: new Set(sessions.map((s) => s.player)).size,
    ringers: totalRingers,
    ringerPct: Number(((100 * totalRingers) / sum(sessions.map((s) => s.shoes))).toFixed(2)),
    topGame: top ? `${top.player} ${top.date} ${top.points}` : null,
    skipped: bad.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/horseshoes.csv", "utf8")));
