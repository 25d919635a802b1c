'use strict';
// Snowmaking log report: per-zone hours, water use and coldest air temperature.
const fs = require('fs');
const path = require('path');

const FIELDS = ['date', 'cannon', 'zone', 'hours', 'water', 'temp'];

class Zone {
  constructor(name) {
    this.name = name;
    this.runs = [];
    this.cannons = new Set();
  }

  add(run) {
    this.runs.push(run);
    this.cannons.add(run.cannon);
  }

  get hours() {
    return this.runs.reduce((sum, { hours }) => sum + hours, 0);
  }

  get water() {
    return this.runs.reduce((sum, { water }) => sum + water, 0);
  }

  get rate() {
    return this.hours > 0 ? this.water / this.hours : 0;
  }

  get coldest() {
    return Math.min(...this.runs.map(({ temp }) => temp));
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
  }
  const [date, cannon, zone, ...nums] = parts;
  if (!zone) throw new Error(`line ${lineNo}: missing zone`);
  const [hours, water, temp] = nums.map(Number);
  if ([hours, water, temp].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad number in "${nums.join(',')}"`);
  }
  if (hours <= 0) throw new Error(`line ${lineNo}: hours must be positive (${hours})`);
  return { date, cannon, zone, hours, water, temp };
}

function buildReport(text) {
  const zones = new Map();
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      const run = parseLine(line, i + 1);
      if (!zones.has(run.zone)) zones.set(run.zone, new Zone(run.zone));
      zones.get(run.zone).add(run);
    } catch (err) {
      skipped.push(err.message);
    }
  });

  const sorted = [...zones.values()].sort((a, b) => b.water - a.water);
  const out = [];
  out.push('SNOWMAKING REPORT');
  out.push(`${'Zone'.padEnd(14)}${'Runs'.padStart(5)}${'Hours'.padStart(8)}${'Water m3'.padStart(10)}${'m3/h'.padStart(7)}${'Coldest'.padStart(9)}`);
  for (const z of sorted) {
    out.push(
      `${z.name.padEnd(14)}${String(z.runs.length).padStart(5)}${z.hours.toFixed(2).padStart(8)}` +
        `${z.water.toFixed(1).padStart(10)}${z.rate.toFixed(1).padStart(7)}${z.coldest.toFixed(1).padStart(9)}`
    );
  }
  const totalHours = sorted.reduce((s, z) => s + z.hours, 0);
  const totalWater = sorted.reduce((s, z) => s + z.water, 0);
  out.push(`Total: ${totalHours.toFixed(2)} h, ${totalWater.toFixed(1)} m3`);
  if (skipped.length) {
    out.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach((msg) => out.push(`  - ${msg}`));
  }
  const summary = {
    zones: sorted.length,
    runs: sorted.reduce((s, z) => s + z.runs.length, 0),
    hours: Number(totalHours.toFixed(2)),
    water_m3: Number(totalWater.toFixed(1)),
    thirstiest: sorted.length ? sorted[0].name : null,
    skipped: skipped.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, Zone };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'snowmaking.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
