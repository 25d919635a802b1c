import { readFileSync } from "fs";

const Event = {
  Caber: "caber",
  Hammer: "hammer",
  Stone: "stone",
};

const EVENTS = [Event.Caber, Event.Hammer, Event.Stone];

function parseLine(raw, line) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${parts.length}` };
  const [athlete, clan, ev, att, dist, foul] = parts;
  if (!EVENTS.includes(ev)) return { ok: false, line, reason: `unknown event "${ev}"` };
  const attempt = Number(att);
  if (!Number.isInteger(attempt) || attempt < 1) return { ok: false, line, reason: `bad attempt "${att}"` };
  const distance = parseFloat(dist);
  if (dist === "" || Number.isNaN(distance) || distance <= 0) return { ok: false, line, reason: `bad distance "${dist}"` };
  if (foul !== "yes" && foul !== "no") return { ok: false, line, reason: `bad foul flag "${foul}"` };
  return { ok: true, value: { athlete, clan, event: ev, attempt, distance, foul: foul === "yes" } };
}

function groupBy(items, key) {
  return items.reduce((m, t) => {
    const k = key(t);
    m.set(k, [...(m.get(k) ?? []), t]);
    return m;
  }, new Map());
}

function maxBy(items, score) {
  return items.reduce((best, t) => (best === undefined || score(t) > score(best) ? t : best), undefined);
}

export default function report(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((raw, i) => ({ raw, n: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("athlete,"))
    .map(({ raw, n }) => parseLine(raw, n));
  const throws = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r) => !r.ok);
  const valid = throws.filter((t) => !t.foul);

  const out = ["HIGHLAND GAMES - HEAVY EVENTS", "=".repeat(29)];
  const standings = new Map();
  for (const ev of EVENTS) {
    const perAthlete = [...groupBy(valid.filter((t) => t.event === ev), (t) => t.athlete).values()]
      .map((ts) => maxBy(ts, (t) => t.distance))
      .sort((a, b) => b.distance - a.distance || a.athlete.localeCompare(b.athlete));
    out.push("", `${ev.toUpperCase()} (${perAthlete.length} athletes)`);
    perAthlete.forEach((t, i) => {
      const pts = Math.max(perAthlete.length - i, 0) * 2;
      const s = standings.get(t.athlete) ?? { athlete: t.athlete, clan: t.clan, points: 0, bests: {} };
      s.points += pts;
      s.bests[ev] = t.distance;
      standings.set(t.athlete, s);
      out.push(`  ${String(i + 1).padStart(2)}. ${t.athlete.padEnd(15)} ${t.distance.toFixed(2).padStart(6)} m  +${pts}`);
    });
  }

  const table = [...standings.values()].sort((a, b) => b.points - a.points || a.athlete.localeCompare(b.athlete));
  out.push("", "OVERALL");
  table.forEach((s, i) => out.push(`  ${i + 1}. ${s.athlete.padEnd(15)} ${s.clan.padEnd(8)} ${String(s.points).padStart(3)} pts`));

  const clans = [...groupBy(table, (s) => s.clan).entries()]
    .map(([clan, ss]) => ({ clan, points: ss.reduce((acc, s) => acc + s.points, 0) }))
    .sort((a, b) => b.points - a.points || a.clan.localeCompare(b.clan));
  out.push("", "CLANS", ...clans.map((c) => `  ${c.clan.padEnd(8)} ${c.points}`));

  if (bad.length > 0) {
    out.push("", `SKIPPED ${bad.length} line(s)`, ...bad.map((b) => `  line ${b.line}: ${b.reason}`));
  }
  const fouls = throws.filter((t) => t.foul).length;
  const summary = {
    throws: throws.length,
    fouls,
    skipped: bad.length,
    champion: table[0]?.athlete ?? null,
    topClan: clans[0]?.clan ?? null,
    longestHammer: Math.max(...valid.filter((t) => t.event === Event.Hammer).map((t) => t.distance)),
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/highland.csv"));
