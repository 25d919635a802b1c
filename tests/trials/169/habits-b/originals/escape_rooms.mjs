// Hand-stripped copy of escape_rooms.ts (types removed; enum written as a frozen object).
import { readFileSync } from "fs";

const Outcome = Object.freeze({
  Escaped: "escaped",
  Failed: "failed",
});

const ROOMS = ["Pharaoh's Tomb", "Submarine", "Asylum", "Heist"];

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function parseLine(raw, lineNo) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, line: lineNo, reason: `expected 7 fields, got ${parts.length}` };
  const [date, room, team, players, minutes, outcome, hints] = parts;
  if (!ROOMS.includes(room)) return { ok: false, line: lineNo, reason: `unknown room "${room}"` };
  const nums = [players, minutes, hints].map(Number);
  if (nums.some((n) => !Number.isInteger(n))) return { ok: false, line: lineNo, reason: "non-numeric field" };
  if (!Object.values(Outcome).includes(outcome)) return { ok: false, line: lineNo, reason: `bad outcome "${outcome}"` };
  const [p, m, h] = nums;
  return { ok: true, booking: { date, room, team, players: p, minutes: m, outcome: outcome, hints: h } };
}

function roomStats(room, games) {
  const escaped = games.filter((g) => g.outcome === Outcome.Escaped);
  return {
    room,
    games: games.length,
    escapes: escaped.length,
    rate: escaped.length / games.length,
    bestTime: escaped.length ? Math.min(...escaped.map((g) => g.minutes)) : null,
    avgHints: sum(games.map((g) => g.hints)) / games.length,
  };
}

export default function main(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const bookings = results.flatMap((r) => (r.ok ? [r.booking] : []));
  const errors = results.filter((r) => !r.ok);

  console.log("ESCAPE ROOM REPORT");
  console.log("=".repeat(48));
  const stats = [...groupBy(bookings, (b) => b.room)]
    .map(([room, games]) => roomStats(room, games))
    .sort((a, b) => b.rate - a.rate || a.room.localeCompare(b.room));

  for (const s of stats) {
    const best = s.bestTime === null ? "-" : `${s.bestTime}m`;
    console.log(
      `${s.room.padEnd(16)} ${String(s.games).padStart(2)} games  ${(s.rate * 100).toFixed(1).padStart(5)}% escaped  best ${best.padStart(4)}  hints ${s.avgHints.toFixed(2)}`
    );
  }

  const fastest = bookings
    .filter((b) => b.outcome === Outcome.Escaped)
    .reduce((best, b) => (!best || b.minutes < best.minutes ? b : best), undefined);
  if (fastest) console.log(`\nFastest escape: ${fastest.team} in ${fastest.room} (${fastest.minutes} min, ${fastest.players} players)`);

  const totalPlayers = sum(bookings.map((b) => b.players));
  console.log(`Players hosted: ${totalPlayers}`);

  if (errors.length) {
    console.log(`\nSkipped ${errors.length} bad line(s):`);
    errors.forEach((e) => console.log(`  line ${e.line}: ${e.reason}`));
  }

  const summary = {
    bookings: bookings.length,
    skipped: errors.length,
    escapeRate: Number((bookings.filter((b) => b.outcome === Outcome.Escaped).length / bookings.length).toFixed(3)),
    topRoom: stats[0]?.room ?? null,
    players: totalPlayers,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/escape_rooms.csv");
