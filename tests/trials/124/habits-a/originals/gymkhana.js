'use strict';
// Pony club gymkhana results: per-class event winners and rider standings.
const fs = require('fs');
const path = require('path');

const FAULT_PENALTY = 5; // seconds added per fault

class Run {
  constructor({ rider, pony, cls, event, seconds, faults }) {
    Object.assign(this, { rider, pony, cls, event, seconds, faults });
  }
  get penalty() { return this.faults * FAULT_PENALTY; }
  get adjusted() { return this.seconds + this.penalty; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  const [rider, pony, cls, event, secText, faultText] = fields;
  const seconds = Number(secText);
  const faults = Number.parseInt(faultText, 10);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`line ${lineNo}: bad time "${secText}"`);
  if (!Number.isInteger(faults) || faults < 0) throw new Error(`line ${lineNo}: bad faults "${faultText}"`);
  return new Run({ rider, pony, cls, event, seconds, faults });
}

function load(text) {
  const runs = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('rider,')) return;
    try {
      runs.push(parseLine(line, i + 1));
    } catch (err) {
      skipped.push(err.message);
    }
  });
  return { runs, skipped };
}

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
}

function report(text) {
  const { runs, skipped } = load(text);
  const out = [];
  const events = [...new Set(runs.map(r => r.event))].sort();
  out.push(`Gymkhana results: ${runs.length} runs, ${events.length} events`);
  out.push('');

  const byClass = groupBy(runs, r => r.cls);
  for (const cls of [...byClass.keys()].sort()) {
    out.push(`== Class ${cls} ==`);
    const byEvent = groupBy(byClass.get(cls), r => r.event);
    for (const [event, eventRuns] of [...byEvent].sort(([a], [b]) => a.localeCompare(b))) {
      const [best, ...rest] = [...eventRuns].sort((a, b) => a.adjusted - b.adjusted);
      const margin = rest.length ? `by ${(rest[0].adjusted - best.adjusted).toFixed(2)}s` : 'unopposed';
      out.push(`  ${event.padEnd(14)} ${best.rider.padEnd(10)} on ${best.pony.padEnd(9)} ${best.adjusted.toFixed(2).padStart(6)}s (${margin})`);
    }
  }
  out.push('');

  const standings = [...groupBy(runs, r => r.rider)].map(([rider, rs]) => ({
    rider,
    cls: rs[0].cls,
    count: rs.length,
    total: rs.reduce((sum, r) => sum + r.adjusted, 0),
    faults: rs.reduce((sum, r) => sum + r.faults, 0),
  }));
  const complete = standings.filter(s => s.count === events.length).sort((a, b) => a.total - b.total);
  const incomplete = standings.filter(s => s.count !== events.length).map(s => s.rider).sort();

  out.push('Overall (all events ridden):');
  complete.forEach(({ rider, cls, total, faults }, i) => {
    const avg = total / events.length;
    out.push(`${String(i + 1).padStart(2)}. ${rider.padEnd(10)} ${cls.padEnd(4)} total ${total.toFixed(2).padStart(7)}s  avg ${avg.toFixed(1)}s  faults ${faults}`);
  });
  if (incomplete.length) out.push(`Not ranked: ${incomplete.join(', ')}`);

  if (skipped.length) {
    out.push('');
    out.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach(msg => out.push(`  - ${msg}`));
  }

  const totalFaults = runs.reduce((sum, r) => sum + r.faults, 0);
  const summary = {
    runs: runs.length,
    riders: standings.length,
    classes: byClass.size,
    champion: complete.length ? complete[0].rider : null,
    faultRate: Number((totalFaults / runs.length).toFixed(3)),
    skipped: skipped.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, Run };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'gymkhana.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
