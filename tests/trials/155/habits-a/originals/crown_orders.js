'use strict';
// Dental-lab crown order report: per-clinic and per-material totals.
const fs = require('fs');

const MATERIALS = new Set(['zirconia', 'emax', 'pfm', 'gold']);
const STATUSES = new Set(['shipped', 'in_progress', 'remake']);
const DAY_MS = 24 * 60 * 60 * 1000;

class Order {
  constructor({ id, clinic, material, units, unitPrice, received, due, status }) {
    Object.assign(this, { id, clinic, material, units, unitPrice, received, due, status });
  }
  get value() { return this.units * this.unitPrice; }
  get turnaroundDays() { return Math.round((this.due - this.received) / DAY_MS); }
  get isRemake() { return this.status === 'remake'; }
}

function parseDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d] = m.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 8) throw new Error(`line ${lineNo}: expected 8 fields, got ${fields.length}`);
  const [id, clinic, material, unitsText, priceText, recText, dueText, status] = fields;
  const units = Number.parseInt(unitsText, 10);
  if (!Number.isInteger(units) || String(units) !== unitsText) throw new Error(`line ${lineNo}: bad units "${unitsText}"`);
  const unitPrice = Number(priceText);
  if (Number.isNaN(unitPrice)) throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  if (!MATERIALS.has(material)) throw new Error(`line ${lineNo}: unknown material "${material}"`);
  if (!STATUSES.has(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  const received = parseDate(recText), due = parseDate(dueText);
  if (!received || !due) throw new Error(`line ${lineNo}: bad date "${!received ? recText : dueText}"`);
  return new Order({ id, clinic, material, units, unitPrice, received, due, status });
}

function loadOrders(text) {
  const orders = [], problems = [];
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

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
}

const money = n => n.toFixed(2).padStart(9);
const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);

function buildReport(text) {
  const { orders, problems } = loadOrders(text);
  const out = [];
  out.push('CROWN ORDERS REPORT', '='.repeat(44));
  out.push(`${'clinic'.padEnd(24)}${'units'.padStart(6)}${'value'.padStart(10)}`);
  const byClinic = [...groupBy(orders, o => o.clinic)]
    .map(([clinic, list]) => ({ clinic, units: sum(list, o => o.units), value: sum(list, o => o.value) }))
    .sort((a, b) => b.value - a.value || a.clinic.localeCompare(b.clinic));
  for (const { clinic, units, value } of byClinic) {
    out.push(`${clinic.padEnd(24)}${String(units).padStart(6)} ${money(value)}`);
  }
  out.push('-'.repeat(44));
  for (const [material, list] of [...groupBy(orders, o => o.material)].sort(([a], [b]) => a.localeCompare(b))) {
    const avgTurn = sum(list, o => o.turnaroundDays) / list.length;
    out.push(`${material.padEnd(10)} orders=${list.length} avg turnaround ${avgTurn.toFixed(1)}d`);
  }
  const remakes = orders.filter(o => o.isRemake);
  const remakeRate = orders.length ? (100 * remakes.length) / orders.length : 0;
  out.push(`remakes: ${remakes.map(o => o.id).join(', ') || 'none'} (${remakeRate.toFixed(1)}%)`);
  if (problems.length) {
    out.push(`skipped ${problems.length} bad line(s):`);
    problems.forEach(p => out.push(`  ! ${p}`));
  }
  const totalValue = sum(orders, o => o.value);
  const summary = {
    orders: orders.length,
    units: sum(orders, o => o.units),
    value: Math.round(totalValue * 100) / 100,
    topClinic: byClinic[0]?.clinic ?? null,
    remakeRate: Number(remakeRate.toFixed(1)),
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, loadOrders, Order };

if (require.main === module) {
  const path = process.argv[2] || 'root/crown_orders.csv';
  console.log(buildReport(fs.readFileSync(path, 'utf8')));
}
