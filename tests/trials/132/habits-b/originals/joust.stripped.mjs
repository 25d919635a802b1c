import { readFileSync } from "node:fs";

const Strike = {
  Miss: "miss",
  Shield: "shield",
  Broken: "broken",
  Helm: "helm",
  Unhorsed: "unhorsed",
};

const Lance = {
  Coronel: "coronel",
  Sharp: "sharp",
};

const POINTS = {
  [Strike.Miss]: 0,
  [Strike.Shield]: 1,
  [Strike.Broken]: 2,
  [Strike.Helm]: 3,
  [Strike.Unhorsed]: 5,
};

const isMember = (e, v) =>
  (Object.values(e)).includes(v);

function parseLine(raw, line) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, line, reason: `expected 5 fields, got ${parts.length}` };
  const [rider, passText, lanceText, strikeText, penaltyText] = parts;
  const pass = Number(passText);
  const penalty = Number(penaltyText);
  if (!Number.isInteger(pass) || pass < 1) return { ok: false, line, reason: `bad pass "${passText}"` };
  if (!isMember(Lance, lanceText)) return { ok: false, line, reason: `unknown lance "${lanceText}"` };
  if (!isMember(Strike, strikeText)) return { ok: false, line, reason: `unknown strike "${strikeText}"` };
  if (!Number.isInteger(penalty) || penalty < 0) return { ok: false, line, reason: `bad penalty "${penaltyText}"` };
  return { ok: true, value: { rider, pass, lance: lanceText, strike: strikeText, penalty } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const strikeRank = (s) => POINTS[s];

function standingOf(rider, tilts) {
  const penalties = tilts.reduce((sum, t) => sum + t.penalty, 0);
  const gross = tilts.reduce((sum, t) => sum + POINTS[t.strike], 0);
  const best = tilts.map((t) => t.strike).reduce((a, b) => (strikeRank(b) > strikeRank(a) ? b : a), Strike.Miss);
  return { rider, passes: tilts.length, points: gross - penalties, penalties, best };
}

export default function report(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));
  const tilts = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const rejects = parsed.flatMap((p) => (p.ok ? [] : [p]));
  const standings = [...groupBy(tilts, (t) => t.rider).entries()]
    .map(([rider, ts]) => standingOf(rider, ts))
    .sort((a, b) => b.points - a.points || a.rider.localeCompare(b.rider));

  const out = ["JOUST TOURNAMENT - STANDINGS", ""];
  standings.forEach((s, i) => {
    const name = s.rider.padEnd(14);
    const pts = String(s.points).padStart(3);
    out.push(`${i + 1}. ${name}${pts} pts  ${s.passes} passes  best=${s.best}  penalties=${s.penalties}`);
  });
  out.push("");
  out.push(`Skipped ${rejects.length} bad line(s):`);
  rejects.forEach((r) => r.ok || out.push(`  line ${r.line}: ${r.reason}`));
  const summary = {
    riders: standings.length,
    tilts: tilts.length,
    skipped: rejects.length,
    champion: standings[0]?.rider ?? null,
    topPoints: standings[0]?.points ?? 0,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/joust.csv"));
