'use strict';
// Sawmill log intake: volume per species and grade mix, from a CSV log sheet.
const fs = require('fs');
const path = require('path');

const GRADES = ['A', 'B', 'C'];
const GRADE_PRICE = { A: 310, B: 220, C: 140 }; // per cubic metre

class LogRecord {
  constructor({ date, logId, species, length, diameter, grade }) {
    Object.assign(this, { date, logId, species, length, diameter, grade });
  }

  // Huber's formula: cross-section at mid-length times length.
  get volume() {
    const radius = this.diameter / 200;
    return Math.PI * radius ** 2 * this.length;
  }

  get value() {
    return this.volume * GRADE_PRICE[this.grade];
  }

  static parse(line, lineNo) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
    const [date, logId, species, lengthText, diameterText, grade] = fields;
    const length = Number.parseFloat(lengthText);
    const diameter = Number.parseFloat(diameterText);
    if (!Number.isFinite(length) || length <= 0) throw new Error(`line ${lineNo}: bad length "${lengthText}"`);
    if (!Number.isFinite(diameter) || diameter <= 0) throw new Error(`line ${lineNo}: bad diameter "${diameterText}"`);
    if (!GRADES.includes(grade)) throw new Error(`line ${lineNo}: unknown grade "${grade}"`);
    return new LogRecord({ date, logId, species, length, diameter, grade });
  }
}

function loadLogs(text) {
  const logs = [];
  const problems = [];
  const lines = text.split('\n');
  lines.slice(1).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    try {
      logs.push(LogRecord.parse(line, i + 2));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { logs, problems };
}

function summarize(logs) {
  const bySpecies = new Map();
  for (const log of logs) {
    const entry = bySpecies.get(log.species) ?? { count: 0, volume: 0, value: 0, grades: {} };
    entry.count += 1;
    entry.volume += log.volume;
    entry.value += log.value;
    entry.grades[log.grade] = (entry.grades[log.grade] ?? 0) + 1;
    bySpecies.set(log.species, entry);
  }
  return [...bySpecies.entries()].sort(([, a], [, b]) => b.volume - a.volume);
}

function report(text) {
  const { logs, problems } = loadLogs(text);
  const rows = summarize(logs);
  const out = [];
  out.push('SAWMILL INTAKE REPORT');
  out.push('='.repeat(52));
  out.push(`${'Species'.padEnd(14)}${'Logs'.padStart(5)}${'Vol m3'.padStart(9)}${'Value'.padStart(10)}  Grades`);
  for (const [species, { count, volume, value, grades }] of rows) {
    const mix = GRADES.filter((g) => grades[g]).map((g) => `${g}:${grades[g]}`).join(' ');
    out.push(`${species.padEnd(14)}${String(count).padStart(5)}${volume.toFixed(3).padStart(9)}${value.toFixed(2).padStart(10)}  ${mix}`);
  }
  out.push('-'.repeat(52));
  const totalVolume = logs.reduce((sum, l) => sum + l.volume, 0);
  const totalValue = logs.reduce((sum, l) => sum + l.value, 0);
  const biggest = logs.reduce((best, l) => (!best || l.volume > best.volume ? l : best), null);
  out.push(`${'TOTAL'.padEnd(14)}${String(logs.length).padStart(5)}${totalVolume.toFixed(3).padStart(9)}${totalValue.toFixed(2).padStart(10)}`);
  if (biggest) out.push(`Largest log: ${biggest.logId} (${biggest.species}, ${biggest.volume.toFixed(3)} m3)`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const gradeTotals = Object.fromEntries(GRADES.map((g) => [g, logs.filter((l) => l.grade === g).length]));
  const summary = {
    logs: logs.length,
    skipped: problems.length,
    species: rows.length,
    volume_m3: Number(totalVolume.toFixed(3)),
    value: Number(totalValue.toFixed(2)),
    grades: gradeTotals,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { LogRecord, loadLogs, summarize, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'sawmill.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
