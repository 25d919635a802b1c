'use strict';
// Theatre costume hire: summarise returns per category and customer.
const fs = require('fs');

const LATE_AFTER_DAYS = 5;
const LATE_FEE_PER_DAY = 3.5;

class Hire {
  constructor({ date, id, category, customer, days, fee, damage }) {
    Object.assign(this, { date, id, category, customer, days, fee, damage });
  }

  get lateDays() {
    return Math.max(0, this.days - LATE_AFTER_DAYS);
  }

  get lateFee() {
    return this.lateDays * LATE_FEE_PER_DAY;
  }

  get total() {
    return this.fee + this.damage + this.lateFee;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${parts.length}`);
  }
  const [date, id, category, customer, daysText, feeText, damageText] = parts;
  const days = Number(daysText);
  const fee = Number(feeText);
  const damage = Number(damageText);
  if (!Number.isInteger(days) || days < 0) {
    throw new Error(`line ${lineNo}: bad days_out "${daysText}"`);
  }
  if ([fee, damage].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad money value`);
  }
  return new Hire({ date, id, category, customer, days, fee, damage });
}

function loadHires(text) {
  const hires = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      hires.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { hires, errors };
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

const sum = (xs, fn) => xs.reduce((acc, x) => acc + fn(x), 0);
const money = (n) => `£${n.toFixed(2)}`;

function buildReport(text) {
  const { hires, errors } = loadHires(text);
  const out = [];
  out.push('COSTUME HIRE RETURNS');
  out.push('='.repeat(44));

  const byCategory = groupBy(hires, (h) => h.category);
  out.push('Category    Hires  Days   Revenue');
  for (const [category, list] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
    const days = sum(list, (h) => h.days);
    out.push(`${category.padEnd(10)} ${String(list.length).padStart(6)} ${String(days).padStart(5)} ${money(sum(list, (h) => h.total)).padStart(9)}`);
  }

  out.push('');
  out.push('Top customers by spend:');
  const byCustomer = groupBy(hires, (h) => h.customer);
  const ranked = [...byCustomer.entries()]
    .map(([name, list]) => ({ name, spend: sum(list, (h) => h.total), late: list.filter((h) => h.lateDays > 0).length }))
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name));
  ranked.forEach(({ name, spend, late }, i) => {
    out.push(`  ${i + 1}. ${name.padEnd(24)} ${money(spend).padStart(8)}${late ? ` (${late} late)` : ''}`);
  });

  if (errors.length) {
    out.push('');
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }

  const revenue = sum(hires, (h) => h.total);
  const summary = {
    hires: hires.length,
    skipped: errors.length,
    revenue: Math.round(revenue * 100) / 100,
    damage: Math.round(sum(hires, (h) => h.damage) * 100) / 100,
    lateReturns: hires.filter((h) => h.lateDays > 0).length,
    topCustomer: ranked.length ? ranked[0].name : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Hire, parseLine, loadHires, buildReport };

if (require.main === module) {
  const file = process.argv[2] || 'root/costume_returns.csv';
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
