'use strict';
// Forecourt pump log -> daily sales report.
const fs = require('fs');
const path = require('path');

const FUELS = new Set(['unleaded', 'diesel', 'super']);

class Sale {
  constructor({ time, pump, fuel, litres, price, payment }) {
    Object.assign(this, { time, pump, fuel, litres, price, payment });
  }
  get total() {
    return Math.round(this.litres * this.price * 100) / 100;
  }
  get hour() {
    return this.time.slice(0, 2);
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [time, pumpText, fuel, litresText, priceText, payment] = fields;
  const litres = Number.parseFloat(litresText);
  const price = Number.parseFloat(priceText);
  if (!FUELS.has(fuel)) throw new Error(`line ${lineNo}: unknown fuel "${fuel}"`);
  if (!Number.isFinite(litres) || litres <= 0) {
    throw new Error(`line ${lineNo}: bad litres "${litresText}"`);
  }
  if (!Number.isFinite(price)) throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  return new Sale({ time, pump: Number(pumpText), fuel, litres, price, payment });
}

function loadSales(text) {
  const sales = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('time,')) return;
    try {
      sales.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { sales, problems };
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

function report(text) {
  const { sales, problems } = loadSales(text);
  const out = [];
  out.push('FORECOURT SALES');
  out.push('='.repeat(40));

  const byFuel = groupBy(sales, (s) => s.fuel);
  for (const [fuel, list] of [...byFuel].sort(([a], [b]) => a.localeCompare(b))) {
    const litres = sum(list.map((s) => s.litres));
    const takings = sum(list.map((s) => s.total));
    out.push(`${fuel.padEnd(10)} ${String(list.length).padStart(3)} sales ${litres.toFixed(1).padStart(8)} L ${money(takings).padStart(10)}`);
  }

  out.push('-'.repeat(40));
  const byPump = groupBy(sales, (s) => s.pump);
  const pumps = [...byPump.entries()]
    .map(([pump, list]) => ({ pump, takings: sum(list.map((s) => s.total)) }))
    .sort((a, b) => b.takings - a.takings || a.pump - b.pump);
  pumps.forEach(({ pump, takings }, i) => out.push(`#${i + 1} pump ${pump}: ${money(takings)}`));

  const byPayment = groupBy(sales, (s) => s.payment);
  const payments = Object.fromEntries([...byPayment].map(([k, v]) => [k, v.length]));
  const biggest = sales.reduce((best, s) => (!best || s.total > best.total ? s : best), null);
  out.push(`biggest sale: ${money(biggest.total)} at ${biggest.time} (pump ${biggest.pump}, ${biggest.fuel})`);
  const busiestHour = [...groupBy(sales, (s) => s.hour)].sort((a, b) => b[1].length - a[1].length)[0];
  out.push(`busiest hour: ${busiestHour[0]}:00 with ${busiestHour[1].length} sales`);

  if (problems.length) {
    out.push(`skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ${p}`));
  }

  const total = sum(sales.map((s) => s.total));
  const summary = {
    sales: sales.length,
    skipped: problems.length,
    litres: Number(sum(sales.map((s) => s.litres)).toFixed(2)),
    takings: Number(total.toFixed(2)),
    payments,
    topPump: pumps[0]?.pump ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, Sale };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'pumps.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
