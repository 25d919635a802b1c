'use strict';
// Metal-detecting club rally: summarise finds per detectorist and per field.
const fs = require('fs');
const path = require('path');

const MATERIALS = new Map([
  ['gold', 10], ['silver', 5], ['bronze', 3], ['copper', 2], ['lead', 1], ['iron', 1],
]);

class Find {
  constructor({ date, who, field, material, depth, weight, period }) {
    Object.assign(this, { date, who, field, material, depth, weight, period });
  }
  get points() {
    const base = MATERIALS.get(this.material) ?? 0;
    const deepBonus = this.depth >= 20 ? 2 : 0;
    return base + deepBonus + (this.period === 'Unknown' ? 0 : 1);
  }
  get isPrecious() {
    return ['gold', 'silver'].includes(this.material);
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${parts.length}`);
  const [date, who, field, material, depthText, weightText, period] = parts;
  const depth = Number(depthText);
  const weight = Number(weightText);
  if (!Number.isFinite(depth)) throw new Error(`line ${lineNo}: bad depth "${depthText}"`);
  if (!Number.isFinite(weight) || weight <= 0) throw new Error(`line ${lineNo}: bad weight "${weightText}"`);
  if (!MATERIALS.has(material)) throw new Error(`line ${lineNo}: unknown material "${material}"`);
  return new Find({ date, who, field, material, depth, weight, period });
}

function loadFinds(text) {
  const finds = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      finds.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { finds, problems };
}

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function buildReport(text) {
  const { finds, problems } = loadFinds(text);
  const out = [];
  out.push(`Rally finds: ${finds.length} recorded, ${problems.length} skipped`);
  for (const p of problems) out.push(`  skipped ${p}`);
  out.push('');
  out.push('Detectorist      Finds  Points  Precious  Weight(g)');
  const byWho = [...groupBy(finds, (f) => f.who)]
    .map(([who, list]) => ({ who, list, points: sum(list.map((f) => f.points)) }))
    .sort((a, b) => b.points - a.points || a.who.localeCompare(b.who));
  for (const { who, list, points } of byWho) {
    const precious = list.filter((f) => f.isPrecious).length;
    const weight = sum(list.map((f) => f.weight));
    out.push(`${who.padEnd(16)} ${String(list.length).padStart(5)}  ${String(points).padStart(6)}  ${String(precious).padStart(8)}  ${weight.toFixed(1).padStart(9)}`);
  }
  out.push('');
  out.push('Fields:');
  const byField = [...groupBy(finds, (f) => f.field)].sort(([a], [b]) => a.localeCompare(b));
  for (const [field, list] of byField) {
    const avgDepth = sum(list.map((f) => f.depth)) / list.length;
    const periods = [...new Set(list.map((f) => f.period))].sort().join(', ');
    out.push(`  ${field}: ${list.length} finds, avg depth ${avgDepth.toFixed(1)} cm (${periods})`);
  }
  const deepest = finds.reduce((best, f) => (!best || f.depth > best.depth ? f : best), null);
  if (deepest) out.push(`Deepest: ${deepest.material} by ${deepest.who} at ${deepest.depth} cm in ${deepest.field}`);
  const summary = {
    finds: finds.length,
    skipped: problems.length,
    leader: byWho.length ? byWho[0].who : null,
    totalPoints: sum(byWho.map((w) => w.points)),
    totalWeight: Number(sum(finds.map((f) => f.weight)).toFixed(1)),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, loadFinds, Find };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'detecting_finds.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
