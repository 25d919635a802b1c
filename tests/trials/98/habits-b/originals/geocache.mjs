import { readFileSync } from "fs";

const CacheType = {
  Traditional: "traditional",
  Multi: "multi",
  Mystery: "mystery",
  EarthCache: "earthcache",
  Virtual: "virtual",
  Letterbox: "letterbox",
};

const Outcome = {
  Found: "found",
  DidNotFind: "dnf",
};

const isEnumValue = (e, v) =>
  Object.values(e).includes(v);

const groupBy = (items, key) =>
  items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function parseLine(raw, line) {
  const text = raw.trim();
  if (text === "" || text.startsWith("#")) return null;
  const parts = text.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${parts.length}` };
  const [date, cacher, cacheId, type, d, t, outcome] = parts;
  if (!isEnumValue(CacheType, type)) return { ok: false, line, reason: `unknown cache type "${type}"` };
  if (!isEnumValue(Outcome, outcome)) return { ok: false, line, reason: `unknown outcome "${outcome}"` };
  const difficulty = Number(d);
  const terrain = Number(t);
  if (Number.isNaN(difficulty) || Number.isNaN(terrain)) {
    return { ok: false, line, reason: `bad D/T "${d}/${t}"` };
  }
  return { ok: true, value: { date, cacher, cacheId, type, difficulty, terrain, outcome } };
}

const statsFor = (cacher, logs) => {
  const finds = logs.filter((l) => l.outcome === Outcome.Found);
  return {
    cacher,
    finds: finds.length,
    dnfs: logs.length - finds.length,
    points: sum(finds.map((l) => l.difficulty + l.terrain)),
  };
};

export default function report(path) {
  const results = readFileSync(path, "utf8")
    .split("\n")
    .map((raw, i) => parseLine(raw, i + 1))
    .filter((r) => r !== null);
  const entries = results.flatMap((r) => (r.ok ? [r.value] : []));
  const skipped = results.flatMap((r) => (r.ok ? [] : [`  line ${r.line}: ${r.reason}`]));

  const board = [...groupBy(entries, (e) => e.cacher)]
    .map(([cacher, logs]) => statsFor(cacher, logs))
    .sort((a, b) => b.points - a.points || a.cacher.localeCompare(b.cacher));

  const byCache = groupBy(entries, (e) => e.cacheId);
  const toughest = [...byCache]
    .map(([id, logs]) => ({ id, dnfRate: logs.filter((l) => l.outcome === Outcome.DidNotFind).length / logs.length }))
    .filter((c) => c.dnfRate > 0)
    .sort((a, b) => b.dnfRate - a.dnfRate || a.id.localeCompare(b.id));

  const out = ["Geocaching log report", "====================="];
  out.push(`${"cacher".padEnd(12)} ${"finds".padStart(5)} ${"dnf".padStart(4)} ${"points".padStart(7)}`);
  board.forEach((s) =>
    out.push(`${s.cacher.padEnd(12)} ${String(s.finds).padStart(5)} ${String(s.dnfs).padStart(4)} ${s.points.toFixed(1).padStart(7)}`),
  );
  out.push("", "Caches with DNFs:");
  toughest.forEach((c) => out.push(`  ${c.id}  ${(c.dnfRate * 100).toFixed(0)}% DNF`));
  out.push("", `Skipped ${skipped.length} bad line(s):`, ...skipped);
  const summary = {
    entries: entries.length,
    skipped: skipped.length,
    cachers: board.length,
    caches: byCache.size,
    leader: board[0]?.cacher ?? null,
    totalPoints: sum(board.map((s) => s.points)),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report("root/geocache_log.csv"));
