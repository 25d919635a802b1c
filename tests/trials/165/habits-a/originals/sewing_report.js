#!/usr/bin/env node
'use strict';
// Sewing-machine repair shop: weekly ticket report.
const fs = require('fs');

const HOURLY_RATE = 38.5;
const STATUSES = new Set(['done', 'waiting-parts', 'in-progress', 'collected']);

class Ticket {
  constructor({ id, received, brand, model, fault, hours, parts, status }) {
    Object.assign(this, { id, received, brand, model, fault, hours, parts, status });
  }

  get labour() {
    return this.hours * HOURLY_RATE;
  }

  get total() {
    return this.labour + this.parts;
  }

  get isOpen() {
    return this.status === 'waiting-parts' || this.status === 'in-progress';
  }

  static parse(line, lineNo) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 8) {
      throw new Error(`line ${lineNo}: expected 8 fields, got ${fields.length}`);
    }
    const [id, received, brand, model, fault, hoursText, partsText, status] = fields;
    const hours = Number(hoursText);
    const parts = Number(partsText);
    if (!Number.isFinite(hours) || hours < 0) {
      throw new Error(`line ${lineNo}: bad hours "${hoursText}"`);
    }
    if (!Number.isFinite(parts) || parts < 0) {
      throw new Error(`line ${lineNo}: bad parts cost "${partsText}"`);
    }
    if (!STATUSES.has(status)) {
      throw new Error(`line ${lineNo}: unknown status "${status}"`);
    }
    return new Ticket({ id, received, brand, model, fault, hours, parts, status });
  }
}

function loadTickets(text) {
  const tickets = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      tickets.push(Ticket.parse(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { tickets, problems };
}

const money = (n) => `£${n.toFixed(2)}`;

function buildReport(text) {
  const { tickets, problems } = loadTickets(text);
  const byBrand = new Map();
  for (const t of tickets) {
    const entry = byBrand.get(t.brand) ?? { count: 0, hours: 0, revenue: 0 };
    entry.count += 1;
    entry.hours += t.hours;
    entry.revenue += t.total;
    byBrand.set(t.brand, entry);
  }

  const faults = tickets.reduce((acc, { fault }) => {
    acc[fault] = (acc[fault] || 0) + 1;
    return acc;
  }, {});
  const [topFault, topCount] = Object.entries(faults)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0] ?? ['none', 0];

  const lines = [];
  lines.push('SEWING-MACHINE REPAIRS');
  lines.push('='.repeat(44));
  lines.push(`${'Brand'.padEnd(10)}${'Jobs'.padStart(6)}${'Hours'.padStart(8)}${'Revenue'.padStart(12)}`);
  const brands = [...byBrand.entries()].sort(([, a], [, b]) => b.revenue - a.revenue);
  for (const [brand, { count, hours, revenue }] of brands) {
    lines.push(`${brand.padEnd(10)}${String(count).padStart(6)}${hours.toFixed(2).padStart(8)}${money(revenue).padStart(12)}`);
  }
  lines.push('-'.repeat(44));
  const open = tickets.filter((t) => t.isOpen);
  lines.push(`Open tickets: ${open.map(({ id, status }) => `${id} (${status})`).join(', ') || 'none'}`);
  lines.push(`Most common fault: ${topFault} x${topCount}`);
  const biggest = tickets.reduce((best, t) => (best && best.total >= t.total ? best : t), null);
  if (biggest) {
    lines.push(`Largest job: ${biggest.id} ${biggest.brand} ${biggest.model} ${money(biggest.total)}`);
  }
  if (problems.length) {
    lines.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => lines.push(`  - ${p}`));
  }
  const revenue = tickets.reduce((sum, t) => sum + t.total, 0);
  const summary = {
    tickets: tickets.length,
    skipped: problems.length,
    open: open.length,
    hours: Number(tickets.reduce((s, t) => s + t.hours, 0).toFixed(2)),
    revenue: Number(revenue.toFixed(2)),
    topFault,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { Ticket, loadTickets, buildReport };

if (require.main === module) {
  const file = process.argv[2] || 'root/sewing_tickets.csv';
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
