'use strict';
// Weekly report of hearing-aid fittings at an audiology clinic.
const fs = require('fs');

const EARS = new Set(['L', 'R', 'both']);

class Fitting {
  constructor({ date, patient, audiologist, model, ear, price, followUp }) {
    Object.assign(this, { date, patient, audiologist, model, ear, price, followUp });
  }

  get devices() {
    return this.ear === 'both' ? 2 : 1;
  }

  get isBinaural() {
    return this.ear === 'both';
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [date, patient, audiologist, model, ear, priceText, followText] = fields;
  if (!EARS.has(ear)) throw new Error(`line ${lineNo}: unknown ear "${ear}"`);
  const price = Number(priceText);
  if (!Number.isFinite(price) || price <= 0) {
    throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  }
  const followUp = Number.parseInt(followText, 10);
  if (Number.isNaN(followUp)) {
    throw new Error(`line ${lineNo}: bad follow-up "${followText}"`);
  }
  return new Fitting({ date, patient, audiologist, model, ear, price, followUp });
}

function parseFile(text) {
  const fittings = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      fittings.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { fittings, problems };
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
const money = (n) => n.toFixed(2).padStart(10);

function buildReport(text) {
  const { fittings, problems } = parseFile(text);
  const lines = [];
  lines.push('Hearing-aid fittings report');
  lines.push('='.repeat(27));

  lines.push('', 'By audiologist:');
  const byAudiologist = [...groupBy(fittings, (f) => f.audiologist)]
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, list] of byAudiologist) {
    const revenue = sum(list.map((f) => f.price));
    const devices = sum(list.map((f) => f.devices));
    lines.push(`  ${name.padEnd(10)} ${String(list.length).padStart(2)} fittings ${String(devices).padStart(3)} devices ${money(revenue)}`);
  }

  lines.push('', 'By model:');
  const byModel = [...groupBy(fittings, (f) => f.model)]
    .map(([model, list]) => ({ model, count: list.length, avg: sum(list.map((f) => f.price)) / list.length }))
    .sort((a, b) => b.count - a.count || a.model.localeCompare(b.model));
  for (const { model, count, avg } of byModel) {
    lines.push(`  ${model.padEnd(14)} x${count}  avg ${money(avg)}`);
  }

  const total = sum(fittings.map((f) => f.price));
  const binaural = fittings.filter((f) => f.isBinaural).length;
  const binauralPct = fittings.length ? (100 * binaural) / fittings.length : 0;
  const avgFollowUp = fittings.length ? sum(fittings.map((f) => f.followUp)) / fittings.length : 0;
  lines.push('', `Binaural fittings: ${binaural}/${fittings.length} (${binauralPct.toFixed(1)}%)`);
  lines.push(`Average follow-up: ${avgFollowUp.toFixed(1)} days`);

  if (problems.length) {
    lines.push('', `Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => lines.push(`  - ${p}`));
  }

  const summary = {
    fittings: fittings.length,
    devices: sum(fittings.map((f) => f.devices)),
    revenue: Number(total.toFixed(2)),
    busiest: byAudiologist.reduce((best, [name, list]) => (list.length > best[1] ? [name, list.length] : best), ['', 0])[0],
    skipped: problems.length,
  };
  lines.push('', JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { parseLine, parseFile, buildReport, Fitting };

if (require.main === module) {
  const path = process.argv[2] || 'root/fittings.csv';
  console.log(buildReport(fs.readFileSync(path, 'utf8')));
}
