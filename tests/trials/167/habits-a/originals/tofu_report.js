'use strict';
// Weekly report for the tofu press room: yield per press and coagulant.
const fs = require('fs');
const path = require('path');

const TARGET_RATIO = 2.1; // kg of tofu per kg of dry soy we aim for

class Batch {
  constructor({ date, batch, press, soyKg, yieldKg, coagulant, firmness }) {
    Object.assign(this, { date, batch, press, soyKg, yieldKg, coagulant, firmness });
  }

  get ratio() {
    return this.yieldKg / this.soyKg;
  }

  get onTarget() {
    return this.ratio >= TARGET_RATIO;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [date, batch, press, soy, yld, coagulant, firmness] = fields;
  const soyKg = Number(soy);
  const yieldKg = Number(yld);
  if (soy === '' || yld === '' || Number.isNaN(soyKg) || Number.isNaN(yieldKg)) {
    throw new Error(`line ${lineNo}: bad number in ${batch}`);
  }
  if (soyKg <= 0 || yieldKg <= 0) {
    throw new Error(`line ${lineNo}: non-positive weight in ${batch}`);
  }
  return new Batch({ date, batch, press, soyKg, yieldKg, coagulant, firmness });
}

function loadBatches(text) {
  const batches = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      batches.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { batches, problems };
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
  const { batches, problems } = loadBatches(text);
  const out = [];
  out.push(`Tofu press report: ${batches.length} batches, ${problems.length} skipped`);
  out.push('');
  out.push(`${'press'.padEnd(8)}${'batches'.padStart(8)}${'soy kg'.padStart(9)}${'tofu kg'.padStart(9)}${'ratio'.padStart(7)}`);
  const byPress = groupBy(batches, (b) => b.press);
  const presses = [...byPress.keys()].sort();
  for (const press of presses) {
    const list = byPress.get(press);
    const soy = sum(list.map((b) => b.soyKg));
    const tofu = sum(list.map((b) => b.yieldKg));
    out.push(`${press.padEnd(8)}${String(list.length).padStart(8)}${soy.toFixed(1).padStart(9)}${tofu.toFixed(1).padStart(9)}${(tofu / soy).toFixed(2).padStart(7)}`);
  }
  out.push('');
  const byCoagulant = groupBy(batches, (b) => b.coagulant);
  for (const [coagulant, list] of [...byCoagulant].sort(([a], [b]) => a.localeCompare(b))) {
    const avg = sum(list.map((b) => b.ratio)) / list.length;
    out.push(`  ${coagulant}: ${list.length} batches, mean ratio ${avg.toFixed(3)}`);
  }
  const best = batches.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const missed = batches.filter((b) => !b.onTarget).map((b) => b.batch);
  out.push('');
  out.push(`Best batch: ${best.batch} (${best.press}) at ${best.ratio.toFixed(2)} kg/kg`);
  out.push(`Below target ${TARGET_RATIO}: ${missed.length ? missed.join(', ') : 'none'}`);
  if (problems.length) {
    out.push('Skipped lines:');
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const totalSoy = sum(batches.map((b) => b.soyKg));
  const totalTofu = sum(batches.map((b) => b.yieldKg));
  const summary = {
    batches: batches.length,
    skipped: problems.length,
    soyKg: Math.round(totalSoy * 10) / 10,
    tofuKg: Math.round(totalTofu * 10) / 10,
    ratio: Number((totalTofu / totalSoy).toFixed(3)),
    best: best.batch,
    belowTarget: missed.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Batch, parseLine, loadBatches, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'tofu_batches.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
