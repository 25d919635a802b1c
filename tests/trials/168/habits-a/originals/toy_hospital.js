'use strict';
// Toy hospital: weekly report of repair tickets.
const fs = require('fs');
const path = require('path');

const HOURLY_RATE = 18;
const KINDS = ['plush', 'doll', 'wooden', 'mechanical'];

class Ticket {
  constructor({ id, date, toy, kind, repair, minutes, partsCost, status }) {
    Object.assign(this, { id, date, toy, kind, repair, minutes, partsCost, status });
  }

  get labourCost() {
    return (this.minutes / 60) * HOURLY_RATE;
  }

  get total() {
    return this.labourCost + this.partsCost;
  }

  get isOpen() {
    return this.status === 'waiting';
  }

  static parse(line) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 8) {
      throw new Error(`expected 8 fields, got ${fields.length}`);
    }
    const [id, date, toy, kind, repair, mins, cost, status] = fields;
    const minutes = Number.parseInt(mins, 10);
    const partsCost = Number(cost);
    if (!mins || Number.isNaN(minutes)) throw new Error(`bad minutes "${mins}"`);
    if (cost === '' || Number.isNaN(partsCost)) throw new Error(`bad parts cost "${cost}"`);
    if (!KINDS.includes(kind)) throw new Error(`unknown kind "${kind}"`);
    return new Ticket({ id, date, toy, kind, repair, minutes, partsCost, status });
  }
}

function loadTickets(text) {
  const tickets = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      tickets.push(Ticket.parse(line));
    } catch (err) {
      skipped.push({ line: i + 1, reason: err.message });
    }
  });
  return { tickets, skipped };
}

function summarise(tickets) {
  const byKind = new Map();
  for (const t of tickets) {
    const entry = byKind.get(t.kind) ?? { count: 0, minutes: 0, revenue: 0 };
    entry.count += 1;
    entry.minutes += t.minutes;
    entry.revenue += t.total;
    byKind.set(t.kind, entry);
  }
  return byKind;
}

const money = (n) => `£${n.toFixed(2)}`;

function report(text) {
  const { tickets, skipped } = loadTickets(text);
  const byKind = summarise(tickets);
  const out = [];
  out.push('TOY HOSPITAL — REPAIR REPORT');
  out.push('='.repeat(40));
  out.push(`${'kind'.padEnd(12)}${'jobs'.padStart(5)}${'mins'.padStart(7)}${'revenue'.padStart(10)}`);
  const kinds = [...byKind.entries()].sort(([, a], [, b]) => b.revenue - a.revenue);
  for (const [kind, { count, minutes, revenue }] of kinds) {
    out.push(`${kind.padEnd(12)}${String(count).padStart(5)}${String(minutes).padStart(7)}${money(revenue).padStart(10)}`);
  }
  out.push('-'.repeat(40));
  const longest = tickets.reduce((best, t) => (t.minutes > best.minutes ? t : best), tickets[0]);
  out.push(`Longest job: ${longest.id} ${longest.toy} (${longest.repair}, ${longest.minutes} min)`);
  const open = tickets.filter((t) => t.isOpen).map((t) => t.id);
  out.push(`Still waiting: ${open.length ? open.join(', ') : 'none'}`);
  for (const { line, reason } of skipped) {
    out.push(`skipped line ${line}: ${reason}`);
  }
  const revenue = tickets.reduce((sum, t) => sum + t.total, 0);
  const summary = {
    tickets: tickets.length,
    skipped: skipped.length,
    open: open.length,
    revenue: Math.round(revenue * 100) / 100,
    busiestKind: kinds[0]?.[0] ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Ticket, loadTickets, summarise, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'toy_hospital.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
