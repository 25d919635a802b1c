'use strict';
// Operating-session report for the model railway club: punctuality per operator and per train.
const fs = require('fs');
const path = require('path');

const LATE_AFTER = 3; // minutes

const toMinutes = (hhmm) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const [, h, min] = m;
  return Number(h) * 60 + Number(min);
};

class Run {
  constructor({ date, train, operator, scheduled, actual, cars }) {
    Object.assign(this, { date, train, operator, scheduled, actual, cars });
  }
  get delay() { return this.actual - this.scheduled; }
  get late() { return this.delay > LATE_AFTER; }
}

class Tally {
  constructor(name) {
    this.name = name;
    this.runs = [];
  }
  add(run) { this.runs.push(run); }
  get count() { return this.runs.length; }
  get lateCount() { return this.runs.filter((r) => r.late).length; }
  get avgDelay() {
    return this.count ? this.runs.reduce((s, r) => s + r.delay, 0) / this.count : 0;
  }
  get onTimePct() { return this.count ? (100 * (this.count - this.lateCount)) / this.count : 0; }
}

function parse(text) {
  const runs = [];
  const skipped = [];
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    const parts = line.split(',').map((p) => p.trim());
    if (parts.length !== 6) {
      skipped.push(`line ${i + 1}: expected 6 fields, got ${parts.length}`);
      return;
    }
    const [date, train, operator, sched, act, carsText] = parts;
    const scheduled = toMinutes(sched);
    const actual = toMinutes(act);
    const cars = Number.parseInt(carsText, 10);
    if (scheduled === null || actual === null) {
      skipped.push(`line ${i + 1}: bad time for ${train}`);
      return;
    }
    if (Number.isNaN(cars)) {
      skipped.push(`line ${i + 1}: bad car count "${carsText}"`);
      return;
    }
    runs.push(new Run({ date, train, operator, scheduled, actual, cars }));
  });
  return { runs, skipped };
}

function groupBy(runs, key) {
  const map = new Map();
  for (const run of runs) {
    const k = run[key];
    if (!map.has(k)) map.set(k, new Tally(k));
    map.get(k).add(run);
  }
  return [...map.values()].sort((a, b) => b.onTimePct - a.onTimePct || a.name.localeCompare(b.name));
}

function report(text) {
  const { runs, skipped } = parse(text);
  const out = [];
  out.push(`Operating sessions: ${new Set(runs.map((r) => r.date)).size}, runs: ${runs.length}`);
  out.push('');
  out.push('Operator    Runs  Late  On-time  Avg delay');
  for (const t of groupBy(runs, 'operator')) {
    out.push(`${t.name.padEnd(10)} ${String(t.count).padStart(5)} ${String(t.lateCount).padStart(5)} ${t.onTimePct.toFixed(1).padStart(7)}% ${t.avgDelay.toFixed(2).padStart(10)}`);
  }
  out.push('');
  const worst = runs.reduce((w, r) => (w && w.delay >= r.delay ? w : r), null);
  if (worst) out.push(`Worst run: ${worst.train} on ${worst.date} (+${worst.delay} min, ${worst.operator})`);
  const totalCars = runs.reduce((s, r) => s + r.cars, 0);
  out.push(`Cars moved: ${totalCars}`);
  if (skipped.length) {
    out.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach((s) => out.push(`  - ${s}`));
  }
  const late = runs.filter((r) => r.late).length;
  const summary = { runs: runs.length, late, skipped: skipped.length, cars: totalCars, worst: worst ? worst.train : null };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parse, Run, Tally };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'railway.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
