import { readFileSync } from "node:fs";

const PloughClass = {
  Vintage: "vintage",
  Horse: "horse",
  Reversible: "reversible",
  Conventional: "conventional",
};

const TIME_LIMIT = 150;
const PENALTY_PER_MIN = 0.5;
const SCORE_FIELDS = ["straightness", "depth", "finish"];
const classes = Object.values(PloughClass);

function parseScore(raw, field) {
  const n = Number(raw);
  if (raw === "" || Number.isNaN(n)) return { ok: false, reason: `${field} not a number: "${raw}"` };
  if (n < 0 || n > 20) return { ok: false, reason: `${field} out of range: ${n}` };
  return { ok: true, value: n };
}

function parseLine(line) {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, reason: `expected 7 fields, got ${parts.length}` };
  const [plotRaw, competitor, clsRaw, ...rest] = parts;
  const plot = parseInt(plotRaw, 10);
  if (Number.isNaN(plot)) return { ok: false, reason: `bad plot "${plotRaw}"` };
  if (!classes.includes(clsRaw)) return { ok: false, reason: `unknown class "${clsRaw}"` };
  const scores = SCORE_FIELDS.map((f, i) => parseScore(rest[i], f));
  const bad = scores.find((s) => !s.ok);
  if (bad) return bad;
  const minutes = Number(rest[3]);
  if (Number.isNaN(minutes) || minutes <= 0) return { ok: false, reason: `bad time "${rest[3]}"` };
  const [straightness, depth, finish] = scores.map((s) => s.value);
  return { ok: true, value: { plot, competitor, cls: clsRaw, straightness, depth, finish, minutes } };
}

const total = (e) => {
  const over = Math.max(0, e.minutes - TIME_LIMIT);
  return e.straightness * 2 + e.depth + e.finish - over * PENALTY_PER_MIN;
};

function groupBy(items, key) {
  return items.reduce((m, it) => {
    const k = key(it);
    m.set(k, [...(m.get(k) ?? []), it]);
    return m;
  }, new Map());
}

export default function main(path) {
  const text = readFileSync(path, "utf8");
  const entries = [];
  const rejected = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "" || line.startsWith("#")) return;
    const r = parseLine(line);
    if (r.ok) entries.push(r.value);
    else rejected.push({ line: i + 1, reason: r.reason });
  });

  console.log("PLOUGHING MATCH RESULTS");
  console.log("=".repeat(44));
  const byClass = groupBy(entries, (e) => e.cls);
  const winners = {};
  for (const cls of classes) {
    const group = byClass.get(cls);
    if (!group) continue;
    const ranked = [...group].sort((a, b) => total(b) - total(a) || a.plot - b.plot);
    console.log(`\n${cls.toUpperCase()} (${ranked.length})`);
    ranked.forEach((e, i) => {
      const late = e.minutes > TIME_LIMIT ? `  late ${e.minutes - TIME_LIMIT}m` : "";
      console.log(`  ${String(i + 1).padStart(2)}. ${e.competitor.padEnd(16)} plot ${String(e.plot).padStart(2)}  ${total(e).toFixed(1).padStart(5)}${late}`);
    });
    winners[cls] = ranked[0].competitor;
  }
  if (rejected.length) {
    console.log(`\nREJECTED (${rejected.length})`);
    rejected.forEach((r) => console.log(`  line ${r.line}: ${r.reason}`));
  }
  const best = entries.reduce((b, e) => (!b || total(e) > total(b) ? e : b), undefined);
  const summary = {
    entries: entries.length,
    rejected: rejected.length,
    classes: byClass.size,
    champion: best?.competitor ?? null,
    top_score: best ? Math.round(total(best) * 10) / 10 : null,
    winners,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/ploughing.csv");
