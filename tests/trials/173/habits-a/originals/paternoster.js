'use strict';
// Paternoster cabin inspection report: reads a CSV log, skips bad lines,
// prints per-building and per-inspector summaries and a JSON line.
const fs = require('fs');

const RESULTS = new Set(['pass', 'fail']);

class Inspection {
  constructor({ date, building, cabin, inspector, check, result, minutes }) {
    Object.assign(this, { date, building, cabin, inspector, check, result, minutes });
  }
  get failed() { return this.result === 'fail'; }
  get label() { return `${this.building}/${this.cabin}`; }
}

class Tally {
  constructor() { this.count = 0; this.fails = 0; this.minutes = 0; }
  add(insp) {
    this.count += 1;
    this.fails += insp.failed ? 1 : 0;
    this.minutes += insp.minutes;
  }
  get passRate() { return this.count ? (this.count - this.fails) / this.count : 0; }
  get avgMinutes() { return this.count ? this.minutes / this.count : 0; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [date, building, cabin, inspector, check, result, rawMinutes] = fields;
  if (!RESULTS.has(result)) {
    throw new Error(`line ${lineNo}: unknown result "${result}"`);
  }
  const minutes = Number(rawMinutes);
  if (!Number.isFinite(minutes) || minutes <= 0) {
    throw new Error(`line ${lineNo}: bad minutes "${rawMinutes}"`);
  }
  return new Inspection({ date, building, cabin, inspector, check, result, minutes });
}

function parseLog(text) {
  const inspections = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      inspections.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { inspections, errors };
}

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, new Tally());
    groups.get(key).add(item);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

function formatReport(text) {
  const { inspections, errors } = parseLog(text);
  const byBuilding = groupBy(inspections, (x) => x.building);
  const byInspector = groupBy(inspections, (x) => x.inspector);
  const out = [];
  out.push('PATERNOSTER INSPECTION REPORT');
  out.push('='.repeat(44));
  out.push(`${'Building'.padEnd(20)}${'Checks'.padStart(7)}${'Fails'.padStart(7)}${'Pass%'.padStart(10)}`);
  for (const [name, t] of byBuilding) {
    out.push(`${name.padEnd(20)}${String(t.count).padStart(7)}${String(t.fails).padStart(7)}${(t.passRate * 100).toFixed(1).padStart(9)}%`);
  }
  out.push('-'.repeat(44));
  for (const [name, { count, avgMinutes }] of byInspector) {
    out.push(`${name.padEnd(10)} ${count} checks, avg ${avgMinutes.toFixed(2)} min`);
  }
  const failures = inspections.filter((x) => x.failed);
  out.push(`Failed cabins: ${failures.map((x) => `${x.label} (${x.check})`).join(', ') || 'none'}`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  ! ${e}`));
  }
  const totalMinutes = inspections.reduce((sum, { minutes }) => sum + minutes, 0);
  const summary = {
    inspections: inspections.length,
    failed: failures.length,
    skipped: errors.length,
    buildings: byBuilding.size,
    totalMinutes: Math.round(totalMinutes * 10) / 10,
    worstBuilding: [...byBuilding].sort(([, a], [, b]) => a.passRate - b.passRate)[0]?.[0] ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { parseLog, formatReport, Inspection, Tally };

if (require.main === module) {
  const file = process.argv[2] || 'root/paternoster.csv';
  console.log(formatReport(fs.readFileSync(file, 'utf8')));
}
