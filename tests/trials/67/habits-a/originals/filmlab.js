'use strict';
// Film lab developing orders: weekly report by process and customer.
const fs = require('fs');
const path = require('path');

const PRICES = { C41: 12.5, E6: 18.0, BW: 10.0 };
const PUSH_FEE = 3.0; // per stop, per roll

class Order {
  constructor({ id, customer, stock, process, rolls, push, date }) {
    Object.assign(this, { id, customer, stock, process, rolls, push, date });
  }

  get unitPrice() {
    return PRICES[this.process] + this.push * PUSH_FEE;
  }

  get total() {
    return this.rolls * this.unitPrice;
  }

  static parse(line, lineNo) {
    const parts = line.split(',').map((s) => s.trim());
    if (parts.length !== 7) {
      throw new Error(`line ${lineNo}: expected 7 fields, got ${parts.length}`);
    }
    const [id, customer, stock, process, rollsText, pushText, date] = parts;
    const rolls = Number.parseInt(rollsText, 10);
    const push = Number.parseInt(pushText, 10);
    if (!Number.isInteger(rolls) || rolls <= 0) {
      throw new Error(`line ${lineNo}: bad roll count "${rollsText}"`);
    }
    if (!(process in PRICES)) {
      throw new Error(`line ${lineNo}: unknown process ${process}`);
    }
    return new Order({ id: Number(id), customer, stock, process, rolls, push: push || 0, date });
  }
}

function loadOrders(text) {
  const orders = [];
  const problems = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      orders.push(Order.parse(line, i + 1));
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

const money = (n) => `$${n.toFixed(2)}`;
const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);

function buildReport(text) {
  const { orders, problems } = loadOrders(text);
  const lines = [];
  lines.push('FILM LAB ORDERS');
  lines.push('='.repeat(40));

  const byProcess = groupBy(orders, (o) => o.process);
  for (const [proc, list] of [...byProcess].sort(([a], [b]) => a.localeCompare(b))) {
    const rolls = sum(list, (o) => o.rolls);
    const pushed = list.filter((o) => o.push > 0).length;
    lines.push(`${proc.padEnd(4)} ${String(list.length).padStart(3)} orders ${String(rolls).padStart(4)} rolls ${money(sum(list, (o) => o.total)).padStart(9)}  pushed: ${pushed}`);
  }

  lines.push('-'.repeat(40));
  const byCustomer = [...groupBy(orders, (o) => o.customer)]
    .map(([name, list]) => ({ name, spent: sum(list, (o) => o.total), rolls: sum(list, (o) => o.rolls) }))
    .sort((a, b) => b.spent - a.spent || a.name.localeCompare(b.name));
  byCustomer.forEach(({ name, spent, rolls }, rank) => {
    lines.push(`${rank + 1}. ${name.padEnd(10)} ${money(spent).padStart(9)} (${rolls} rolls)`);
  });

  if (problems.length) {
    lines.push('-'.repeat(40));
    lines.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => lines.push(`  ${p}`));
  }

  const revenue = sum(orders, (o) => o.total);
  const summary = {
    orders: orders.length,
    rolls: sum(orders, (o) => o.rolls),
    revenue: Math.round(revenue * 100) / 100,
    topCustomer: byCustomer[0]?.name ?? null,
    skipped: problems.length,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { Order, loadOrders, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'filmlab.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
