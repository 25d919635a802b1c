'use strict';
// Barometer calibration bench report: reads bench readings, flags instruments out of tolerance.
const fs = require('fs');
const path = require('path');

const TOLERANCE_HPA = { 'Aneroid A2': 0.8, 'Mercury M1': 0.3, 'Digital D7': 0.5 };
const DEFAULT_TOLERANCE = 0.5;

class Instrument {
  constructor(serial, model) {
    this.serial = serial;
    this.model = model;
    this.errors = [];
    this.techs = new Set();
  }

  add({ tech, ref, read }) {
    this.errors.push(read - ref);
    if (tech) this.techs.add(tech);
  }

  get tolerance() {
    return TOLERANCE_HPA[this.model] ?? DEFAULT_TOLERANCE;
  }

  get meanError() {
    return this.errors.reduce((a, b) => a + b, 0) / this.errors.length;
  }

  get worstError() {
    return this.errors.reduce((w, e) => (Math.abs(e) > Math.abs(w) ? e : w), 0);
  }

  get passed() {
    return Math.abs(this.worstError) <= this.tolerance;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [serial, model, tech, refText, readText, tempText] = fields;
  const [ref, read, temp] = [refText, readText, tempText].map(Number);
  if ([ref, read, temp].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: non-numeric value in "${line}"`);
  }
  return { serial, model, tech, ref, read, temp };
}

function loadReadings(text) {
  const readings = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('serial,')) return;
    try {
      readings.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { readings, problems };
}

const fmt = (n, digits = 2) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

function buildReport(text) {
  const { readings, problems } = loadReadings(text);
  const instruments = new Map();
  for (const r of readings) {
    if (!instruments.has(r.serial)) instruments.set(r.serial, new Instrument(r.serial, r.model));
    instruments.get(r.serial).add(r);
  }

  const lines = ['Barometer calibration bench', '='.repeat(27)];
  lines.push(`${'serial'.padEnd(8)}${'model'.padEnd(12)}${'n'.padStart(3)}${'mean'.padStart(8)}${'worst'.padStart(8)}  tol  result`);
  const sorted = [...instruments.values()].sort((a, b) => a.serial.localeCompare(b.serial));
  for (const inst of sorted) {
    const { serial, model, errors, tolerance } = inst;
    lines.push(
      `${serial.padEnd(8)}${model.padEnd(12)}${String(errors.length).padStart(3)}` +
        `${fmt(inst.meanError).padStart(8)}${fmt(inst.worstError).padStart(8)}  ${tolerance.toFixed(1)}  ${inst.passed ? 'PASS' : 'FAIL'}`
    );
  }
  const temps = readings.map(({ temp }) => temp);
  lines.push('');
  lines.push(`Bench temperature: ${Math.min(...temps).toFixed(1)}..${Math.max(...temps).toFixed(1)} C`);
  const failed = sorted.filter((i) => !i.passed).map((i) => i.serial);
  lines.push(`Failed: ${failed.length ? failed.join(', ') : 'none'}`);
  if (problems.length) {
    lines.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => lines.push(`  - ${p}`));
  }
  const summary = {
    instruments: sorted.length,
    readings: readings.length,
    skipped: problems.length,
    failed,
    worst: Math.max(...sorted.map((i) => Math.abs(i.worstError))).toFixed(2),
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { buildReport, Instrument, parseLine };

if (require.main === module) {
  const file = path.join(__dirname, '..', 'root', 'barometer_bench.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
