'use strict';
// Weekly barge freight report: tonnage and revenue per barge and per cargo.
const fs = require('fs');
const path = require('path');

const STATUSES = new Set(['delivered', 'in_transit', 'delayed', 'cancelled']);

class Manifest {
  constructor({ id, barge, cargo, tonnes, rate, from, to, status }) {
    Object.assign(this, { id, barge, cargo, tonnes, rate, from, to, status });
  }
  get revenue() {
    return this.status === 'cancelled' ? 0 : this.tonnes * this.rate;
  }
  get route() {
    return `${this.from} -> ${this.to}`;
  }
}

class BargeStats {
  constructor(name) {
    this.name = name;
    this.trips = 0;
    this.tonnes = 0;
    this.revenue = 0;
  }
  add(m) {
    this.trips += 1;
    this.tonnes += m.tonnes;
    this.revenue += m.revenue;
  }
  get avgLoad() {
    return this.trips ? this.tonnes / this.trips : 0;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 8) throw new Error(`line ${lineNo}: expected 8 fields, got ${fields.length}`);
  const [id, barge, cargo, tonnesRaw, rateRaw, from, to, status] = fields;
  const tonnes = Number(tonnesRaw);
  const rate = Number(rateRaw);
  if (tonnesRaw === '' || Number.isNaN(tonnes) || tonnes <= 0) throw new Error(`line ${lineNo}: bad tonnes "${tonnesRaw}"`);
  if (rateRaw === '' || Number.isNaN(rate)) throw new Error(`line ${lineNo}: bad rate "${rateRaw}"`);
  if (!STATUSES.has(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  return new Manifest({ id, barge, cargo, tonnes, rate, from, to, status });
}

function load(text) {
  const manifests = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('manifest_id')) return;
    try {
      manifests.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { manifests, errors };
}

function report(text) {
  const { manifests, errors } = load(text);
  const barges = new Map();
  const cargo = new Map();
  for (const m of manifests) {
    if (!barges.has(m.barge)) barges.set(m.barge, new BargeStats(m.barge));
    barges.get(m.barge).add(m);
    if (m.status !== 'cancelled') cargo.set(m.cargo, (cargo.get(m.cargo) ?? 0) + m.tonnes);
  }
  const out = [];
  out.push('BARGE FREIGHT REPORT');
  out.push('='.repeat(44));
  out.push(`${'Barge'.padEnd(12)}${'Trips'.padStart(6)}${'Tonnes'.padStart(10)}${'Avg'.padStart(8)}${'Revenue'.padStart(10)}`);
  const sorted = [...barges.values()].sort((a, b) => b.revenue - a.revenue);
  for (const { name, trips, tonnes, avgLoad, revenue } of sorted) {
    out.push(`${name.padEnd(12)}${String(trips).padStart(6)}${tonnes.toFixed(1).padStart(10)}${avgLoad.toFixed(1).padStart(8)}${revenue.toFixed(2).padStart(10)}`);
  }
  out.push('');
  out.push('Tonnes by cargo:');
  for (const [name, t] of [...cargo.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`  ${name.padEnd(8)} ${t.toFixed(1).padStart(8)}`);
  }
  const late = manifests.filter(({ status }) => status === 'delayed' || status === 'in_transit');
  if (late.length) {
    out.push('');
    out.push('Not yet delivered:');
    late.forEach(({ id, barge, route, status }) => out.push(`  ${id} ${barge} (${route}) ${status}`));
  }
  if (errors.length) {
    out.push('');
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  ${e}`));
  }
  const totalRevenue = sorted.reduce((s, b) => s + b.revenue, 0);
  const summary = {
    manifests: manifests.length,
    skipped: errors.length,
    barges: barges.size,
    tonnes: Math.round(manifests.filter((m) => m.status !== 'cancelled').reduce((s, m) => s + m.tonnes, 0) * 10) / 10,
    revenue: Math.round(totalRevenue * 100) / 100,
    top_barge: sorted.length ? sorted[0].name : null,
  };
  out.push('');
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Manifest, BargeStats };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'barge_manifests.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
