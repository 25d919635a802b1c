import { readFileSync } from "node:fs";

enum Division {
  Open = "open",
  Women = "women",
  Junior = "junior",
  Senior = "senior",
}

interface Entry {
  name: string;
  division: Division;
  heat: number;
  dogs: number;
  buns: number;
  minutes: number;
  penalty: number;
}

type Result<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const DIVISIONS: ReadonlySet<string> = new Set(Object.values(Division));

function parseLine(raw: string, lineNo: number): Result<Entry> {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) {
    return { ok: false, line: lineNo, reason: `expected 7 fields, got ${cols.length}` };
  }
  const [name, division, heat, dogs, buns, minutes, penalty] = cols;
  if (!DIVISIONS.has(division)) {
    return { ok: false, line: lineNo, reason: `unknown division '${division}'` };
  }
  const nums = [heat, dogs, buns, minutes, penalty].map(Number);
  if (nums.some((n) => Number.isNaN(n))) {
    return { ok: false, line: lineNo, reason: "non-numeric field" };
  }
  const [h, d, b, m, p] = nums;
  if (m <= 0) {
    return { ok: false, line: lineNo, reason: `bad duration ${m}` };
  }
  return {
    ok: true,
    value: { name, division: division as Division, heat: h, dogs: d, buns: b, minutes: m, penalty: p },
  };
}

// Official score: the lower of dogs and buns eaten, minus half a dog per penalty.
const score = (e: Entry): number => Math.max(0, Math.min(e.dogs, e.buns) - 0.5 * e.penalty);
const rate = (e: Entry): number => score(e) / e.minutes;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("contestant,"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const entries = results.flatMap((r) => (r.ok ? [r.value] : []));
  const skipped = results.filter((r): r is Extract<Result<Entry>, { ok: false }> => !r.ok);

  console.log("HOT-DOG EATING CONTEST REPORT");
  console.log("=".repeat(44));
  const byDivision = groupBy(entries, (e) => e.division);
  for (const division of Object.values(Division)) {
    const group = byDivision.get(division) ?? [];
    if (group.length === 0) continue;
    const ranked = [...group].sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name));
    console.log(`\n${division.toUpperCase()} (${ranked.length})`);
    ranked.forEach((e, i) => {
      const pen = e.penalty > 0 ? ` (-${e.penalty} pen)` : "";
      console.log(
        `  ${String(i + 1).padStart(2)}. ${e.name.padEnd(16)} ${score(e).toFixed(1).padStart(5)}  ${rate(e).toFixed(2)}/min${pen}`,
      );
    });
  }

  const heatTotals = [...groupBy(entries, (e) => e.heat).entries()]
    .sort(([a], [b]) => a - b)
    .map(([heat, es]) => ({ heat, total: es.reduce((acc, e) => acc + score(e), 0) }));
  console.log("\nHEAT TOTALS");
  heatTotals.forEach(({ heat, total }) => console.log(`  heat ${heat}: ${total.toFixed(1)} dogs`));

  if (skipped.length > 0) {
    console.log(`\nSKIPPED ${skipped.length} line(s)`);
    skipped.forEach((s) => console.log(`  line ${s.line}: ${s.reason}`));
  }

  const champion = entries.reduce<Entry | undefined>(
    (best, e) => (best === undefined || score(e) > score(best) ? e : best),
    undefined,
  );
  const totalDogs = entries.reduce((acc, e) => acc + score(e), 0);
  const summary = {
    contestants: entries.length,
    skipped: skipped.length,
    champion: champion?.name ?? null,
    championScore: champion ? score(champion) : 0,
    totalDogs: Math.round(totalDogs * 10) / 10,
    penalties: entries.reduce((acc, e) => acc + e.penalty, 0),
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/hotdog_contest.csv");
