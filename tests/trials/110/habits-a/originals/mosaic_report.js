'use strict';
// Weekly report for the mosaic studio's tile orders.
const fs = require('fs');
const path = require('path');

const DATA = path.join(__dirname, '..', 'root', 'mosaic_orders.csv');

class Order {
  constructor({ id, customer, tile, colour, qty, unitPence, date }) {
    Object.assign(this, { id, customer, tile, colour, qty, unitPence, date });
  }

  get totalPence() {
    return this.qty * this.unitPence;
  }

  get isBulk() {
    return this.qty >= 250;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [id, customer, tile, colour, qtyText, priceText, date] = fields;
  const qty = Number.parseInt(qtyText, 10);
  const unitPence = Number.parseInt(priceText, 10);
  if (!Number.isInteger(qty) || qty <= 0) {
    throw new Error(`line ${lineNo}: bad quantity "${qtyText}" in ${id}`);
  }
  if (!Number.isInteger(unitPence)) {
    throw new Error(`line ${lineNo}: bad price "${priceText}" in ${id}`);
  }
  return new Order({ id, customer, tile, colour, qty, unitPence, date });
}

function loadOrders(text) {
  const orders = [];
  const problems = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('order_id,')) return;
    try {
      orders.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { orders, problems };
}

const pounds = (pence) => `£${(pence / 100).toFixed(2)}`;

function summarise(orders) {
  const byCustomer = new Map();
  const tilesByType = new Map();
  for (const order of orders) {
    const entry = byCustomer.get(order.customer) ?? { count: 0, pence: 0 };
    entry.count += 1;
    entry.pence += order.totalPence;
    byCustomer.set(order.customer, entry);
    tilesByType.set(order.tile, (tilesByType.get(order.tile) ?? 0) + order.qty);
  }
  const customers = [...byCustomer.entries()]
    .sort(([, a], [, b]) => b.pence - a.pence);
  const tiles = [...tilesByType].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { customers, tiles };
}

function report(text) {
  const { orders, problems } = loadOrders(text);
  const { customers, tiles } = summarise(orders);
  const totalPence = orders.reduce((sum, o) => sum + o.totalPence, 0);
  const bulk = orders.filter((o) => o.isBulk).map(({ id }) => id);
  const lines = [];

  lines.push(`Mosaic studio orders: ${orders.length} accepted, ${problems.length} skipped`);
  lines.push('');
  lines.push('Customer'.padEnd(20) + 'Orders'.padStart(7) + 'Total'.padStart(11));
  for (const [name, { count, pence }] of customers) {
    lines.push(`${name.padEnd(20)}${String(count).padStart(7)}${pounds(pence).padStart(11)}`);
  }
  lines.push('');
  lines.push('Tiles by type:');
  tiles.forEach(([tile, qty], i) => lines.push(`  ${i + 1}. ${tile} x${qty}`));
  lines.push('');
  lines.push(`Bulk orders (250+ tiles): ${bulk.join(', ') || 'none'}`);
  if (problems.length) {
    lines.push('Skipped lines:');
    problems.forEach((p) => lines.push(`  - ${p}`));
  }
  const top = customers[0];
  lines.push(JSON.stringify({
    orders: orders.length,
    skipped: problems.length,
    revenue: Number((totalPence / 100).toFixed(2)),
    topCustomer: top ? top[0] : null,
    bulk: bulk.length,
  }));
  return lines.join('\n');
}

module.exports = { Order, parseLine, loadOrders, summarise, report };

if (require.main === module) {
  console.log(report(fs.readFileSync(DATA, 'utf8')));
}
