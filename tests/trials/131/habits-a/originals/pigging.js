'use strict';
// Pipeline pigging run report: reads a CSV of pig runs and summarises per segment.
const fs = require('fs');
const path = require('path');

const FIELDS = ['runId', 'date', 'segment', 'pigType', 'distanceKm', 'durationMin', 'debrisKg', 'status'];
const PIG_TYPES = new Set(['cleaning', 'gauging', 'intelligent', 'batching']);

class PigRun {
  constructor({ runId, date, segment, pigType, distanceKm, durationMin, debrisKg, status }) {
    Object.assign(this, { runId, date, segment, pigType, distanceKm, durationMin, debrisKg, status });
  }
  get speedKmh() { return this.distanceKm / (this.durationMin / 60); }
  get failed() { return this.status !== 'ok'; }
  static parse(line, lineNo) {
    const parts = line.split(',').map(s => s.trim());
    if (parts.length !== FIELDS.length) throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
    const rec = Object.fromEntries(FIELDS.map((f, i) => [f, parts[i]]));
    for (const key of ['distanceKm', 'durationMin', 'debrisKg']) {
      const n = Number(rec[key]);
      if (!Number.isFinite(n) || n < 0) throw new Error(`line ${lineNo}: bad ${key} '${rec[key]}'`);
      rec[key] = n;
    }
    if (!PIG_TYPES.has(rec.pigType)) throw new Error(`line ${lineNo}: unknown pig type '${rec.pigType}'`);
    return new PigRun(rec);
  }
}

class SegmentStats {
  constructor(name) {
    this.name = name;
    this.runs = [];
  }
  add(run) { this.runs.push(run); }
  get count() { return this.runs.length; }
  get debris() { return this.runs.reduce((sum, r) => sum + r.debrisKg, 0); }
  get failures() { return this.runs.filter(r => r.failed).length; }
  get avgSpeed() {
    const good = this.runs.filter(r => !r.failed);
    return good.length ? good.reduce((s, r) => s + r.speedKmh, 0) / good.length : 0;
  }
}

function loadRuns(text) {
  const runs = [];
  const errors = [];
  text.split('\n').forEach((raw, idx) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('run_id')) return;
    try {
      runs.push(PigRun.parse(line, idx + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { runs, errors };
}

function buildReport(text) {
  const { runs, errors } = loadRuns(text);
  const segments = new Map();
  for (const run of runs) {
    if (!segments.has(run.segment)) segments.set(run.segment, new SegmentStats(run.segment));
    segments.get(run.segment).add(run);
  }
  const byType = runs.reduce((acc, { pigType }) => ({ ...acc, [pigType]: (acc[pigType] || 0) + 1 }), {});
  const out = [];
  out.push('PIGGING RUN REPORT');
  out.push('='.repeat(58));
  out.push(`${'Segment'.padEnd(16)}${'Runs'.padStart(6)}${'Debris kg'.padStart(12)}${'Avg km/h'.padStart(11)}${'Fails'.padStart(7)}`);
  const sorted = [...segments.values()].sort((a, b) => b.debris - a.debris || a.name.localeCompare(b.name));
  for (const seg of sorted) {
    out.push(`${seg.name.padEnd(16)}${String(seg.count).padStart(6)}${seg.debris.toFixed(2).padStart(12)}${seg.avgSpeed.toFixed(1).padStart(11)}${String(seg.failures).padStart(7)}`);
  }
  out.push('-'.repeat(58));
  const types = Object.entries(byType).sort(([a], [b]) => a.localeCompare(b));
  out.push(`Pig types: ${types.map(([t, n]) => `${t}=${n}`).join(', ')}`);
  const heaviest = runs.reduce((best, r) => (!best || r.debrisKg > best.debrisKg ? r : best), null);
  if (heaviest) out.push(`Heaviest debris: ${heaviest.runId} (${heaviest.segment}, ${heaviest.debrisKg.toFixed(1)} kg on ${heaviest.date})`);
  const problems = runs.filter(r => r.failed).map(({ runId, status }) => `${runId}:${status}`);
  out.push(`Problem runs: ${problems.length ? problems.join(' ') : 'none'}`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach(e => out.push(`  - ${e}`));
  }
  const totalDebris = runs.reduce((s, r) => s + r.debrisKg, 0);
  const summary = {
    runs: runs.length,
    skipped: errors.length,
    segments: segments.size,
    debrisKg: Math.round(totalDebris * 100) / 100,
    failures: problems.length,
    worstSegment: sorted.length ? sorted[0].name : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { PigRun, SegmentStats, loadRuns, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'pigging.csv');
  const text = fs.readFileSync(file, 'utf8');
  console.log(buildReport(text));
}
