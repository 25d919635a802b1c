'use strict';
// Tree-planting drive: saplings planted per site and per volunteer.
const fs = require('fs');
const path = require('path');

const FIELDS = ['date', 'site', 'volunteer', 'species', 'saplings', 'hours'];

class Planting {
  constructor({ date, site, volunteer, species, saplings, hours }) {
    Object.assign(this, { date, site, volunteer, species, saplings, hours });
  }
  get rate() {
    return this.hours > 0 ? this.saplings / this.hours : 0;
  }
}

class SiteTally {
  constructor(name) {
    this.name = name;
    this.saplings = 0;
    this.hours = 0;
    this.species = new Set();
  }
  add(p) {
    this.saplings += p.saplings;
    this.hours += p.hours;
    this.species.add(p.species);
  }
  get rate() {
    return this.hours ? this.saplings / this.hours : 0;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
  }
  const row = Object.fromEntries(FIELDS.map((f, i) => [f, parts[i]]));
  const saplings = Number.parseInt(row.saplings, 10);
  const hours = Number.parseFloat(row.hours);
  if (!Number.isInteger(saplings) || saplings < 0) {
    throw new Error(`line ${lineNo}: bad saplings "${row.saplings}"`);
  }
  if (Number.isNaN(hours) || hours <= 0) {
    throw new Error(`line ${lineNo}: bad hours "${row.hours}"`);
  }
  return new Planting({ ...row, saplings, hours });
}

function load(text) {
  const plantings = [];
  const errors = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      plantings.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { plantings, errors };
}

function report(text) {
  const { plantings, errors } = load(text);
  const sites = new Map();
  const volunteers = new Map();
  for (const p of plantings) {
    if (!sites.has(p.site)) sites.set(p.site, new SiteTally(p.site));
    sites.get(p.site).add(p);
    volunteers.set(p.volunteer, (volunteers.get(p.volunteer) ?? 0) + p.saplings);
  }
  const out = [];
  out.push('Tree-planting drive report');
  out.push('='.repeat(26));
  out.push(`${'Site'.padEnd(18)}${'Saplings'.padStart(9)}${'Hours'.padStart(8)}${'Per hr'.padStart(8)}  Species`);
  const bySite = [...sites.values()].sort((a, b) => b.saplings - a.saplings);
  for (const s of bySite) {
    const species = [...s.species].sort().join(', ');
    out.push(`${s.name.padEnd(18)}${String(s.saplings).padStart(9)}${s.hours.toFixed(2).padStart(8)}${s.rate.toFixed(1).padStart(8)}  ${species}`);
  }
  out.push('');
  out.push('Top volunteers:');
  const ranked = [...volunteers].sort(([an, a], [bn, b]) => b - a || an.localeCompare(bn));
  ranked.slice(0, 3).forEach(([name, n], i) => out.push(`  ${i + 1}. ${name} (${n})`));
  const best = plantings.reduce((m, p) => (!m || p.rate > m.rate ? p : m), null);
  if (best) {
    out.push(`Fastest shift: ${best.volunteer} at ${best.site} on ${best.date}, ${best.rate.toFixed(2)} saplings/h`);
  }
  if (errors.length) {
    out.push('');
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const total = plantings.reduce((n, p) => n + p.saplings, 0);
  const hours = plantings.reduce((n, p) => n + p.hours, 0);
  const summary = {
    rows: plantings.length,
    skipped: errors.length,
    saplings: total,
    hours: Math.round(hours * 100) / 100,
    topSite: bySite[0]?.name ?? null,
    perHour: Number((total / hours).toFixed(2)),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Planting, SiteTally };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'plantings.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
