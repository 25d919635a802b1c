'use strict';
const fs = require('fs');
const path = require('path');

const toMinutes = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

const fmtTime = (mins) => {
  const h = Math.floor(mins / 60);
  const m = mins % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

const money = (x) => `$${x.toFixed(2)}`;

class MachineStats {
  constructor({ id, kind, capacity }) {
    Object.assign(this, { id, kind, capacity: capacity ?? 8 });
    this.runs = 0;
    this.minutes = 0;
    this.faults = [];
  }
  add({ minutes, error }) {
    this.runs += 1;
    this.minutes += minutes;
    if (error) this.faults.push(error);
  }
}

function loadData(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${err.message}`);
  }
}

function summarize(data) {
  const machines = new Map(data.machines.map((m) => [m.id, new MachineStats(m)]));
  const unknown = new Set();
  const byCustomer = new Map();
  const payments = {};
  let revenue = 0;
  let lastEnd = 0;

  for (const cycle of data.cycles) {
    const stats = machines.get(cycle.machine);
    if (!stats) {
      unknown.add(cycle.machine);
      continue;
    }
    stats.add(cycle);
    const price = cycle.error ? 0 : cycle.minutes * (data.pricePerMinute?.[stats.kind] ?? 0.1);
    revenue += price;
    payments[cycle.payment] = (payments[cycle.payment] ?? 0) + 1;
    const prev = byCustomer.get(cycle.customer) ?? { visits: 0, spent: 0 };
    byCustomer.set(cycle.customer, { visits: prev.visits + 1, spent: prev.spent + price });
    lastEnd = Math.max(lastEnd, toMinutes(cycle.start) + cycle.minutes);
  }
  return { machines: [...machines.values()], unknown, byCustomer, payments, revenue, lastEnd };
}

function buildReport(data) {
  const { machines, unknown, byCustomer, payments, revenue, lastEnd } = summarize(data);
  const lines = [`Laundry report: ${data.store}`, '='.repeat(40)];
  const sorted = [...machines].sort((a, b) => b.minutes - a.minutes || a.id.localeCompare(b.id));
  for (const { id, kind, capacity, runs, minutes, faults } of sorted) {
    const note = faults.length ? `  faults: ${faults.join(', ')}` : '';
    lines.push(`${id.padEnd(4)}${kind.padEnd(8)}${String(capacity).padStart(3)}kg ${String(runs).padStart(2)} runs ${String(minutes).padStart(4)} min${note}`);
  }
  const idle = machines.filter((m) => m.runs === 0).map((m) => m.id);
  lines.push('', `Idle machines: ${idle.length ? idle.join(', ') : 'none'}`);
  if (unknown.size) lines.push(`Unknown machines: ${[...unknown].sort().join(', ')}`);
  const top = [...byCustomer.entries()]
    .sort(([, a], [, b]) => b.spent - a.spent)
    .slice(0, 3)
    .map(([name, { visits, spent }], i) => `  ${i + 1}. ${name} (${visits} cycles, ${money(spent)})`);
  lines.push('Top customers:', ...top);
  const payLine = Object.entries(payments)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  lines.push(`Payments: ${payLine}`);
  lines.push(`Revenue: ${money(revenue)}   last machine stops at ${fmtTime(lastEnd)}`);
  const summary = { store: data.store, revenue: Number(revenue.toFixed(2)), idle, unknown: [...unknown] };
  return { text: lines.join('\n'), summary };
}

function main(file = path.join(__dirname, '..', 'root', 'laundry.json')) {
  const { text, summary } = buildReport(loadData(file));
  console.log(text);
  console.log(JSON.stringify(summary));
}

module.exports = { buildReport, summarize, toMinutes };

if (require.main === module) main(process.argv[2]);
