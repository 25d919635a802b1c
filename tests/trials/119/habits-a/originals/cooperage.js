'use strict';
// Cooperage repair tickets: per-cooper and per-barrel summary.
const fs = require('fs');
const path = require('path');

const STAVE_COST = 14.5;
const HOOP_COST = 9.0;

class Ticket {
  constructor({ id, date, cooper, barrel, staves, hoops, hours, rate }) {
    Object.assign(this, { id, date, cooper, barrel, staves, hoops, hours, rate });
  }
  get labour() { return this.hours * this.rate; }
  get parts() { return this.staves * STAVE_COST + this.hoops * HOOP_COST; }
  get total() { return this.labour + this.parts; }
  get isHeavy() { return this.staves >= 5; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 8) throw new Error(`line ${lineNo}: expected 8 fields, got ${fields.length}`);
  const [id, date, cooper, barrel, ...nums] = fields;
  const [staves, hoops, hours, rate] = nums.map((n) => (n === '' ? NaN : Number(n)));
  if ([staves, hoops, hours, rate].some((n) => Number.isNaN(n))) {
    throw new Error(`line ${lineNo}: bad number in ${id}`);
  }
  if (staves < 0 || hoops < 0) throw new Error(`line ${lineNo}: negative count in ${id}`);
  return new Ticket({ id, date, cooper, barrel, staves, hoops, hours, rate });
}

function loadTickets(text) {
  const tickets = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('ticket,')) return;
    try {
      tickets.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { tickets, errors };
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
const money = (n) => n.toFixed(2).padStart(9);

function report(text) {
  const { tickets, errors } = loadTickets(text);
  const out = [];
  out.push('COOPERAGE REPAIR REPORT');
  out.push('='.repeat(23));
  out.push(`${'Cooper'.padEnd(8)}${'Jobs'.padStart(5)}${'Hours'.padStart(7)}${'Labour'.padStart(9)}${'Parts'.padStart(9)}`);
  const byCooper = [...groupBy(tickets, (t) => t.cooper)].sort(([a], [b]) => a.localeCompare(b));
  for (const [cooper, list] of byCooper) {
    const hours = sum(list, (t) => t.hours);
    out.push(`${cooper.padEnd(8)}${String(list.length).padStart(5)}${hours.toFixed(2).padStart(7)}${money(sum(list, (t) => t.labour))}${money(sum(list, (t) => t.parts))}`);
  }
  out.push('');
  out.push('By barrel (total value):');
  const byBarrel = [...groupBy(tickets, (t) => t.barrel)]
    .map(([barrel, list]) => ({ barrel, count: list.length, value: sum(list, (t) => t.total) }))
    .sort((a, b) => b.value - a.value);
  for (const { barrel, count, value } of byBarrel) {
    out.push(`  ${barrel.padEnd(10)} x${count}  ${money(value)}`);
  }
  const heavy = tickets.filter((t) => t.isHeavy).map((t) => t.id);
  out.push('');
  out.push(`Heavy rebuilds (5+ staves): ${heavy.length ? heavy.join(', ') : 'none'}`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const grand = sum(tickets, (t) => t.total);
  const busiest = byCooper.reduce((best, [c, l]) => (l.length > (best?.[1].length ?? 0) ? [c, l] : best), null);
  const summary = {
    tickets: tickets.length,
    skipped: errors.length,
    hours: Number(sum(tickets, (t) => t.hours).toFixed(2)),
    total: Number(grand.toFixed(2)),
    busiest: busiest ? busiest[0] : null,
    heavy: heavy.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, loadTickets, Ticket };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'cooperage.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
