'use strict';
// Violin bow rehair workshop: summarise the order log.
const fs = require('fs');
const path = require('path');

const HAIR_TYPES = new Set(['white', 'black', 'salt-pepper']);

class Order {
  constructor({ id, customer, instrument, hair, price, days }) {
    Object.assign(this, { id, customer, instrument, hair, price, days });
  }

  get isRush() {
    return this.days <= 2;
  }

  get dailyRate() {
    return this.days > 0 ? this.price / this.days : this.price;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [id, customer, instrument, hair, priceText, daysText] = fields;
  const price = Number(priceText);
  const days = Number.parseInt(daysText, 10);
  if (Number.isNaN(price)) throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  if (!Number.isInteger(days) || days < 0) throw new Error(`line ${lineNo}: bad days "${daysText}"`);
  if (!HAIR_TYPES.has(hair)) throw new Error(`line ${lineNo}: unknown hair "${hair}"`);
  return new Order({ id, customer, instrument, hair, price, days });
}

function loadOrders(text) {
  const orders = [];
  const errors = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('order_id')) return;
    try {
      orders.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { orders, errors };
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
const money = (n) => `£${n.toFixed(2)}`;

function buildReport(text) {
  const { orders, errors } = loadOrders(text);
  const out = [];
  out.push('BOW REHAIR WORKSHOP REPORT');
  out.push('='.repeat(26));

  const byInstrument = groupBy(orders, (o) => o.instrument);
  const sorted = [...byInstrument.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [instrument, list] of sorted) {
    const total = sum(list.map((o) => o.price));
    const avgDays = sum(list.map((o) => o.days)) / list.length;
    out.push(`${instrument.padEnd(8)} ${String(list.length).padStart(3)} orders  ${money(total).padStart(9)}  avg ${avgDays.toFixed(1)} days`);
  }

  const byCustomer = groupBy(orders, (o) => o.customer);
  const repeat = [...byCustomer]
    .filter(([, list]) => list.length > 1)
    .map(([name, list]) => `${name} (${list.length})`);
  out.push(`Repeat customers: ${repeat.length ? repeat.join(', ') : 'none'}`);

  const rush = orders.filter((o) => o.isRush).map(({ id }) => id);
  out.push(`Rush jobs (<= 2 days): ${rush.join(' ')}`);

  const best = orders.reduce((a, b) => (b.dailyRate > a.dailyRate ? b : a), orders[0]);
  out.push(`Best daily rate: ${best.id} at ${money(best.dailyRate)}/day`);

  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }

  const revenue = sum(orders.map((o) => o.price));
  const summary = {
    orders: orders.length,
    skipped: errors.length,
    revenue: Math.round(revenue * 100) / 100,
    instruments: byInstrument.size,
    rush: rush.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, loadOrders, Order };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'bow_rehairs.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
