'use strict';
const fs = require('fs');
const path = require('path');

const toMinutes = (hhmm) => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`bad time "${hhmm}"`);
  const [, h, min] = m;
  return Number(h) * 60 + Number(min);
};

class Shift {
  constructor({ date, guard, school, start, end, children }) {
    Object.assign(this, { date, guard, school, start, end, children });
  }
  get minutes() { return this.end - this.start; }
  get isMorning() { return this.start < 12 * 60; }
  static parse(line) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 6) throw new Error(`expected 6 fields, got ${fields.length}`);
    const [date, guard, school, start, end, kids] = fields;
    const children = Number.parseInt(kids, 10);
    if (!Number.isInteger(children) || children < 0) throw new Error(`bad child count "${kids}"`);
    const shift = new Shift({ date, guard, school, start: toMinutes(start), end: toMinutes(end), children });
    if (shift.minutes <= 0) throw new Error(`end ${end} is not after start ${start}`);
    return shift;
  }
}

class GuardTally {
  constructor(name) {
    this.name = name;
    this.shifts = 0;
    this.minutes = 0;
    this.children = 0;
    this.schools = new Set();
  }
  add(shift) {
    this.shifts += 1;
    this.minutes += shift.minutes;
    this.children += shift.children;
    this.schools.add(shift.school);
  }
  get hours() { return this.minutes / 60; }
  get perShift() { return this.shifts ? this.children / this.shifts : 0; }
}

function parseLog(text) {
  const shifts = [];
  const rejects = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      shifts.push(Shift.parse(line));
    } catch (err) {
      rejects.push({ line: i + 1, reason: err.message });
    }
  });
  return { shifts, rejects };
}

function buildReport(text) {
  const { shifts, rejects } = parseLog(text);
  const guards = new Map();
  const schools = new Map();
  for (const shift of shifts) {
    if (!guards.has(shift.guard)) guards.set(shift.guard, new GuardTally(shift.guard));
    guards.get(shift.guard).add(shift);
    const s = schools.get(shift.school) ?? { am: 0, pm: 0 };
    s[shift.isMorning ? 'am' : 'pm'] += shift.children;
    schools.set(shift.school, s);
  }
  const out = [];
  out.push('CROSSING GUARD SHIFT REPORT');
  out.push('='.repeat(27));
  out.push(`${'Guard'.padEnd(14)}${'Shifts'.padStart(7)}${'Hours'.padStart(7)}${'Kids'.padStart(6)}${'Avg'.padStart(7)}  Schools`);
  const ranked = [...guards.values()].sort((a, b) => b.children - a.children || a.name.localeCompare(b.name));
  for (const g of ranked) {
    out.push(`${g.name.padEnd(14)}${String(g.shifts).padStart(7)}${g.hours.toFixed(2).padStart(7)}` +
      `${String(g.children).padStart(6)}${g.perShift.toFixed(1).padStart(7)}  ${[...g.schools].sort().join(', ')}`);
  }
  out.push('');
  out.push('By school (morning / afternoon children):');
  for (const [name, { am, pm }] of [...schools].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`  ${name.padEnd(18)} ${String(am).padStart(4)} / ${String(pm).padStart(4)}`);
  }
  if (rejects.length) {
    out.push('');
    out.push(`Skipped ${rejects.length} bad line(s):`);
    rejects.forEach(({ line, reason }) => out.push(`  line ${line}: ${reason}`));
  }
  const totalMinutes = shifts.reduce((sum, s) => sum + s.minutes, 0);
  const summary = {
    shifts: shifts.length,
    guards: guards.size,
    children: shifts.reduce((sum, s) => sum + s.children, 0),
    hours: Math.round(totalMinutes / 6) / 10,
    busiest: ranked.length ? ranked[0].name : null,
    rejected: rejects.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Shift, GuardTally, parseLog, buildReport };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'crossing_guards.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
