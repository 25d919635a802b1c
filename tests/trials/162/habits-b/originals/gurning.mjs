import { readFileSync } from "node:fs";

const Category = {
  Open: "open",
  Veteran: "veteran",
  Junior: "junior",
  Mask: "mask",
};

const MAX_SCORE = 10;
const EARLY_BREAK_SECONDS = 10;
const EARLY_BREAK_PENALTY = 2;

function parseLine(raw) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, reason: `expected 6 fields, got ${parts.length}` };
  const [entrant, cat, ...rest] = parts;
  const category = Object.values(Category).find((c) => c === cat.toLowerCase());
  if (!category) return { ok: false, reason: `unknown category "${cat}"` };
  const nums = rest.map(Number);
  if (nums.some((n) => Number.isNaN(n))) return { ok: false, reason: "non-numeric score or time" };
  const scores = nums.slice(0, 3);
  if (scores.some((s) => s < 0 || s > MAX_SCORE)) {
    return { ok: false, reason: `score outside 0-${MAX_SCORE}` };
  }
  return { ok: true, value: { entrant, category, scores, frameSeconds: nums[3] } };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const mean = (xs) => (xs.length ? sum(xs) / xs.length : 0);
const penalty = (e) => (e.frameSeconds < EARLY_BREAK_SECONDS ? EARLY_BREAK_PENALTY : 0);
const total = (e) => sum(e.scores) - penalty(e);
const byTotal = (a, b) => total(b) - total(a) || a.entrant.localeCompare(b.entrant);

export default function report(text) {
  const entries = [];
  const rejected = [];
  text.split("\n").forEach((raw, i) => {
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const r = parseLine(raw);
    if (r.ok) entries.push(r.value);
    else rejected.push({ line: i + 1, reason: r.reason });
  });

  const out = ["Egremont Crab Fair Gurning Championship", "=".repeat(39)];
  const groups = groupBy(entries, (e) => e.category);
  for (const cat of Object.values(Category)) {
    const group = [...(groups.get(cat) ?? [])].sort(byTotal);
    if (group.length === 0) continue;
    out.push(`\n[${cat.toUpperCase()}] ${group.length} entrant(s), mean ${mean(group.map(total)).toFixed(2)}`);
    group.forEach((e, i) => {
      const flag = penalty(e) > 0 ? `  -${EARLY_BREAK_PENALTY} early break` : "";
      out.push(
        `  ${i + 1}. ${e.entrant.padEnd(20)} ${total(e).toFixed(1).padStart(5)}  ` +
          `(${e.scores.map((s) => s.toFixed(1)).join(" / ")}) ${e.frameSeconds}s${flag}`,
      );
    });
  }

  if (rejected.length > 0) {
    out.push(`\nRejected ${rejected.length} line(s):`);
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }

  const ranked = [...entries].sort(byTotal);
  const champion = ranked[0];
  const penalised = entries.filter((e) => penalty(e) > 0).length;
  out.push(`\nChampion: ${champion.entrant} (${champion.category}) with ${total(champion).toFixed(1)}`);
  const summary = {
    entrants: entries.length,
    rejected: rejected.length,
    categories: groups.size,
    penalised,
    champion: champion.entrant,
    topScore: total(champion),
    meanScore: Number(mean(entries.map(total)).toFixed(2)),
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/gurning.csv", "utf8")));
