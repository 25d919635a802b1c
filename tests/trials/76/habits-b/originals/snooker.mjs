import { readFileSync } from "node:fs";

const Table = {
  T1: "T1",
  T2: "T2",
  T3: "T3",
};

const MAX_BREAK = 147;

function parseLine(raw, line) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, line, reason: `expected 5 fields, got ${parts.length}` };
  const [date, player, table, pointsText, potsText] = parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, line, reason: `bad date "${date}"` };
  if (!Object.values(Table).includes(table)) return { ok: false, line, reason: `unknown table "${table}"` };
  const points = Number(pointsText);
  const pots = Number(potsText);
  if (!Number.isInteger(points) || points < 0 || points > MAX_BREAK)
    return { ok: false, line, reason: `bad break "${pointsText}"` };
  if (!Number.isInteger(pots) || pots < 1) return { ok: false, line, reason: `bad pots "${potsText}"` };
  return { ok: true, value: { date, player, table: table, points, pots } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function statsFor(player, breaks) {
  return {
    player,
    breaks: breaks.length,
    total: sum(breaks.map((b) => b.points)),
    best: Math.max(...breaks.map((b) => b.points)),
    centuries: breaks.filter((b) => b.points >= 100).length,
  };
}

export default function report(text) {
  const results = text
    .split("\n")
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));
  const good = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r) => !r.ok);

  const out = [`Snooker break log: ${good.length} breaks, ${bad.length} skipped`];
  bad.forEach((b) => out.push(`  skipped line ${b.line}: ${b.reason}`));
  out.push("", "Player     Breaks  Total    Avg  Best  100s");
  const stats = [...groupBy(good, (b) => b.player).entries()]
    .map(([p, bs]) => statsFor(p, bs))
    .sort((a, b) => b.total - a.total || a.player.localeCompare(b.player));
  for (const s of stats) {
    const avg = (s.total / s.breaks).toFixed(1);
    out.push(
      `${s.player.padEnd(10)} ${String(s.breaks).padStart(6)} ${String(s.total).padStart(6)} ` +
        `${avg.padStart(6)} ${String(s.best).padStart(5)} ${String(s.centuries).padStart(5)}`,
    );
  }
  out.push("");
  const byTable = groupBy(good, (b) => b.table);
  for (const t of Object.values(Table)) {
    const bs = byTable.get(t) ?? [];
    out.push(`Table ${t}: ${bs.length} breaks, ${sum(bs.map((b) => b.points))} points`);
  }
  const top = good.reduce((best, b) => (!best || b.points > best.points ? b : best), undefined);
  if (top) out.push(`Highest break: ${top.points} by ${top.player} on ${top.date} (${top.table})`);
  const summary = {
    breaks: good.length,
    skipped: bad.length,
    players: stats.length,
    centuries: sum(stats.map((s) => s.centuries)),
    leader: stats[0]?.player ?? null,
    avgBreak: Number((sum(good.map((b) => b.points)) / (good.length || 1)).toFixed(2)),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

const path = process.argv[2] ?? "root/breaks.csv";
console.log(report(readFileSync(path, "utf8")));
