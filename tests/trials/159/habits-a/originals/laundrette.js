'use strict';
// Laundrette daily report: reads a CSV of machine cycles and summarises takings.
const fs = require('fs');
const path = require('path');

const KINDS = new Set(['washer', 'dryer']);

class Cycle {
  constructor({ when, machine, kind, program, minutes, pence, payment }) {
    Object.assign(this, { when, machine, kind, program, minutes, pence, payment });
  }

  get hour() {
    return Number(this.when.slice(11, 13));
  }

  get pounds() {
    return this.pence / 100;
  }

  get perMinute() {
    return this.minutes ? this.pence / this.minutes : 0;
  }

  static parse(line) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 7) throw new Error(`expected 7 fields, got ${fields.length}`);
    const [when, machine, kind, program, minutesText, penceText, payment] = fields;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(when)) throw new Error(`bad time "${when}"`);
    if (!KINDS.has(kind)) throw new Error(`unknown kind "${kind}"`);
    const minutes = Number.parseInt(minutesText, 10);
    const pence = Number.parseInt(penceText, 10);
    if (Number.isNaN(minutes) || minutes <= 0) throw new Error(`bad minutes "${minutesText}"`);
    if (Number.isNaN(pence) || pence < 0) throw new Error(`bad price "${penceText}"`);
    return new Cycle({ when, machine, kind, program, minutes, pence, payment });
  }
}

function loadCycles(text) {
  const cycles = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      cycles.push(Cycle.parse(line));
    } catch (err) {
      skipped.push({ line: i + 1, reason: err.message });
    }
  });
  return { cycles, skipped };
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

const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);
const money = (pence) => `£${(pence / 100).toFixed(2)}`;

function report(text) {
  const { cycles, skipped } = loadCycles(text);
  const out = [];
  out.push('LAUNDRETTE DAY REPORT');
  out.push('='.repeat(44));

  const byMachine = groupBy(cycles, (c) => c.machine);
  const machines = [...byMachine.keys()].sort();
  out.push(`${'machine'.padEnd(8)}${'kind'.padEnd(8)}${'cycles'.padStart(7)}${'mins'.padStart(6)}${'takings'.padStart(10)}`);
  for (const id of machines) {
    const list = byMachine.get(id);
    const { kind } = list[0];
    out.push(`${id.padEnd(8)}${kind.padEnd(8)}${String(list.length).padStart(7)}${String(sum(list, (c) => c.minutes)).padStart(6)}${money(sum(list, (c) => c.pence)).padStart(10)}`);
  }

  out.push('-'.repeat(44));
  const byPayment = groupBy(cycles, (c) => c.payment);
  const payments = [...byPayment.entries()]
    .map(([method, list]) => ({ method, total: sum(list, (c) => c.pence) }))
    .sort((a, b) => b.total - a.total || a.method.localeCompare(b.method));
  for (const { method, total } of payments) {
    out.push(`  ${method.padEnd(6)} ${money(total).padStart(9)}`);
  }

  const byHour = groupBy(cycles, (c) => c.hour);
  const [busiestHour, busiestList] = [...byHour.entries()]
    .reduce((best, cur) => (cur[1].length > best[1].length ? cur : best));
  const best = cycles.reduce((a, b) => (b.perMinute > a.perMinute ? b : a));
  out.push(`busiest hour: ${String(busiestHour).padStart(2, '0')}:00 (${busiestList.length} cycles)`);
  out.push(`best value to owner: ${best.machine} ${best.program} at ${best.perMinute.toFixed(2)}p/min`);

  for (const { line, reason } of skipped) out.push(`skipped line ${line}: ${reason}`);

  const total = sum(cycles, (c) => c.pence);
  const summary = {
    cycles: cycles.length,
    skipped: skipped.length,
    takings: Number((total / 100).toFixed(2)),
    washers: cycles.filter((c) => c.kind === 'washer').length,
    dryers: cycles.filter((c) => c.kind === 'dryer').length,
    avgMinutes: Math.round(sum(cycles, (c) => c.minutes) / cycles.length * 10) / 10,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Cycle, loadCycles, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'laundrette.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
