// Clay-pigeon shooting ground: scorecard report for one shoot day.
import { readFileSync } from "fs";

const Discipline = Object.freeze({
  Sporting: "sporting",
  Skeet: "skeet",
  Trap: "trap",
});

const ShooterClass = Object.freeze({
  AA: "AA",
  A: "A",
  B: "B",
  C: "C",
});

const isEnumValue = (e, v) =>
  Object.values(e).includes(v);

const groupBy = (items, key) =>
  items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());

const sum = (items, f) =>
  items.reduce((a, t) => a + f(t), 0);

const pct = (hits, targets) =>
  targets === 0 ? "0.0" : ((100 * hits) / targets).toFixed(1);

function parseLine(raw) {
  const fields = raw.split(",").map((f) => f.trim());
  if (fields.length !== 7) return { ok: false, reason: `expected 7 fields, got ${fields.length}` };
  const [date, shooter, cls, discipline, standS, targetsS, hitsS] = fields;
  if (!isEnumValue(ShooterClass, cls)) return { ok: false, reason: `unknown class ${cls}` };
  if (!isEnumValue(Discipline, discipline)) return { ok: false, reason: `unknown discipline ${discipline}` };
  const [stand, targets, hits] = [standS, targetsS, hitsS].map(Number);
  if ([stand, targets, hits].some((n) => !Number.isInteger(n))) return { ok: false, reason: "non-numeric count" };
  if (hits > targets) return { ok: false, reason: `hits ${hits} > targets ${targets}` };
  return { ok: true, card: { date, shooter, cls, discipline, stand, targets, hits } };
}

export default function report(text) {
  const cards = [];
  const rejected = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const parsed = parseLine(line);
    if (parsed.ok) cards.push(parsed.card);
    else rejected.push({ line: i + 1, reason: parsed.reason });
  });

  const out = [`CLAY SHOOT ${cards[0]?.date ?? "?"}`, ""];
  const byShooter = groupBy(cards, (c) => c.shooter);
  const rows = [...byShooter.entries()]
    .map(([name, cs]) => ({ name, cls: cs[0].cls, hits: sum(cs, (c) => c.hits), targets: sum(cs, (c) => c.targets) }))
    .sort((a, b) => b.hits - a.hits || a.name.localeCompare(b.name));
  out.push(`${"Shooter".padEnd(14)}${"Cls".padEnd(4)}${"Hits".padStart(6)}${"Tgts".padStart(6)}${"%".padStart(7)}`);
  rows.forEach((r) =>
    out.push(`${r.name.padEnd(14)}${r.cls.padEnd(4)}${String(r.hits).padStart(6)}${String(r.targets).padStart(6)}${pct(r.hits, r.targets).padStart(7)}`)
  );

  out.push("", "By discipline:");
  const byDisc = groupBy(cards, (c) => c.discipline);
  Object.values(Discipline).forEach((d) => {
    const cs = byDisc.get(d) ?? [];
    const best = [...cs].sort((a, b) => b.hits / b.targets - a.hits / a.targets)[0];
    out.push(`  ${d.padEnd(9)} ${pct(sum(cs, (c) => c.hits), sum(cs, (c) => c.targets))}%  best: ${best ? `${best.shooter} ${best.hits}/${best.targets}` : "-"}`);
  });

  out.push("", `Rejected lines: ${rejected.length}`);
  rejected.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));

  const highGun = rows[0];
  const summary = {
    cards: cards.length,
    shooters: rows.length,
    rejected: rejected.length,
    highGun: highGun?.name ?? null,
    hitRate: Number(pct(sum(cards, (c) => c.hits), sum(cards, (c) => c.targets))),
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/clay_scores.csv", "utf8")));
