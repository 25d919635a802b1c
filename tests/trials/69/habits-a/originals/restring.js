'use strict';
// Racket restringing orders: weekly report for the pro shop.
const fs = require('fs');
const path = require('path');

const STATUSES = new Set(['waiting', 'done', 'collected']);

class Order {
  constructor({ id, date, customer, racket, string, tension, price, status }) {
    Object.assign(this, { id, date, customer, racket, string, tension, price, status });
  }
  get isOpen() {
    return this.status === 'waiting';
  }
  get label() {
    return `${this.id} ${this.customer} (${this.racket})`;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 8) {
    throw new Error(`line ${lineNo}: expected 8 fields, got ${fields.length}`);
  }
  const [id, date, customer, racket, string, tensionText, priceText, status] = fields;
  const tension = Number.parseFloat(tensionText);
  const price = Number(priceText);
  if (!tensionText || Number.isNaN(tension)) throw new Error(`line ${lineNo}: missing tension for ${id}`);
  if (tension < 15 || tension > 30) throw new Error(`line ${lineNo}: tension ${tension} kg out of range for ${id}`);
  if (Number.isNaN(price)) throw new Error(`line ${lineNo}: bad price "${priceText}" for ${id}`);
  if (!STATUSES.has(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  return new Order({ id, date, customer, racket, string, tension, price, status });
}

function loadOrders(text) {
  const orders = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
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

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const money = (n) => `$${n.toFixed(2)}`;

function buildReport(text) {
  const { orders, problems } = loadOrders(text);
  const out = [];
  out.push('RESTRINGING REPORT');
  out.push('='.repeat(40));

  const byString = groupBy(orders, (o) => o.string);
  const rows = [...byString.entries()]
    .map(([name, list]) => ({ name, count: list.length, revenue: sum(list.map((o) => o.price)) }))
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
  out.push('String           Jobs   Revenue');
  for (const { name, count, revenue } of rows) {
    out.push(`${name.padEnd(16)} ${String(count).padStart(4)} ${money(revenue).padStart(9)}`);
  }

  const byCustomer = groupBy(orders, (o) => o.customer);
  const regulars = [...byCustomer].filter(([, list]) => list.length > 1).map(([name]) => name).sort();
  out.push('');
  out.push(`Regulars: ${regulars.length ? regulars.join(', ') : 'none'}`);

  const avgTension = orders.length ? sum(orders.map((o) => o.tension)) / orders.length : 0;
  out.push(`Average tension: ${avgTension.toFixed(1)} kg`);

  const open = orders.filter((o) => o.isOpen);
  out.push(`Still waiting (${open.length}):`);
  open.forEach((o) => out.push(`  - ${o.label}`));

  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ! ${p}`));
  }

  const summary = {
    orders: orders.length,
    revenue: Math.round(sum(orders.map((o) => o.price)) * 100) / 100,
    waiting: open.length,
    topString: rows[0]?.name ?? null,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, loadOrders, Order };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'restrings.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
