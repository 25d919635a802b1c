'use strict';
const fs = require('fs');
const path = require('path');

const FILE = path.join(__dirname, '..', 'root', 'keykiosk.csv');

class Sale {
  constructor({ date, kiosk, blank, qty, price, staff }) {
    Object.assign(this, { date, kiosk, blank, qty, price, staff });
  }
  get total() {
    return this.qty * this.price;
  }
  get isFob() {
    return this.blank.startsWith('CAR-');
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  }
  const [date, kiosk, blank, qtyText, priceText, staff] = parts;
  const qty = Number(qtyText);
  const price = Number(priceText);
  if (qtyText === '' || !Number.isInteger(qty) || qty <= 0) {
    throw new Error(`line ${lineNo}: bad qty "${qtyText}"`);
  }
  if (!Number.isFinite(price) || price < 0) {
    throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  }
  return new Sale({ date, kiosk, blank, qty, price, staff });
}

function load(text) {
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

function groupSum(items, keyFn, valFn) {
  const out = new Map();
  for (const item of items) {
    const key = keyFn(item);
    out.set(key, (out.get(key) ?? 0) + valFn(item));
  }
  return out;
}

const money = (n) => `£${n.toFixed(2)}`;

function report(text) {
  const { sales, problems } = load(text);
  const lines = [];
  lines.push('KEY KIOSK WEEKLY REPORT');
  lines.push('='.repeat(23));

  const byKiosk = groupSum(sales, (s) => s.kiosk, (s) => s.total);
  const sorted = [...byKiosk.entries()].sort((a, b) => b[1] - a[1]);
  lines.push('Takings by kiosk:');
  for (const [kiosk, total] of sorted) {
    lines.push(`  ${kiosk.padEnd(12)} ${money(total).padStart(9)}`);
  }

  const keysCut = groupSum(sales, (s) => s.blank, (s) => s.qty);
  lines.push('Keys cut by blank:');
  for (const [blank, n] of [...keysCut].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${blank.padEnd(10)} ${String(n).padStart(3)}`);
  }

  const fobShare = sales.filter((s) => s.isFob).reduce((acc, s) => acc + s.total, 0);
  const grand = sales.reduce((acc, s) => acc + s.total, 0);
  const pct = grand ? (100 * fobShare) / grand : 0;
  lines.push(`Car fobs: ${money(fobShare)} of ${money(grand)} (${pct.toFixed(1)}%)`);

  const byStaff = groupSum(sales, (s) => s.staff, () => 1);
  const [topStaff, topCount] = [...byStaff].reduce((best, cur) => (cur[1] > best[1] ? cur : best), ['', 0]);
  lines.push(`Busiest staff: ${topStaff} (${topCount} sales)`);

  if (problems.length) {
    lines.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => lines.push(`  - ${p}`));
  }

  const summary = {
    sales: sales.length,
    skipped: problems.length,
    total: Math.round(grand * 100) / 100,
    topKiosk: sorted.length ? sorted[0][0] : null,
    topStaff,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { report, load, Sale };

if (require.main === module) {
  console.log(report(fs.readFileSync(FILE, 'utf8')));
}
