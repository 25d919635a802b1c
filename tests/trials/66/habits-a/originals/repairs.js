'use strict';
// Bike repair shop: summarise work orders per mechanic and per service.
const fs = require('fs');
const path = require('path');

const LABOUR_RATE = 48; // per hour
const STATUSES = new Set(['done', 'waiting', 'cancelled']);

class WorkOrder {
  constructor({ id, date, mechanic, service, parts, minutes, status }) {
    Object.assign(this, { id, date, mechanic, service, parts, minutes, status });
  }
  get labour() {
    return (this.minutes / 60) * LABOUR_RATE;
  }
  get total() {
    return this.parts + this.labour;
  }
  get billable() {
    return this.status === 'done';
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [id, date, mechanic, service, partsText, minutesText, status] = fields;
  const parts = Number(partsText);
  const minutes = Number.parseInt(minutesText, 10);
  if (Number.isNaN(parts)) throw new Error(`line ${lineNo}: bad parts cost "${partsText}"`);
  if (!Number.isInteger(minutes)) throw new Error(`line ${lineNo}: bad minutes "${minutesText}"`);
  if (!STATUSES.has(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  return new WorkOrder({ id, date, mechanic, service, parts, minutes, status });
}

function loadOrders(text) {
  const orders = [];
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('id,')) return;
    try {
      orders.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { orders, problems };
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

const money = (n) => n.toFixed(2).padStart(8);

function buildReport(text) {
  const { orders, problems } = loadOrders(text);
  const billable = orders.filter((o) => o.billable);
  const out = [];
  out.push(`Work orders: ${orders.length} read, ${billable.length} billable, ${problems.length} skipped`);
  out.push('');
  out.push('Mechanic   Jobs   Minutes    Revenue');
  const byMechanic = [...groupBy(billable, (o) => o.mechanic)].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, jobs] of byMechanic) {
    const minutes = jobs.reduce((sum, { minutes: m }) => sum + m, 0);
    const revenue = jobs.reduce((sum, o) => sum + o.total, 0);
    out.push(`${name.padEnd(10)} ${String(jobs.length).padStart(4)} ${String(minutes).padStart(9)} ${money(revenue)}`);
  }
  out.push('');
  out.push('By service (average minutes):');
  const byService = [...groupBy(billable, (o) => o.service)]
    .map(([service, jobs]) => ({ service, count: jobs.length, avg: jobs.reduce((s, o) => s + o.minutes, 0) / jobs.length }))
    .sort((a, b) => b.avg - a.avg || a.service.localeCompare(b.service));
  for (const { service, count, avg } of byService) {
    out.push(`  ${service.padEnd(12)} x${count}  ${avg.toFixed(1)} min`);
  }
  const open = orders.filter((o) => o.status === 'waiting').map((o) => o.id);
  out.push('');
  out.push(`Open: ${open.length ? open.join(', ') : 'none'}`);
  if (problems.length) {
    out.push('Skipped:');
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const revenue = billable.reduce((s, o) => s + o.total, 0);
  const top = byMechanic.reduce((best, [name, jobs]) => (jobs.length > (best?.jobs ?? 0) ? { name, jobs: jobs.length } : best), null);
  const summary = { orders: orders.length, billable: billable.length, skipped: problems.length, revenue: Math.round(revenue * 100) / 100, topMechanic: top?.name ?? null };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, loadOrders, WorkOrder };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'repairs.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
