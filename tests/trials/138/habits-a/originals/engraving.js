'use strict';
// Trophy engraving orders: reads a CSV of jobs and prints a pricing report.
const fs = require('fs');

const BASE_PRICE = new Map([
  ['cup', 8.5],
  ['shield', 12.0],
  ['plaque', 10.0],
  ['medal', 4.0],
]);
const PER_LETTER = 0.15;
const SCRIPT_FACTOR = 1.2;
const RUSH_FACTOR = 1.25;

class Order {
  constructor({ id, date, trophy, letters, font, rush }) {
    Object.assign(this, { id, date, trophy, letters, font, rush });
  }

  get price() {
    const base = BASE_PRICE.get(this.trophy);
    let cost = base + this.letters * PER_LETTER;
    if (this.font === 'script') cost *= SCRIPT_FACTOR;
    if (this.rush) cost *= RUSH_FACTOR;
    return Math.round(cost * 100) / 100;
  }

  get minutes() {
    return Math.ceil(this.letters / 4) + (this.font === 'script' ? 10 : 5);
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [id, date, trophy, lettersRaw, font, rushRaw] = fields;
  const letters = Number.parseInt(lettersRaw, 10);
  if (Number.isNaN(letters)) {
    throw new Error(`line ${lineNo}: bad letter count "${lettersRaw}"`);
  }
  if (!BASE_PRICE.has(trophy)) {
    throw new Error(`line ${lineNo}: unknown trophy "${trophy}"`);
  }
  return new Order({ id, date, trophy, letters, font, rush: rushRaw === 'yes' });
}

function loadOrders(text) {
  const orders = [];
  const problems = [];
  const lines = text.split('\n');
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    try {
      orders.push(parseLine(line, i + 2));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { orders, problems };
}

function summarise(orders) {
  const byTrophy = new Map();
  for (const order of orders) {
    const entry = byTrophy.get(order.trophy) ?? { count: 0, letters: 0, revenue: 0 };
    entry.count += 1;
    entry.letters += order.letters;
    entry.revenue += order.price;
    byTrophy.set(order.trophy, entry);
  }
  return byTrophy;
}

function report(text) {
  const { orders, problems } = loadOrders(text);
  const byTrophy = summarise(orders);
  const out = [];
  out.push('TROPHY ENGRAVING REPORT');
  out.push('='.repeat(40));
  const rows = [...byTrophy.entries()].sort((a, b) => b[1].revenue - a[1].revenue);
  for (const [trophy, { count, letters, revenue }] of rows) {
    out.push(`${trophy.padEnd(8)} ${String(count).padStart(3)} jobs ${String(letters).padStart(5)} letters  £${revenue.toFixed(2).padStart(7)}`);
  }
  out.push('-'.repeat(40));
  const total = orders.reduce((sum, o) => sum + o.price, 0);
  const rushCount = orders.filter((o) => o.rush).length;
  const longest = orders.reduce((best, o) => (o.minutes > best.minutes ? o : best), orders[0]);
  out.push(`Bench time: ${orders.reduce((s, o) => s + o.minutes, 0)} min; longest ${longest.id} (${longest.minutes} min)`);
  out.push(`Rush jobs: ${rushCount} of ${orders.length}`);
  if (problems.length > 0) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ! ${p}`));
  }
  const summary = { orders: orders.length, skipped: problems.length, revenue: Number(total.toFixed(2)), rush: rushCount, top: rows[0]?.[0] ?? null };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Order, parseLine, loadOrders, summarise, report };

if (require.main === module) {
  const path = process.argv[2] ?? 'root/engraving.csv';
  console.log(report(fs.readFileSync(path, 'utf8')));
}
