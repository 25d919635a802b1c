import { readFileSync } from "node:fs";

const Category = {
  Community: "community",
  Youth: "youth",
  Commercial: "commercial",
};

const CATEGORIES = new Set(Object.values(Category));
const MAX_SCORE = 10;

function parseLine(raw, line) {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) {
    return { ok: false, line, reason: `expected 7 fields, got ${parts.length}` };
  }
  const [floatId, club, category, judge, ...rest] = parts;
  if (!CATEGORIES.has(category)) {
    return { ok: false, line, reason: `unknown category "${category}"` };
  }
  const scores = rest.map(Number);
  const bad = scores.findIndex((s) => !Number.isInteger(s) || s < 0 || s > MAX_SCORE);
  if (bad >= 0) {
    return { ok: false, line, reason: `bad score "${rest[bad]}"` };
  }
  return {
    ok: true,
    value: { floatId, club, category: category, judge, scores: scores },
  };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function summarise(cards) {
  const totals = cards.map((c) => sum(c.scores));
  const { floatId, club, category } = cards[0];
  return { floatId, club, category, cards: cards.length, average: sum(totals) / totals.length };
}

export default function main(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#") && !raw.startsWith("float_id"))
    .map(({ raw, line }) => parseLine(raw, line));

  const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const errors = parsed.filter((p) => !p.ok);

  const results = [...groupBy(good, (c) => c.floatId).values()]
    .map(summarise)
    .sort((a, b) => b.average - a.average || a.floatId.localeCompare(b.floatId));

  console.log("CARNIVAL FLOAT JUDGING");
  console.log("=".repeat(44));
  for (const cat of Object.values(Category)) {
    const inCat = results.filter((r) => r.category === cat);
    if (inCat.length === 0) continue;
    console.log(`\n${cat.toUpperCase()}`);
    inCat.forEach((r, i) => {
      const medal = i === 0 ? " *" : "";
      console.log(`  ${String(i + 1).padStart(2)}. ${r.floatId} ${r.club.padEnd(20)} ${r.average.toFixed(1).padStart(5)} (${r.cards} cards)${medal}`);
    });
  }

  if (errors.length > 0) {
    console.log(`\nSkipped ${errors.length} line(s):`);
    errors.forEach((e) => console.log(`  line ${e.line}: ${e.reason}`));
  }

  const best = results[0];
  const summary = {
    floats: results.length,
    cards: good.length,
    skipped: errors.length,
    champion: best?.floatId ?? null,
    championScore: best ? Number(best.average.toFixed(2)) : null,
  };
  console.log(`\n${JSON.stringify(summary)}`);
}

main(process.argv[2] ?? "root/floats.csv");
