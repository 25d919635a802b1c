'use strict';
// Refill shop weigh-out report: net weight = gross - container, cost = net kg * price.
const fs = require('fs');
const path = require('path');

const FIELDS = ['date', 'customer', 'product', 'containerG', 'grossG', 'pricePerKg'];

class ProductTally {
  constructor(name) {
    this.name = name;
    this.fills = 0;
    this.netG = 0;
    this.revenue = 0;
  }

  add({ netG, cost }) {
    this.fills += 1;
    this.netG += netG;
    this.revenue += cost;
  }

  get avgFillG() {
    return this.fills ? this.netG / this.fills : 0;
  }

  get netKg() {
    return this.netG / 1000;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== FIELDS.length) {
    return { error: `line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}` };
  }
  const [date, customer, product, ...nums] = parts;
  const [containerG, grossG, pricePerKg] = nums.map(Number);
  if ([containerG, grossG, pricePerKg].some(Number.isNaN)) {
    return { error: `line ${lineNo}: non-numeric weight or price` };
  }
  const netG = grossG - containerG;
  if (netG <= 0) {
    return { error: `line ${lineNo}: gross ${grossG}g not above container ${containerG}g` };
  }
  const cost = (netG / 1000) * pricePerKg;
  return { record: { date, customer, product, netG, cost } };
}

function buildReport(text) {
  const products = new Map();
  const customers = new Map();
  const errors = [];
  const days = new Set();

  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (i === 0 || line === '') return;
    const { record, error } = parseLine(line, i + 1);
    if (error) {
      errors.push(error);
      return;
    }
    const { product, customer, date, cost } = record;
    if (!products.has(product)) products.set(product, new ProductTally(product));
    products.get(product).add(record);
    customers.set(customer, (customers.get(customer) ?? 0) + cost);
    days.add(date);
  });

  const rows = [...products.values()].sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
  const out = [];
  out.push(`Refill shop report (${days.size} days)`);
  out.push('='.repeat(44));
  out.push(`${'product'.padEnd(16)}${'fills'.padStart(6)}${'net kg'.padStart(9)}${'avg g'.padStart(7)}${'£'.padStart(6)}`);
  for (const p of rows) {
    out.push(
      `${p.name.padEnd(16)}${String(p.fills).padStart(6)}${p.netKg.toFixed(2).padStart(9)}` +
        `${Math.round(p.avgFillG).toString().padStart(7)}${p.revenue.toFixed(2).padStart(6)}`
    );
  }
  const total = rows.reduce((sum, { revenue }) => sum + revenue, 0);
  const totalKg = rows.reduce((sum, p) => sum + p.netKg, 0);
  out.push('-'.repeat(44));
  out.push(`${'total'.padEnd(16)}${''.padStart(6)}${totalKg.toFixed(2).padStart(9)}${''.padStart(7)}${total.toFixed(2).padStart(6)}`);

  const [topName, topSpend] = [...customers.entries()].sort(([, a], [, b]) => b - a)[0] ?? ['-', 0];
  out.push(`Top customer: ${topName} (£${topSpend.toFixed(2)})`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const summary = {
    fills: rows.reduce((n, p) => n + p.fills, 0),
    products: rows.length,
    revenue: Number(total.toFixed(2)),
    netKg: Number(totalKg.toFixed(3)),
    topCustomer: topName,
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { parseLine, buildReport, ProductTally };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'refills.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
