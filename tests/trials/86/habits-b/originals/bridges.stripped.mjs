import { readFileSync } from "node:fs";

const Component = {
  Deck: "deck",
  Bearing: "bearing",
  Pier: "pier",
  Joint: "joint",
  Railing: "railing",
};

const CRITICAL_SCORE = 4;

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

const mean = (xs) =>
  xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;

const isComponent = (s) =>
  Object.values(Component).includes(s);

function parseLine(raw, line) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${cols.length}` };
  const [bridge, date, comp, scoreText, defectsText, inspector] = cols;
  if (!isComponent(comp)) return { ok: false, line, reason: `unknown component "${comp}"` };
  const score = Number(scoreText);
  if (!Number.isInteger(score) || score < 0 || score > 9)
    return { ok: false, line, reason: `bad score "${scoreText}"` };
  const defects = Number(defectsText);
  if (!Number.isInteger(defects) || defects < 0)
    return { ok: false, line, reason: `bad defect count "${defectsText}"` };
  return { ok: true, value: { bridge, date, component: comp, score, defects, inspector } };
}

export default function report(path) {
  const lines = readFileSync(path, "utf8").split("\n").slice(1);
  const parsed = lines
    .map((raw, i) => ({ raw, lineNo: i + 2 }))
    .filter(({ raw }) => raw.trim() !== "")
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const good = parsed.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = parsed.filter((r) => !r.ok);

  const out = ["Bridge inspection report", "========================"];
  out.push(`${good.length} inspections read, ${bad.length} skipped`);
  for (const b of bad) out.push(`  skipped line ${b.line}: ${b.reason}`);

  out.push("", "By component:");
  const byComp = groupBy(good, (i) => i.component);
  const comps = [...byComp.keys()].sort();
  for (const c of comps) {
    const rows = byComp.get(c);
    const avg = mean(rows.map((r) => r.score));
    const defects = rows.reduce((s, r) => s + r.defects, 0);
    out.push(`  ${c.padEnd(8)} n=${rows.length}  avg score ${avg.toFixed(2)}  defects ${defects}`);
  }

  out.push("", "By bridge (worst component first):");
  const byBridge = groupBy(good, (i) => i.bridge);
  const ranked = [...byBridge.entries()]
    .map(([bridge, rows]) => ({ bridge, worst: Math.min(...rows.map((r) => r.score)), rows }))
    .sort((a, b) => a.worst - b.worst || a.bridge.localeCompare(b.bridge));
  for (const { bridge, worst, rows } of ranked) {
    const flag = worst <= CRITICAL_SCORE ? "  << CRITICAL" : "";
    const worstComp = rows.find((r) => r.score === worst).component;
    out.push(`  ${bridge}  worst ${worst} (${worstComp})${flag}`);
  }

  const critical = ranked.filter((r) => r.worst <= CRITICAL_SCORE).map((r) => r.bridge);
  const inspectors = [...new Set(good.map((g) => g.inspector))].sort();
  const summary = {
    inspections: good.length,
    skipped: bad.length,
    bridges: byBridge.size,
    critical,
    meanScore: Number(mean(good.map((g) => g.score)).toFixed(2)),
    inspectors,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report("root/bridge_inspections.csv"));
