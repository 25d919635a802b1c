import { readFileSync } from "fs";

const Grade = {
  A: "A",
  B: "B",
  C: "C",
};

const GRADE_PRICE = {
  [Grade.A]: 3.2,
  [Grade.B]: 2.1,
  [Grade.C]: 0.9,
};

function parseLine(raw) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 5) return { ok: false, reason: `expected 5 fields, got ${cols.length}` };
  const [date, greenhouse, variety, kgText, gradeText] = cols;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, reason: `bad date "${date}"` };
  const kg = Number(kgText);
  if (kgText === "" || Number.isNaN(kg)) return { ok: false, reason: "missing weight" };
  if (kg <= 0) return { ok: false, reason: `non-positive weight ${kg}` };
  if (!Object.values(Grade).includes(gradeText)) return { ok: false, reason: `unknown grade "${gradeText}"` };
  return { ok: true, pick: { date, greenhouse, variety, kg, grade: gradeText } };
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
const round2 = (x) => Math.round(x * 100) / 100;

export default function report(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const picks = [];
  const rejected = [];

  lines.slice(1).forEach((raw, i) => {
    if (raw.trim() === "") return;
    const res = parseLine(raw);
    if (res.ok) picks.push(res.pick);
    else rejected.push({ line: i + 2, reason: res.reason });
  });

  const out = [];
  out.push("Greenhouse tomato harvest");
  out.push("=".repeat(25));

  const byHouse = groupBy(picks, (p) => p.greenhouse);
  const houses = [...byHouse.keys()].sort();
  for (const gh of houses) {
    const ps = byHouse.get(gh);
    const kg = sum(ps.map((p) => p.kg));
    const value = sum(ps.map((p) => p.kg * GRADE_PRICE[p.grade]));
    out.push(`${gh.padEnd(5)} ${String(ps.length).padStart(3)} picks ${kg.toFixed(2).padStart(8)} kg  £${value.toFixed(2).padStart(7)}`);
  }

  out.push("");
  out.push("By variety:");
  const byVariety = groupBy(picks, (p) => p.variety);
  const varieties = [...byVariety.entries()]
    .map(([name, ps]) => ({ name, kg: sum(ps.map((p) => p.kg)) }))
    .sort((a, b) => b.kg - a.kg || a.name.localeCompare(b.name));
  varieties.forEach(({ name, kg }, i) => out.push(`  ${i + 1}. ${name.padEnd(12)} ${kg.toFixed(2)} kg`));

  const gradeShare = Object.values(Grade).map((g) => {
    const n = picks.filter((p) => p.grade === g).length;
    return `${g}=${picks.length ? Math.round((100 * n) / picks.length) : 0}%`;
  });
  out.push("");
  out.push(`Grades: ${gradeShare.join(" ")}`);

  if (rejected.length > 0) {
    out.push("");
    out.push(`Skipped ${rejected.length} line(s):`);
    rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  }

  const totalKg = sum(picks.map((p) => p.kg));
  const summary = {
    picks: picks.length,
    skipped: rejected.length,
    totalKg: round2(totalKg),
    value: round2(sum(picks.map((p) => p.kg * GRADE_PRICE[p.grade]))),
    topVariety: varieties[0]?.name ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/tomato_harvest.csv"));
