'use strict';
const fs = require('fs');

const FIELDS = ['batch', 'line', 'design', 'made', 'leaks', 'cloudy', 'minutes'];

class Batch {
  constructor({ batch, line, design, made, leaks, cloudy, minutes }) {
    Object.assign(this, { batch, line, design, made, leaks, cloudy, minutes });
  }
  get rejects() { return this.leaks + this.cloudy; }
  get good() { return this.made - this.rejects; }
  get yieldPct() { return (this.good / this.made) * 100; }
  get perHour() { return this.good / (this.minutes / 60); }
}

function parseLine(raw, lineNo) {
  const text = raw.trim();
  if (!text || text.startsWith('#')) return { skip: true };
  const parts = text.split(',').map(s => s.trim());
  if (parts.length !== FIELDS.length) {
    return { error: `line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}` };
  }
  const rec = Object.fromEntries(FIELDS.map((f, i) => [f, parts[i]]));
  for (const key of ['made', 'leaks', 'cloudy', 'minutes']) {
    const n = Number(rec[key]);
    if (!Number.isInteger(n) || n < 0) {
      return { error: `line ${lineNo}: bad ${key} "${rec[key]}"` };
    }
    rec[key] = n;
  }
  if (rec.made === 0 || rec.rejects > rec.made) {
    return { error: `line ${lineNo}: nothing made` };
  }
  return { batch: new Batch(rec) };
}

function loadBatches(text) {
  const batches = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const { skip, error, batch } = parseLine(raw, i + 1);
    if (skip) return;
    if (error) errors.push(error);
    else batches.push(batch);
  });
  return { batches, errors };
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

const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);

function report(text) {
  const { batches, errors } = loadBatches(text);
  const out = [];
  out.push('Snow-globe QC report');
  out.push('='.repeat(40));
  const byLine = groupBy(batches, b => b.line);
  const lines = [...byLine.keys()].sort();
  for (const line of lines) {
    const group = byLine.get(line);
    const made = sum(group, b => b.made);
    const good = sum(group, b => b.good);
    const pct = ((good / made) * 100).toFixed(1);
    out.push(`${line.padEnd(8)} ${String(group.length).padStart(2)} batches ${String(made).padStart(5)} made ${pct.padStart(6)}% good`);
  }
  out.push('-'.repeat(40));
  const byDesign = groupBy(batches, b => b.design);
  const designs = [...byDesign.entries()]
    .map(([design, group]) => ({ design, rejects: sum(group, b => b.rejects) }))
    .sort((a, b) => b.rejects - a.rejects || a.design.localeCompare(b.design));
  for (const { design, rejects } of designs) {
    out.push(`  ${design.padEnd(12)} rejects: ${rejects}`);
  }
  const best = batches.reduce((a, b) => (b.perHour > a.perHour ? b : a));
  out.push(`Fastest batch: ${best.batch} (${best.perHour.toFixed(2)} good/hour)`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach(e => out.push(`  ! ${e}`));
  }
  const totalMade = sum(batches, b => b.made);
  const totalGood = sum(batches, b => b.good);
  const summary = {
    batches: batches.length,
    made: totalMade,
    good: totalGood,
    yield: Math.round((totalGood / totalMade) * 1000) / 10,
    worstDesign: designs[0]?.design ?? null,
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Batch, parseLine, loadBatches, report };

if (require.main === module) {
  const file = process.argv[2] || 'root/globes.csv';
  console.log(report(fs.readFileSync(file, 'utf8')));
}
