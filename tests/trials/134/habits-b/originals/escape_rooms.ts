import { readFileSync } from "node:fs";

enum Outcome {
  Escaped = "escaped",
  Failed = "failed",
}

interface Session {
  date: string;
  room: string;
  team: string;
  players: number;
  minutes: number;
  hints: number;
  outcome: Outcome;
}

interface RoomStats {
  room: string;
  sessions: number;
  escapes: number;
  bestMinutes: number | null;
  bestTeam: string | null;
  avgHints: number;
}

type ParseResult = { ok: true; session: Session } | { ok: false; line: number; reason: string };

const TIME_LIMIT = 60;

function parseLine(raw: string, lineNo: number): ParseResult {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) {
    return { ok: false, line: lineNo, reason: `expected 7 fields, got ${parts.length}` };
  }
  const [date, room, team, playersS, minutesS, hintsS, outcomeS] = parts;
  const players = Number(playersS);
  const minutes = Number(minutesS);
  const hints = Number(hintsS);
  if ([players, minutes, hints].some((n) => Number.isNaN(n))) {
    return { ok: false, line: lineNo, reason: "non-numeric field" };
  }
  if (players < 1) return { ok: false, line: lineNo, reason: `bad player count ${players}` };
  if (!Object.values(Outcome).includes(outcomeS as Outcome)) {
    return { ok: false, line: lineNo, reason: `unknown outcome "${outcomeS}"` };
  }
  if (outcomeS === Outcome.Escaped && minutes > TIME_LIMIT) {
    return { ok: false, line: lineNo, reason: `escape after ${minutes} min is over the limit` };
  }
  return { ok: true, session: { date, room, team, players, minutes, hints, outcome: outcomeS as Outcome } };
}

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function roomStats(room: string, sessions: Session[]): RoomStats {
  const escaped = sessions.filter((s) => s.outcome === Outcome.Escaped);
  const best = escaped.reduce<Session | null>((b, s) => (b === null || s.minutes < b.minutes ? s : b), null);
  return {
    room,
    sessions: sessions.length,
    escapes: escaped.length,
    bestMinutes: best?.minutes ?? null,
    bestTeam: best?.team ?? null,
    avgHints: sum(sessions.map((s) => s.hints)) / sessions.length,
  };
}

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((raw, i) => ({ raw: raw.trim(), lineNo: i + 1 }))
    .filter(({ raw }) => raw.length > 0 && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));
  const sessions = results.flatMap((r) => (r.ok ? [r.session] : []));
  const errors = results.flatMap((r) => (r.ok ? [] : [r]));

  const stats = [...groupBy(sessions, (s) => s.room)]
    .map(([room, ss]) => roomStats(room, ss))
    .sort((a, b) => b.escapes / b.sessions - a.escapes / a.sessions || a.room.localeCompare(b.room));

  console.log("ESCAPE ROOM REPORT");
  console.log("=".repeat(58));
  console.log(`${"Room".padEnd(16)}${"Runs".padStart(5)}${"Esc".padStart(5)}${"Rate".padStart(7)}${"Best".padStart(8)}  Team`);
  for (const s of stats) {
    const rate = `${Math.round((100 * s.escapes) / s.sessions)}%`;
    const best = s.bestMinutes === null ? "-" : s.bestMinutes.toFixed(1);
    console.log(`${s.room.padEnd(16)}${String(s.sessions).padStart(5)}${String(s.escapes).padStart(5)}${rate.padStart(7)}${best.padStart(8)}  ${s.bestTeam ?? "-"}`);
  }
  console.log("-".repeat(58));
  const teams = groupBy(sessions, (s) => s.team);
  const ranked = [...teams.entries()]
    .map(([team, ss]) => ({ team, escapes: ss.filter((s) => s.outcome === Outcome.Escaped).length, played: ss.length }))
    .sort((a, b) => b.escapes - a.escapes || a.played - b.played || a.team.localeCompare(b.team));
  console.log(`Top team: ${ranked[0].team} (${ranked[0].escapes}/${ranked[0].played} escapes)`);
  const totalPlayers = sum(sessions.map((s) => s.players));
  console.log(`Players: ${totalPlayers}, avg hints/run: ${(sum(sessions.map((s) => s.hints)) / sessions.length).toFixed(2)}`);
  for (const e of errors) console.log(`skipped line ${e.line}: ${e.reason}`);
  const summary = {
    sessions: sessions.length,
    escapes: sessions.filter((s) => s.outcome === Outcome.Escaped).length,
    rooms: stats.length,
    bestRoom: stats[0]?.room ?? null,
    fastest: Math.min(...sessions.filter((s) => s.outcome === Outcome.Escaped).map((s) => s.minutes)),
    skipped: errors.length,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/escape_rooms.csv");
