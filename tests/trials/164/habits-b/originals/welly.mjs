import { readFileSync } from "node:fs";

const Category = {
  Mens: "mens",
  Womens: "womens",
  Juniors: "juniors",
};

const MAX_ROUNDS = 3;

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const isCategory = (s) =>
  (Object.values(Category)).includes(s);

function parseLine(line) {
  const fields = line.split(",").map((f) => f.trim());
  if (fields.length !== 5) return { ok: false, reason: `expected 5 fields, got ${fields.length}` };
  const [thrower, category, roundText, distanceText, foulText] = fields;
  if (!isCategory(category)) return { ok: false, reason: `unknown category "${category}"` };
  const round = Number.parseInt(roundText, 10);
  if (!Number.isInteger(round) || round < 1 || round > MAX_ROUNDS)
    return { ok: false, reason: `bad round "${roundText}"` };
  const distance = Number(distanceText);
  if (distanceText === "" || Number.isNaN(distance) || distance < 0)
    return { ok: false, reason: `bad distance "${distanceText}"` };
  if (foulText !== "yes" && foulText !== "no") return { ok: false, reason: `bad foul flag "${foulText}"` };
  return { ok: true, value: { thrower, category, round, distance, foul: foulText === "yes" } };
}

function standings(throws) {
  return [...groupBy(throws, (t) => t.thrower)]
    .map(([thrower, ts]) => {
      const legal = ts.filter((t) => !t.foul).map((t) => t.distance);
      return {
        thrower,
        best: legal.length ? Math.max(...legal) : 0,
        valid: legal.length,
        fouls: ts.length - legal.length,
        mean: legal.length ? legal.reduce((a, b) => a + b, 0) / legal.length : 0,
      };
    })
    .sort((a, b) => b.best - a.best || b.mean - a.mean || a.thrower.localeCompare(b.thrower));
}

export default function report(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const throws = [];
  const rejected = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("thrower,")) return;
    const parsed = parseLine(line);
    if (parsed.ok) throws.push(parsed.value);
    else rejected.push({ line: i + 1, reason: parsed.reason });
  });

  const out = ["WELLY-WANGING CHAMPIONSHIP RESULTS", "=".repeat(34)];
  const byCategory = groupBy(throws, (t) => t.category);
  const winners = {};
  for (const category of Object.values(Category)) {
    const table = standings(byCategory.get(category) ?? []);
    out.push("", `${category.toUpperCase()} (${table.length} throwers)`);
    table.forEach((s, i) => {
      const medal = ["gold", "silver", "bronze"][i] ?? "";
      out.push(
        `  ${String(i + 1).padStart(2)}. ${s.thrower.padEnd(16)} best ${s.best.toFixed(2).padStart(6)} m` +
          `  mean ${s.mean.toFixed(2).padStart(6)} m  ${s.valid} valid, ${s.fouls} foul ${medal}`.trimEnd(),
      );
    });
    if (table[0]) winners[category] = table[0].thrower;
  }
  const longest = throws.filter((t) => !t.foul).reduce((a, t) => (!a || t.distance > a.distance ? t : a), undefined);
  out.push("", `Longest legal throw: ${longest ? `${longest.thrower} ${longest.distance.toFixed(2)} m (round ${longest.round})` : "none"}`);
  out.push("", `Rejected lines (${rejected.length}):`);
  rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));
  const summary = {
    throws: throws.length,
    fouls: throws.filter((t) => t.foul).length,
    rejected: rejected.length,
    longest: longest?.distance ?? null,
    winners,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/welly_throws.csv"));
