import { readFileSync } from "fs";

const HedgeClass = {
  Novice: "novice",
  Intermediate: "intermediate",
  Open: "open",
};

const TIME_LIMIT = 300;
const PENALTY_PER_10_MIN = 2;

function parseLine(line, lineNo) {
  const cols = line.split(",").map((c) => c.trim());
  if (cols.length !== 6) return { ok: false, error: `line ${lineNo}: expected 6 fields, got ${cols.length}` };
  const [name, rawClass, ...nums] = cols;
  const cls = Object.values(HedgeClass).find((c) => c === rawClass);
  if (!cls) return { ok: false, error: `line ${lineNo}: unknown class "${rawClass}"` };
  if (nums.some((n) => n === "" || isNaN(Number(n)))) {
    return { ok: false, error: `line ${lineNo}: bad number in "${nums.join(",")}"` };
  }
  const [metres, neatness, strength, minutes] = nums.map(Number);
  return { ok: true, value: { name, cls, metres, neatness, strength, minutes } };
}

function score(e) {
  const over = Math.max(0, e.minutes - TIME_LIMIT);
  const penalty = Math.ceil(over / 10) * PENALTY_PER_10_MIN;
  const total = e.neatness + e.strength + Math.round(e.metres) - penalty;
  return { ...e, penalty, total };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export default function report(path) {
  const text = readFileSync(path, "utf8");
  const lines = text.split("\n");
  const parsed = lines
    .map((line, i) => ({ line, lineNo: i + 1 }))
    .filter(({ line }) => line.trim() !== "" && !line.startsWith("#") && !line.startsWith("name,"))
    .map(({ line, lineNo }) => parseLine(line, lineNo));

  const entries = parsed.flatMap((r) => (r.ok ? [r.value] : []));
  const errors = parsed.flatMap((r) => (r.ok ? [] : [r.error]));
  const scored = entries.map(score).sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const byClass = groupBy(scored, (s) => s.cls);

  const out = [];
  out.push("HEDGE-LAYING COMPETITION");
  out.push("=".repeat(24));
  for (const cls of Object.values(HedgeClass)) {
    const group = byClass.get(cls) ?? [];
    out.push(`\n${cls.toUpperCase()} (${group.length} entrants, mean ${mean(group.map((g) => g.total)).toFixed(1)})`);
    group.forEach((s, i) => {
      const pen = s.penalty > 0 ? ` (-${s.penalty} late)` : "";
      out.push(`  ${String(i + 1).padStart(2)}. ${s.name.padEnd(12)} ${s.metres.toFixed(1).padStart(5)} m  ${String(s.total).padStart(3)} pts${pen}`);
    });
  }
  if (errors.length) {
    out.push(`\nSkipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const champion = scored[0];
  const summary = {
    entrants: scored.length,
    skipped: errors.length,
    champion: champion?.name ?? null,
    topScore: champion?.total ?? 0,
    totalMetres: Number(scored.reduce((a, s) => a + s.metres, 0).toFixed(1)),
    penalised: scored.filter((s) => s.penalty > 0).length,
  };
  out.push("");
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/hedges.csv"));
