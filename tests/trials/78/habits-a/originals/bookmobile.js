'use strict';
// Bookmobile route report: visitors, loans and lateness per stop.
const fs = require('fs');
const path = require('path');

const LATE_THRESHOLD = 10;

class Stop {
  constructor(name) {
    this.name = name;
    this.visits = [];
  }

  add(visit) {
    this.visits.push(visit);
  }

  get visitors() {
    return this.visits.reduce((sum, { visitors }) => sum + visitors, 0);
  }

  get loans() {
    return this.visits.reduce((sum, { loans }) => sum + loans, 0);
  }

  get loansPerVisitor() {
    return this.visitors ? this.loans / this.visitors : 0;
  }

  get avgLate() {
    const total = this.visits.reduce((sum, { late }) => sum + late, 0);
    return this.visits.length ? total / this.visits.length : 0;
  }

  get lateCount() {
    return this.visits.filter(({ late }) => late >= LATE_THRESHOLD).length;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 5) {
    throw new Error(`line ${lineNo}: expected 5 fields, got ${fields.length}`);
  }
  const [date, stop, ...nums] = fields;
  const [visitors, loans, late] = nums.map(Number);
  if (nums.some((n) => n === '') || [visitors, loans, late].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad number in "${nums.join(',')}"`);
  }
  if (late < 0) {
    throw new Error(`line ${lineNo}: negative lateness ${late}`);
  }
  return { date, stop, visitors, loans, late };
}

function loadVisits(file) {
  const text = fs.readFileSync(file, 'utf8');
  const visits = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      visits.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { visits, errors };
}

function buildReport(file) {
  const { visits, errors } = loadVisits(file);
  const stops = new Map();
  for (const visit of visits) {
    if (!stops.has(visit.stop)) stops.set(visit.stop, new Stop(visit.stop));
    stops.get(visit.stop).add(visit);
  }
  const ranked = [...stops.values()].sort((a, b) => b.loans - a.loans || a.name.localeCompare(b.name));
  const days = new Set(visits.map(({ date }) => date));

  const out = [];
  out.push(`Bookmobile report: ${visits.length} visits over ${days.size} days`);
  out.push('');
  out.push(`${'Stop'.padEnd(18)}${'Visits'.padStart(7)}${'People'.padStart(8)}${'Loans'.padStart(7)}${'L/P'.padStart(6)}${'Late'.padStart(7)}`);
  for (const s of ranked) {
    out.push(`${s.name.padEnd(18)}${String(s.visits.length).padStart(7)}${String(s.visitors).padStart(8)}` +
      `${String(s.loans).padStart(7)}${s.loansPerVisitor.toFixed(2).padStart(6)}${s.avgLate.toFixed(1).padStart(7)}`);
  }
  out.push('');
  const lateStops = ranked.filter((s) => s.lateCount > 0).map((s) => `${s.name} (${s.lateCount})`);
  out.push(`Late >= ${LATE_THRESHOLD} min: ${lateStops.length ? lateStops.join(', ') : 'none'}`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad lines:`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const totalLoans = ranked.reduce((sum, s) => sum + s.loans, 0);
  const summary = {
    visits: visits.length,
    stops: stops.size,
    loans: totalLoans,
    busiest: ranked.length ? ranked[0].name : null,
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, Stop };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'bookmobile.csv');
  console.log(buildReport(file));
}
