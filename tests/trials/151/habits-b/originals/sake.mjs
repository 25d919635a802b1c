import { readFileSync } from "node:fs";

const Grade = {
  Daiginjo: "daiginjo",
  Ginjo: "ginjo",
  Junmai: "junmai",
  Honjozo: "honjozo",
  Futsu: "futsu",
};

// Maximum seimaibuai (% of grain left) each grade may have.
const MAX_RATIO = {
  [Grade.Daiginjo]: 50,
  [Grade.Ginjo]: 60,
  [Grade.Junmai]: 70,
  [Grade.Honjozo]: 70,
  [Grade.Futsu]: 100,
};

const isGrade = (s) =>
  (Object.values(Grade)).includes(s);

function parseLine(raw, line) {
  const f = raw.split(",").map((s) => s.trim());
  if (f.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${f.length}` };
  const [id, date, rice, grade, inp, pol, hrs, toji] = f;
  if (!isGrade(grade)) return { ok: false, line, reason: `unknown grade '${grade}'` };
  const nums = [inp, pol, hrs].map(Number);
  if ([inp, pol, hrs].some((s) => s === "") || nums.some((n) => Number.isNaN(n)))
    return { ok: false, line, reason: "bad number" };
  const [inputKg, polishedKg, hours] = nums;
  if (polishedKg > inputKg) return { ok: false, line, reason: "polished more than input" };
  return { ok: true, value: { id, date, rice, grade, inputKg, polishedKg, hours, toji } };
}

function groupBy(xs, key) {
  const m = new Map();
  for (const x of xs) {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
  }
  return m;
}

const sum = (xs, f) => xs.reduce((a, x) => a + f(x), 0);
const ratio = (b) => (100 * b.polishedKg) / b.inputKg;

export default function main(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const results = lines
    .map((raw, i) => ({ raw, n: i + 1 }))
    .slice(1)
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, n }) => parseLine(raw, n));

  const batches = results.flatMap((r) => (r.ok ? [r.value] : []));
  const errors = results.filter((r) => !r.ok);

  console.log("SAKE BREWERY - RICE POLISHING REPORT");
  console.log("=".repeat(40));
  for (const b of batches) {
    const r = ratio(b);
    const flag = r > MAX_RATIO[b.grade] ? " !OUT OF SPEC" : "";
    console.log(
      `${b.id.padEnd(7)} ${b.rice.padEnd(15)} ${b.grade.padEnd(9)} ${r.toFixed(1).padStart(5)}%${flag}`
    );
  }

  console.log("\nBy rice variety:");
  const byRice = groupBy(batches, (b) => b.rice);
  [...byRice.keys()].sort().forEach((rice) => {
    const bs = byRice.get(rice);
    const avg = sum(bs, ratio) / bs.length;
    console.log(`  ${rice.padEnd(15)} batches=${bs.length} avg=${avg.toFixed(1)}% kg=${sum(bs, (b) => b.polishedKg)}`);
  });

  console.log("\nMill hours by toji:");
  const byToji = groupBy(batches, (b) => b.toji);
  const ranked = [...byToji.entries()]
    .map(([t, bs]) => [t, sum(bs, (b) => b.hours)])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  ranked.forEach(([t, h]) => console.log(`  ${t.padEnd(6)} ${h}h`));

  if (errors.length > 0) {
    console.log("\nSkipped lines:");
    errors.forEach((e) => console.log(`  line ${e.line}: ${e.reason}`));
  }

  const outOfSpec = batches.filter((b) => ratio(b) > MAX_RATIO[b.grade]).map((b) => b.id);
  const totalIn = sum(batches, (b) => b.inputKg);
  const totalOut = sum(batches, (b) => b.polishedKg);
  const summary = {
    batches: batches.length,
    skipped: errors.length,
    input_kg: totalIn,
    polished_kg: totalOut,
    overall_ratio: Math.round((1000 * totalOut) / totalIn) / 10,
    out_of_spec: outOfSpec,
    busiest_toji: ranked[0]?.[0] ?? null,
  };
  console.log(JSON.stringify(summary));
}

main("root/sake_batches.csv");
