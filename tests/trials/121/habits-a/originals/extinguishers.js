'use strict';
// Fire-extinguisher servicing rounds: per-site report with pass rates and timings.
const fs = require('fs');
const path = require('path');

const TYPES = new Set(['water', 'foam', 'CO2', 'powder', 'wet chemical']);
const RESULTS = ['pass', 'fail', 'condemned'];

class Inspection {
  constructor({ date, site, unit, type, weight, pressure, result, minutes }) {
    Object.assign(this, { date, site, unit, type, weight, pressure, result, minutes });
  }
  get passed() { return this.result === 'pass'; }
  get needsAction() { return this.result !== 'pass'; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 8) throw new Error(`line ${lineNo}: expected 8 fields, got ${fields.length}`);
  const [date, site, unit, type, weightStr, pressureStr, result, minutesStr] = fields;
  if (!TYPES.has(type)) throw new Error(`line ${lineNo}: unknown type "${type}"`);
  if (!RESULTS.includes(result)) throw new Error(`line ${lineNo}: unknown result "${result}"`);
  const weight = Number(weightStr);
  const pressure = Number(pressureStr);
  const minutes = parseInt(minutesStr, 10);
  if (pressureStr === '' || Number.isNaN(pressure)) throw new Error(`line ${lineNo}: bad pressure "${pressureStr}"`);
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`line ${lineNo}: bad minutes "${minutesStr}"`);
  return new Inspection({ date, site, unit, type, weight, pressure, result, minutes });
}

class SiteStats {
  constructor(name) {
    this.name = name;
    this.inspections = [];
  }
  add(insp) { this.inspections.push(insp); }
  get count() { return this.inspections.length; }
  get passes() { return this.inspections.filter((i) => i.passed).length; }
  get passRate() { return this.count ? (100 * this.passes) / this.count : 0; }
  get totalMinutes() { return this.inspections.reduce((sum, { minutes }) => sum + minutes, 0); }
  get flagged() { return this.inspections.filter((i) => i.needsAction).map(({ unit, result }) => `${unit}(${result})`); }
}

function loadInspections(text) {
  const good = [];
  const bad = [];
  text.split('\n').forEach((raw, idx) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      good.push(parseLine(line, idx + 1));
    } catch (err) {
      bad.push(err.message);
    }
  });
  return { good, bad };
}

function buildReport(text) {
  const { good, bad } = loadInspections(text);
  const sites = new Map();
  const byType = new Map();
  for (const insp of good) {
    if (!sites.has(insp.site)) sites.set(insp.site, new SiteStats(insp.site));
    sites.get(insp.site).add(insp);
    byType.set(insp.type, (byType.get(insp.type) ?? 0) + 1);
  }
  const out = [];
  out.push('FIRE-EXTINGUISHER SERVICING REPORT');
  out.push('='.repeat(34));
  out.push(`${'Site'.padEnd(18)}${'Units'.padStart(6)}${'Pass%'.padStart(8)}${'Mins'.padStart(6)}  Flagged`);
  const ordered = [...sites.values()].sort((a, b) => b.passRate - a.passRate || a.name.localeCompare(b.name));
  for (const s of ordered) {
    const flagged = s.flagged.join(' ') || '-';
    out.push(`${s.name.padEnd(18)}${String(s.count).padStart(6)}${s.passRate.toFixed(1).padStart(8)}${String(s.totalMinutes).padStart(6)}  ${flagged}`);
  }
  out.push('');
  out.push('By type:');
  for (const [type, n] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`  ${type.padEnd(13)} ${'#'.repeat(n)} ${n}`);
  }
  const co2 = good.filter(({ type }) => type === 'CO2');
  const avgCo2 = co2.length ? co2.reduce((s, { pressure }) => s + pressure, 0) / co2.length : 0;
  out.push(`Average CO2 pressure: ${avgCo2.toFixed(2)} bar`);
  if (bad.length) {
    out.push('');
    out.push(`Skipped ${bad.length} bad line(s):`);
    bad.forEach((msg) => out.push(`  - ${msg}`));
  }
  const totalMinutes = good.reduce((s, { minutes }) => s + minutes, 0);
  const passes = good.filter((i) => i.passed).length;
  const summary = {
    inspections: good.length,
    passed: passes,
    passRate: Number(((100 * passes) / (good.length || 1)).toFixed(1)),
    sites: sites.size,
    hours: Number((totalMinutes / 60).toFixed(2)),
    skipped: bad.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, SiteStats };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'extinguishers.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
