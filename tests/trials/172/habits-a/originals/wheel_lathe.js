'use strict';
const fs = require('fs');

const MIN_DIAMETER = 610; // condemning limit in mm

class Cut {
  constructor({ date, tram, axle, before, after, flange, minutes }) {
    Object.assign(this, { date, tram, axle, before, after, flange, minutes });
  }
  get removed() { return this.before - this.after; }
  get condemned() { return this.after < MIN_DIAMETER; }
  get rate() { return this.removed / this.minutes; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [date, tram, axleText, ...nums] = fields;
  const [before, after, flange, minutes] = nums.map(Number);
  const axle = parseInt(axleText, 10);
  if ([before, after, flange, minutes].some(n => Number.isNaN(n)) || nums.some(s => s === '')) {
    throw new Error(`line ${lineNo}: non-numeric measurement`);
  }
  if (after >= before) throw new Error(`line ${lineNo}: after ${after} >= before ${before}`);
  return new Cut({ date, tram, axle, before, after, flange, minutes });
}

function load(path) {
  const cuts = [];
  const errors = [];
  const lines = fs.readFileSync(path, 'utf8').split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      cuts.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { cuts, errors };
}

function summarise(cuts) {
  const byTram = new Map();
  for (const cut of cuts) {
    if (!byTram.has(cut.tram)) byTram.set(cut.tram, []);
    byTram.get(cut.tram).push(cut);
  }
  return [...byTram.entries()]
    .map(([tram, list]) => ({
      tram,
      axles: list.length,
      removed: list.reduce((s, c) => s + c.removed, 0),
      minutes: list.reduce((s, c) => s + c.minutes, 0),
      minAfter: Math.min(...list.map(c => c.after)),
      condemned: list.filter(c => c.condemned).length,
    }))
    .sort((a, b) => b.removed - a.removed || a.tram.localeCompare(b.tram));
}

function report(path) {
  const { cuts, errors } = load(path);
  const rows = summarise(cuts);
  const out = [];
  out.push('Wheel-lathe reprofiling report');
  out.push('='.repeat(30));
  out.push(`${'tram'.padEnd(6)}${'axles'.padStart(6)}${'removed'.padStart(9)}${'mins'.padStart(6)}${'min dia'.padStart(9)}  flag`);
  for (const { tram, axles, removed, minutes, minAfter, condemned } of rows) {
    const flag = condemned ? `CONDEMN x${condemned}` : '';
    out.push(`${tram.padEnd(6)}${String(axles).padStart(6)}${removed.toFixed(1).padStart(9)}${String(minutes).padStart(6)}${minAfter.toFixed(1).padStart(9)}  ${flag}`.trimEnd());
  }
  const totalMinutes = cuts.reduce((s, c) => s + c.minutes, 0);
  const totalRemoved = cuts.reduce((s, c) => s + c.removed, 0);
  const fastest = cuts.reduce((best, c) => (!best || c.rate > best.rate ? c : best), null);
  const days = new Set(cuts.map(c => c.date));
  out.push('');
  out.push(`Lathe time: ${Math.floor(totalMinutes / 60)}h ${String(totalMinutes % 60).padStart(2, '0')}m over ${days.size} days`);
  out.push(`Average removal: ${(totalRemoved / cuts.length).toFixed(2)} mm per axle`);
  if (fastest) {
    out.push(`Fastest cut: ${fastest.tram} axle ${fastest.axle} at ${fastest.rate.toFixed(3)} mm/min`);
  }
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad lines:`);
    errors.forEach(e => out.push(`  - ${e}`));
  }
  const summary = {
    axles: cuts.length,
    trams: rows.length,
    removed_mm: Math.round(totalRemoved * 10) / 10,
    minutes: totalMinutes,
    condemned: cuts.filter(c => c.condemned).map(c => `${c.tram}/${c.axle}`),
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Cut, parseLine, load, summarise, report };

if (require.main === module) {
  console.log(report(process.argv[2] || 'root/wheel_lathe.csv'));
}
