import { readFileSync } from "node:fs";

// Saffron harvest report: flowers picked and stigma weight per picker and field.

const Grade = {
  I: "I",
  II: "II",
  III: "III",
};

const DRY_RATIO = 0.2; // stigmas keep about a fifth of their weight once toasted
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const sum = (items, f) =>
  items.reduce((acc, t) => acc + f(t), 0);

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

function parseLine(raw, line) {
  const fail = (reason) => ({ ok: false, line, reason });
  const parts = raw.split(",").map((s) => s.trim());
  if (parts.length !== 6) return fail(`expected 6 fields, got ${parts.length}`);
  const [date, picker, field, flowersRaw, wetRaw, gradeRaw] = parts;
  if (!DATE_RE.test(date)) return fail(`bad date "${date}"`);
  const flowers = Number(flowersRaw);
  if (!Number.isInteger(flowers) || flowers <= 0) return fail(`bad flower count "${flowersRaw}"`);
  const wetGrams = Number(wetRaw);
  if (!Number.isFinite(wetGrams) || wetGrams <= 0) return fail(`bad weight "${wetRaw}"`);
  if (!(Object.values(Grade)).includes(gradeRaw)) return fail(`unknown grade "${gradeRaw}"`);
  return { ok: true, value: { date, picker, field, flowers, wetGrams, grade: gradeRaw } };
}

const fmt = (n, digits = 2) => n.toFixed(digits);

export default function main(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, line }) => parseLine(raw, line));

  const picks = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p) => !p.ok);

  console.log(`Saffron harvest report: ${path}`);
  console.log("=".repeat(40));
  console.log(`Rows read: ${picks.length}, skipped: ${bad.length}`);
  bad.forEach((b) => console.log(`  skip line ${b.line}: ${b.reason}`));

  console.log("\nBy picker (flowers, dry g, mg per flower):");
  const byPicker = [...groupBy(picks, (p) => p.picker)]
    .map(([name, ps]) => ({ name, flowers: sum(ps, (p) => p.flowers), dry: sum(ps, (p) => p.wetGrams) * DRY_RATIO }))
    .sort((a, b) => b.dry - a.dry || a.name.localeCompare(b.name));
  byPicker.forEach(({ name, flowers, dry }) =>
    console.log(`  ${name.padEnd(8)}${String(flowers).padStart(7)}${fmt(dry).padStart(8)}${fmt((dry * 1000) / flowers, 3).padStart(8)}`),
  );

  console.log("\nBy field:");
  const fields = [...groupBy(picks, (p) => p.field).entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [field, ps] of fields) {
    const pickers = new Set(ps.map((p) => p.picker));
    console.log(`  ${field.padEnd(8)} ${ps.length} picks, ${pickers.size} pickers, ${fmt(sum(ps, (p) => p.wetGrams) * DRY_RATIO)} g dry`);
  }

  const totalFlowers = sum(picks, (p) => p.flowers);
  const gradeShare = (g) =>
    (100 * sum(picks.filter((p) => p.grade === g), (p) => p.flowers)) / totalFlowers;
  console.log(`\nGrade mix: ${Object.values(Grade).map((g) => `${g} ${fmt(gradeShare(g), 1)}%`).join(" | ")}`);

  const days = [...groupBy(picks, (p) => p.date)].map(([date, ps]) => ({ date, flowers: sum(ps, (p) => p.flowers) }));
  const best = days.reduce((a, b) => (b.flowers > a.flowers ? b : a));
  console.log(`Best day: ${best.date} with ${best.flowers} flowers`);

  const summary = {
    rows: picks.length,
    skipped: bad.length,
    flowers: totalFlowers,
    dryGrams: Math.round(sum(picks, (p) => p.wetGrams) * DRY_RATIO * 100) / 100,
    topPicker: byPicker[0]?.name ?? "",
    gradeI: Math.round(gradeShare(Grade.I) * 10) / 10,
  };
  console.log(JSON.stringify(summary));
  return summary;
}

main(process.argv[2] ?? "root/saffron.csv");
