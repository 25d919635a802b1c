'use strict';
// Frost-fan runtime report for an orchard: reads a CSV log of wind-machine runs
// and summarises hours, fuel and coldest readings per block and per fan.
const fs = require('fs');

const FIELDS = ['date', 'block', 'fan', 'start', 'end', 'minTemp', 'fuel'];

const toMinutes = (hhmm) => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`bad time "${hhmm}"`);
  const [, h, min] = m;
  return Number(h) * 60 + Number(min);
};

class Run {
  constructor({ date, block, fan, start, end, minTemp, fuel }) {
    Object.assign(this, { date, block, fan, start, end });
    this.minTemp = Number(minTemp);
    this.fuel = Number(fuel);
    if (Number.isNaN(this.minTemp)) throw new Error(`bad temperature "${minTemp}"`);
    if (Number.isNaN(this.fuel)) throw new Error(`bad fuel "${fuel}"`);
    this.minutes = toMinutes(end) - toMinutes(start);
    if (this.minutes <= 0) this.minutes += 24 * 60; // ran past midnight
  }
  get hours() { return this.minutes / 60; }
  get litresPerHour() { return this.fuel / this.hours; }
}

class BlockStats {
  constructor(name) {
    this.name = name;
    this.runs = [];
  }
  add(run) { this.runs.push(run); }
  get hours() { return this.runs.reduce((s, r) => s + r.hours, 0); }
  get fuel() { return this.runs.reduce((s, r) => s + r.fuel, 0); }
  get coldest() { return Math.min(...this.runs.map(r => r.minTemp)); }
  get fans() { return new Set(this.runs.map(r => r.fan)).size; }
}

function parse(text) {
  const runs = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const parts = line.split(',').map(p => p.trim());
    if (parts.length !== FIELDS.length) {
      skipped.push({ line: i + 1, reason: `expected ${FIELDS.length} fields, got ${parts.length}` });
      return;
    }
    const record = Object.fromEntries(FIELDS.map((f, k) => [f, parts[k]]));
    try {
      runs.push(new Run(record));
    } catch (err) {
      skipped.push({ line: i + 1, reason: err.message });
    }
  });
  return { runs, skipped };
}

function report(text) {
  const { runs, skipped } = parse(text);
  const blocks = new Map();
  for (const run of runs) {
    if (!blocks.has(run.block)) blocks.set(run.block, new BlockStats(run.block));
    blocks.get(run.block).add(run);
  }
  const out = [];
  out.push('FROST-FAN RUNTIME REPORT');
  out.push('='.repeat(24));
  out.push(`${'Block'.padEnd(8)}${'Runs'.padStart(5)}${'Fans'.padStart(5)}${'Hours'.padStart(8)}${'Fuel L'.padStart(9)}${'Coldest'.padStart(9)}`);
  const sorted = [...blocks.values()].sort((a, b) => b.hours - a.hours);
  for (const b of sorted) {
    out.push(`${b.name.padEnd(8)}${String(b.runs.length).padStart(5)}${String(b.fans).padStart(5)}` +
      `${b.hours.toFixed(2).padStart(8)}${b.fuel.toFixed(1).padStart(9)}${b.coldest.toFixed(1).padStart(9)}`);
  }
  const thirstiest = runs.reduce((best, r) => (!best || r.litresPerHour > best.litresPerHour ? r : best), null);
  if (thirstiest) {
    const { fan, date, litresPerHour } = thirstiest;
    out.push(`Thirstiest run: ${fan} on ${date} at ${litresPerHour.toFixed(2)} L/h`);
  }
  const overnight = runs.filter(r => toMinutes(r.end) < toMinutes(r.start)).length;
  out.push(`Runs past midnight: ${overnight}`);
  if (skipped.length) {
    out.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach(({ line, reason }) => out.push(`  line ${line}: ${reason}`));
  }
  const totalHours = runs.reduce((s, r) => s + r.hours, 0);
  const totalFuel = runs.reduce((s, r) => s + r.fuel, 0);
  const summary = {
    runs: runs.length,
    skipped: skipped.length,
    blocks: blocks.size,
    hours: Math.round(totalHours * 100) / 100,
    fuel: Math.round(totalFuel * 10) / 10,
    coldest: Math.min(...runs.map(r => r.minTemp)),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parse, Run, BlockStats };

if (require.main === module) {
  const file = process.argv[2] || 'root/frostfans.csv';
  console.log(report(fs.readFileSync(file, 'utf8')));
}
