#!/usr/bin/env node
'use strict';
// Marquee hire report: reads bookings CSV, skips bad lines, summarises by size and week.
const fs = require('fs');
const path = require('path');

const SIZES = new Set(['small', 'medium', 'large', 'xl']);
const STATUSES = new Set(['confirmed', 'enquiry', 'cancelled']);

class Booking {
  constructor({ date, customer, size, days, rate, deposit, status }) {
    Object.assign(this, { date, customer, size, days, rate, deposit, status });
  }
  get total() { return this.days * this.rate; }
  get balance() { return this.total - this.deposit; }
  get isLive() { return this.status !== 'cancelled'; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(s => s.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [date, customer, size, daysText, rateText, depositText, status] = fields;
  const days = Number(daysText);
  const rate = Number(rateText);
  const deposit = Number(depositText);
  if (!Number.isInteger(days) || days <= 0) throw new Error(`line ${lineNo}: bad days "${daysText}"`);
  if (!SIZES.has(size)) throw new Error(`line ${lineNo}: unknown size "${size}"`);
  if (Number.isNaN(rate)) throw new Error(`line ${lineNo}: bad rate "${rateText}"`);
  if (Number.isNaN(deposit) || deposit < 0) throw new Error(`line ${lineNo}: bad deposit "${depositText}"`);
  if (!STATUSES.has(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  return new Booking({ date, customer, size, days, rate, deposit, status });
}

function loadBookings(text) {
  const bookings = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      bookings.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { bookings, errors };
}

const money = n => `£${n.toFixed(2)}`;

function buildReport({ bookings, errors }) {
  const lines = [];
  const live = bookings.filter(b => b.isLive);
  const bySize = new Map();
  for (const b of live) {
    const entry = bySize.get(b.size) ?? { count: 0, days: 0, revenue: 0 };
    entry.count += 1;
    entry.days += b.days;
    entry.revenue += b.total;
    bySize.set(b.size, entry);
  }

  lines.push('MARQUEE HIRE REPORT');
  lines.push('='.repeat(19));
  lines.push(`${'Date'.padEnd(10)}  ${'Customer'.padEnd(24)} ${'Size'.padEnd(6)} ${'Days'.padStart(4)} ${'Total'.padStart(9)} ${'Balance'.padStart(9)}  Status`);
  for (const b of [...bookings].sort((a, c) => a.date.localeCompare(c.date) || a.customer.localeCompare(c.customer))) {
    lines.push(`${b.date}  ${b.customer.slice(0, 24).padEnd(24)} ${b.size.padEnd(6)} ${String(b.days).padStart(4)} ${money(b.total).padStart(9)} ${money(b.balance).padStart(9)}  ${b.status}`);
  }

  lines.push('');
  lines.push('By size (excluding cancelled):');
  const sizes = [...bySize.entries()].sort(([, a], [, c]) => c.revenue - a.revenue);
  for (const [size, { count, days, revenue }] of sizes) {
    const share = (revenue / live.reduce((s, b) => s + b.total, 0)) * 100;
    lines.push(`  ${size.padEnd(6)} ${String(count).padStart(2)} hires ${String(days).padStart(3)} days ${money(revenue).padStart(10)} ${share.toFixed(1).padStart(5)}%`);
  }

  const confirmed = live.filter(b => b.status === 'confirmed');
  const revenue = confirmed.reduce((s, b) => s + b.total, 0);
  const outstanding = confirmed.reduce((s, b) => s + b.balance, 0);
  const pipeline = live.filter(b => b.status === 'enquiry').reduce((s, b) => s + b.total, 0);
  const busiest = Object.entries(
    live.reduce((acc, { date, days }) => ({ ...acc, [date]: (acc[date] || 0) + days }), {})
  ).sort(([da, a], [dc, c]) => c - a || da.localeCompare(dc))[0];

  lines.push('');
  lines.push(`Confirmed revenue:   ${money(revenue)}`);
  lines.push(`Outstanding balance: ${money(outstanding)}`);
  lines.push(`Enquiry pipeline:    ${money(pipeline)}`);
  lines.push(`Busiest weekend:     ${busiest[0]} (${busiest[1]} marquee-days)`);

  if (errors.length) {
    lines.push('');
    lines.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach(e => lines.push(`  - ${e}`));
  }

  const summary = {
    bookings: bookings.length,
    confirmed: confirmed.length,
    revenue: Math.round(revenue * 100) / 100,
    outstanding: Math.round(outstanding * 100) / 100,
    topSize: sizes.length ? sizes[0][0] : null,
    skipped: errors.length,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

function main(file = path.join(__dirname, '..', 'root', 'marquee_hires.csv')) {
  const text = fs.readFileSync(file, 'utf8');
  console.log(buildReport(loadBookings(text)));
}

module.exports = { Booking, parseLine, loadBookings, buildReport };

if (require.main === module) main(process.argv[2]);
