'use strict';
// Lawnmower racing: per-class standings from a CSV of heat results.
const fs = require('fs');
const path = require('path');

const CLASSES = new Set(['sit-on', 'run-behind', 'garden-tractor']);

class Run {
  constructor({ heat, cls, driver, mower, laps, totalS, penaltyS }) {
    Object.assign(this, { heat, cls, driver, mower, laps, totalS, penaltyS });
  }
  get adjusted() { return this.totalS + this.penaltyS; }
  get avgLap() { return this.adjusted / this.laps; }
}

class Driver {
  constructor(name, cls, mower) {
    this.name = name;
    this.cls = cls;
    this.mower = mower;
    this.runs = [];
  }
  add(run) { this.runs.push(run); }
  get laps() { return this.runs.reduce((n, r) => n + r.laps, 0); }
  get time() { return this.runs.reduce((t, r) => t + r.adjusted, 0); }
  get bestLap() { return Math.min(...this.runs.map(r => r.avgLap)); }
  get penalties() { return this.runs.reduce((p, r) => p + r.penaltyS, 0); }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [heat, cls, driver, mower, lapsRaw, totalRaw, penRaw] = fields;
  if (!CLASSES.has(cls)) throw new Error(`line ${lineNo}: unknown class "${cls}"`);
  const laps = Number(lapsRaw);
  const totalS = Number(totalRaw);
  const penaltyS = Number(penRaw);
  if (!Number.isInteger(laps) || laps <= 0) throw new Error(`line ${lineNo}: bad laps "${lapsRaw}"`);
  if (!(totalS > 0)) throw new Error(`line ${lineNo}: bad time "${totalRaw}"`);
  if (!(penaltyS >= 0)) throw new Error(`line ${lineNo}: bad penalty "${penRaw}"`);
  return new Run({ heat, cls, driver, mower, laps, totalS, penaltyS });
}

function parse(text) {
  const runs = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('heat,')) return;
    try {
      runs.push(parseLine(line, i + 1));
    } catch (e) {
      errors.push(e.message);
    }
  });
  return { runs, errors };
}

const fmtTime = s => {
  const m = Math.floor(s / 60);
  const sec = (s - m * 60).toFixed(1).padStart(4, '0');
  return `${m}:${sec}`;
};

function report(text) {
  const { runs, errors } = parse(text);
  const drivers = new Map();
  for (const run of runs) {
    const key = `${run.cls}/${run.driver}`;
    if (!drivers.has(key)) drivers.set(key, new Driver(run.driver, run.cls, run.mower));
    drivers.get(key).add(run);
  }
  const out = [];
  out.push('LAWNMOWER RACING - HEAT STANDINGS');
  const byClass = new Map([...CLASSES].map(c => [c, []]));
  for (const d of drivers.values()) byClass.get(d.cls).push(d);
  const winners = {};
  for (const [cls, list] of byClass) {
    // most laps first, then least adjusted time
    list.sort((a, b) => b.laps - a.laps || a.time - b.time);
    out.push('', `== ${cls} (${list.length} drivers) ==`);
    list.forEach((d, i) => {
      out.push(`${String(i + 1).padStart(2)}. ${d.name.padEnd(14)} ${d.mower.padEnd(17)} `
        + `laps ${String(d.laps).padStart(3)}  time ${fmtTime(d.time).padStart(8)}  `
        + `best avg lap ${d.bestLap.toFixed(2).padStart(6)}s${d.penalties ? `  (+${d.penalties}s pen)` : ''}`);
    });
    if (list.length) winners[cls] = list[0].name;
  }
  if (errors.length) {
    out.push('', `Skipped ${errors.length} bad line(s):`);
    errors.forEach(e => out.push(`  - ${e}`));
  }
  const totalLaps = runs.reduce((n, r) => n + r.laps, 0);
  out.push('', JSON.stringify({ runs: runs.length, drivers: drivers.size, laps: totalLaps, skipped: errors.length, winners }));
  return out.join('\n');
}

module.exports = { parse, report, Run, Driver };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'mower_heats.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
