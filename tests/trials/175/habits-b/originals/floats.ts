import { readFileSync } from "node:fs";

enum Category {
  Community = "community",
  Youth = "youth",
  Commercial = "commercial",
}

interface Scorecard {
  floatId: string;
  club: string;
  category: Category;
  judge: string;
  scores: [number, number, number];
}

interface FloatResult {
  floatId: string;
  club: string;
  category: Category;
  cards: number;
  average: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const CATEGORIES: ReadonlySet<string> = new Set(Object.values(Category));
const MAX_SCORE = 10;

function parseLine(raw: string, line: number): Parsed<Scorecard> {
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
    value: { floatId, club, category: category as Category, judge, scores: scores as [number, number, number] },
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function summarise(cards: Scorecard[]): FloatResult {
  const totals = cards.map((c) => sum(c.scores));
  const { floatId, club, category } = cards[0];
  return { floatId, club, category, cards: cards.length, average: sum(totals) / totals.length };
}

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed: Parsed<Scorecard>[] = lines
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#") && !raw.startsWith("float_id"))
    .map(({ raw, line }) => parseLine(raw, line));

  const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const errors = parsed.filter((p): p is Extract<Parsed<Scorecard>, { ok: false }> => !p.ok);

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
