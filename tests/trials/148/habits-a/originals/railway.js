'use strict';
const fs = require('fs');
const path = require('path');

const MIN_FIELDS = 6;

class Run {
  constructor({ date, loco, driver, laps, minutes, derailments }) {
    Object.assign(this, { date, loco, driver, laps, minutes, derailments });
  }
  get lapsPerMinute() {
    return this.minutes > 0 ? this.laps / this.minutes : 0;
  }
  get clean() {
    return this.derailments === 0;
  }
}

class LocoStats {
  constructor(name) {
    this.name = name;
    this.runs = [];
  }
  add(run) {
    this.runs.push(run);
    return this;
  }
  get laps() {
    return this.runs.reduce((sum, { laps }) => sum + laps, 0);
  }
  get minutes() {
    return this.runs.reduce((sum, { minutes }) => sum + minutes, 0);
  }
  get derailments() {
    return this.runs.reduce((sum, r) => sum + r.derailments, 0);
  }
  get pace() {
    return this.minutes ? this.laps / this.minutes : 0;
  }
  get drivers() {
    return [...new Set(this.runs.map(r => r.driver))].sort();
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(s => s.trim());
  if (fields.length < MIN_FIELDS) {
    throw new Error(`line ${lineNo}: expected ${MIN_FIELDS} fields, got ${fields.length}`);
  }
  const [date, loco, driver, lapsText, minutesText, derailText] = fields;
  const laps = Number.parseInt(lapsText, 10);
  const minutes = Number.parseFloat(minutesText);
  const derailments = Number.parseInt(derailText, 10);
  if ([laps, minutes, derailments].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad number in "${line}"`);
  }
  if (laps < 0 || minutes <= 0) {
    throw new Error(`line ${lineNo}: out of range (laps=${laps}, minutes=${minutes})`);
  }
  return new Run({ date, loco, driver, laps, minutes, derailments });
}

function loadRuns(text) {
  const runs = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      runs.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { runs, problems };
}

function buildReport(text) {
  const { runs, problems } = loadRuns(text);
  const byLoco = new Map();
  for (const run of runs) {
    if (!byLoco.has(run.loco)) byLoco.set(run.loco, new LocoStats(run.loco));
    byLoco.get(run.loco).add(run);
  }
  const ranked = [...byLoco.values()].sort((a, b) => b.laps - a.laps || a.name.localeCompare(b.name));
  const out = ['MODEL RAILWAY CLUB - RUNNING REPORT', '='.repeat(36)];
  for (const { name, laps, minutes, derailments, pace, drivers } of ranked) {
    out.push(`${name.padEnd(16)} ${String(laps).padStart(4)} laps ${minutes.toFixed(2).padStart(7)} min ` +
      `${pace.toFixed(3)} l/min  derail ${derailments}  [${drivers.join(', ')}]`);
  }
  const best = runs.reduce((a, b) => (b.lapsPerMinute > a.lapsPerMinute ? b : a), runs[0]);
  const totalLaps = runs.reduce((s, r) => s + r.laps, 0);
  const cleanShare = runs.filter(r => r.clean).length / runs.length;
  out.push('-'.repeat(36));
  out.push(`Best run: ${best.loco} by ${best.driver} on ${best.date} (${best.lapsPerMinute.toFixed(3)} laps/min)`);
  out.push(`Clean runs: ${(cleanShare * 100).toFixed(1)}%`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach(p => out.push(`  - ${p}`));
  }
  const summary = {
    runs: runs.length,
    locos: byLoco.size,
    totalLaps,
    top: ranked[0]?.name ?? null,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Run, LocoStats, parseLine, loadRuns, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'railway.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
