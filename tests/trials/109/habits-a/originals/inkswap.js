'use strict';
// Ink swap club report: reads a CSV of samples swapped at club meets.
const fs = require('fs');
const path = require('path');

const FIELDS = ['member', 'ink', 'brand', 'ml', 'colour', 'date'];

class Sample {
  constructor({ member, ink, brand, ml, colour, date }) {
    Object.assign(this, { member, ink, brand, ml, colour, date });
  }
  get label() {
    return `${this.brand} ${this.ink}`;
  }
  get isGenerous() {
    return this.ml >= 5;
  }
}

function parseLine(line, lineNo) {
  const cols = line.split(',').map((c) => c.trim());
  if (cols.length !== FIELDS.length) {
    return { error: `line ${lineNo}: expected ${FIELDS.length} fields, got ${cols.length}` };
  }
  const rec = Object.fromEntries(FIELDS.map((f, i) => [f, cols[i]]));
  const ml = Number(rec.ml);
  if (!Number.isFinite(ml) || ml <= 0) {
    return { error: `line ${lineNo}: bad ml "${rec.ml}"` };
  }
  return { sample: new Sample({ ...rec, ml }) };
}

function loadSamples(text) {
  const samples = [];
  const errors = [];
  text.split('\n').forEach((raw, idx) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('member,')) return;
    const { sample, error } = parseLine(line, idx + 1);
    if (error) errors.push(error);
    else samples.push(sample);
  });
  return { samples, errors };
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

function buildReport(samples, errors) {
  const lines = [];
  lines.push('INK SWAP REPORT');
  lines.push('='.repeat(40));

  const byBrand = groupBy(samples, (s) => s.brand);
  const brands = [...byBrand.entries()]
    .map(([brand, list]) => ({ brand, count: list.length, ml: sum(list.map((s) => s.ml)) }))
    .sort((a, b) => b.ml - a.ml || a.brand.localeCompare(b.brand));
  lines.push('By brand:');
  for (const { brand, count, ml } of brands) {
    lines.push(`  ${brand.padEnd(12)} ${String(count).padStart(3)} samples ${ml.toFixed(2).padStart(7)} ml`);
  }

  const byMember = groupBy(samples, (s) => s.member);
  lines.push('By member:');
  for (const [member, list] of [...byMember].sort(([a], [b]) => a.localeCompare(b))) {
    const colours = [...new Set(list.map((s) => s.colour))].sort().join('/');
    const generous = list.filter((s) => s.isGenerous).length;
    lines.push(`  ${member.padEnd(6)} ${list.length} inks, ${colours}${generous ? ` (${generous} generous)` : ''}`);
  }

  const biggest = samples.reduce((best, s) => (!best || s.ml > best.ml ? s : best), null);
  if (biggest) lines.push(`Largest sample: ${biggest.label} from ${biggest.member} (${biggest.ml} ml)`);

  if (errors.length) {
    lines.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => lines.push(`  - ${e}`));
  }

  const totalMl = sum(samples.map((s) => s.ml));
  const summary = {
    samples: samples.length,
    members: byMember.size,
    brands: byBrand.size,
    totalMl: Math.round(totalMl * 100) / 100,
    topBrand: brands.length ? brands[0].brand : null,
    skipped: errors.length,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

function main(file = path.join(__dirname, '..', 'root', 'ink_swaps.csv')) {
  const text = fs.readFileSync(file, 'utf8');
  const { samples, errors } = loadSamples(text);
  return buildReport(samples, errors);
}

module.exports = { Sample, parseLine, loadSamples, buildReport, main };

if (require.main === module) {
  console.log(main(process.argv[2]));
}
