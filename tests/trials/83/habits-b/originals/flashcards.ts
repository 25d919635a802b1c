import { readFileSync } from "fs";

enum Grade {
  Again = 1,
  Hard = 2,
  Good = 3,
  Easy = 4,
}

interface Review {
  day: string;
  deck: string;
  card: string;
  grade: Grade;
  seconds: number;
}

interface DeckStats {
  deck: string;
  reviews: number;
  recall: number;
  avgSeconds: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const GRADES: Record<string, Grade> = {
  again: Grade.Again,
  hard: Grade.Hard,
  good: Grade.Good,
  easy: Grade.Easy,
};

function groupBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function parseLine(line: string): Parsed<Review> {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, error: `expected 5 fields, got ${parts.length}` };
  const [day, deck, card, gradeText, secText] = parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { ok: false, error: `bad date "${day}"` };
  const grade = GRADES[gradeText.toLowerCase()];
  if (grade === undefined) return { ok: false, error: `unknown grade "${gradeText}"` };
  const seconds = Number(secText);
  if (!Number.isFinite(seconds) || seconds <= 0) return { ok: false, error: `bad seconds "${secText}"` };
  return { ok: true, value: { day, deck, card, grade, seconds } };
}

function deckStats(deck: string, reviews: Review[]): DeckStats {
  const recalled = reviews.filter((r) => r.grade >= Grade.Good).length;
  return {
    deck,
    reviews: reviews.length,
    recall: recalled / reviews.length,
    avgSeconds: sum(reviews.map((r) => r.seconds)) / reviews.length,
  };
}

export default function report(text: string): string {
  const reviews: Review[] = [];
  const skipped: string[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (i === 0 || line === "" || line.startsWith("#")) return;
    const parsed = parseLine(line);
    if (parsed.ok) reviews.push(parsed.value);
    else skipped.push(`line ${i + 1}: ${parsed.error}`);
  });

  const decks = [...groupBy(reviews, (r) => r.deck)]
    .map(([deck, rs]) => deckStats(deck, rs))
    .sort((a, b) => b.recall - a.recall || a.deck.localeCompare(b.deck));
  const out: string[] = [`Flashcard reviews: ${reviews.length} kept, ${skipped.length} skipped`];
  skipped.forEach((s) => out.push(`  skipped ${s}`));

  out.push("", `${"deck".padEnd(10)}${"reviews".padStart(8)}${"recall".padStart(8)}${"avg s".padStart(7)}`);
  for (const d of decks) {
    out.push(`${d.deck.padEnd(10)}${String(d.reviews).padStart(8)}${pct(d.recall).padStart(8)}${d.avgSeconds.toFixed(1).padStart(7)}`);
  }

  out.push("", "Grades:");
  const byGrade = groupBy(reviews, (r) => Grade[r.grade]);
  for (const name of Object.keys(GRADES)) {
    const label = name[0].toUpperCase() + name.slice(1);
    const n = byGrade.get(label)?.length ?? 0;
    out.push(`  ${label.padEnd(6)} ${"#".repeat(n)} ${n}`);
  }

  const lapses = [...groupBy(reviews.filter((r) => r.grade === Grade.Again), (r) => r.card)]
    .map(([card, rs]) => ({ card, lapses: rs.length }))
    .sort((a, b) => b.lapses - a.lapses || a.card.localeCompare(b.card))
    .slice(0, 3);
  out.push("", `Leeches: ${lapses.map((l) => `${l.card} (${l.lapses})`).join(", ")}`);

  const days = [...groupBy(reviews, (r) => r.day)].map(([day, rs]) => ({ day, n: rs.length }));
  const busiest = days.reduce((best, d) => (d.n > best.n ? d : best));
  out.push(`Busiest day: ${busiest.day} with ${busiest.n} reviews`);

  const recall = reviews.filter((r) => r.grade >= Grade.Good).length / reviews.length;
  const summary = {
    reviews: reviews.length,
    skipped: skipped.length,
    decks: decks.length,
    recall: Number(recall.toFixed(3)),
    totalMinutes: Number((sum(reviews.map((r) => r.seconds)) / 60).toFixed(2)),
    busiestDay: busiest.day,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/reviews.csv", "utf8")));
