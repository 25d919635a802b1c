'use strict';
const fs = require('fs');
const path = require('path');

const MEMBER_DISCOUNT = 0.1;

class Sale {
  constructor({ date, sku, item, category, qty, unitPrice, member }) {
    Object.assign(this, { date, sku, item, category, qty, unitPrice, member });
  }

  get gross() {
    return this.qty * this.unitPrice;
  }

  get net() {
    return this.member ? this.gross * (1 - MEMBER_DISCOUNT) : this.gross;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [date, sku, item, category, qtyText, priceText, memberText] = fields;
  const qty = Number.parseInt(qtyText, 10);
  const unitPrice = Number.parseFloat(priceText);
  if (!category) throw new Error(`line ${lineNo}: missing category`);
  if (Number.isNaN(qty) || qty <= 0) throw new Error(`line ${lineNo}: bad qty "${qtyText}"`);
  if (Number.isNaN(unitPrice) || unitPrice < 0) {
    throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  }
  return new Sale({ date, sku, item, category, qty, unitPrice, member: memberText === 'yes' });
}

function loadSales(text) {
  const sales = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      sales.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { sales, problems };
}

const money = (n) => `£${n.toFixed(2)}`;

function summarise(sales) {
  const byCategory = new Map();
  const bySku = new Map();
  for (const sale of sales) {
    const cat = byCategory.get(sale.category) ?? { count: 0, qty: 0, net: 0 };
    cat.count += 1;
    cat.qty += sale.qty;
    cat.net += sale.net;
    byCategory.set(sale.category, cat);
    const entry = bySku.get(sale.sku) ?? { item: sale.item, qty: 0, net: 0 };
    entry.qty += sale.qty;
    entry.net += sale.net;
    bySku.set(sale.sku, entry);
  }
  return { byCategory, bySku };
}

function report(text) {
  const { sales, problems } = loadSales(text);
  const { byCategory, bySku } = summarise(sales);
  const out = [];
  out.push('HARBOUR CHANDLERY - WEEKLY TAKINGS');
  out.push('='.repeat(40));
  const categories = [...byCategory.entries()].sort(([, a], [, b]) => b.net - a.net);
  for (const [name, { count, qty, net }] of categories) {
    out.push(`${name.padEnd(10)} ${String(count).padStart(3)} sales ${String(qty).padStart(4)} units ${money(net).padStart(10)}`);
  }
  out.push('-'.repeat(40));
  const top = [...bySku.entries()].sort(([, a], [, b]) => b.net - a.net).slice(0, 3);
  out.push('Top sellers:');
  top.forEach(([sku, { item, qty, net }], i) => {
    out.push(`  ${i + 1}. ${sku} ${item} x${qty} = ${money(net)}`);
  });
  const total = sales.reduce((acc, s) => acc + s.net, 0);
  const discount = sales.reduce((acc, s) => acc + (s.gross - s.net), 0);
  const memberShare = sales.filter((s) => s.member).length / (sales.length || 1);
  out.push(`Member discount given: ${money(discount)}`);
  out.push(`Member share of sales: ${(memberShare * 100).toFixed(1)}%`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const summary = {
    sales: sales.length,
    skipped: problems.length,
    total: Number(total.toFixed(2)),
    topCategory: categories[0]?.[0] ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Sale, parseLine, loadSales, summarise, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'chandlery.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
