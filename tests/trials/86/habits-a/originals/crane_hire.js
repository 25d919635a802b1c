'use strict';
// Crane & plant hire yard: monthly billing report from a CSV of hires.
const fs = require('fs');
const path = require('path');

const DAY_MS = 24 * 60 * 60 * 1000;

class Hire {
  constructor({ id, customer, machine, start, end, dayRate, damage }) {
    Object.assign(this, { id, customer, machine, start, end, dayRate, damage });
  }

  get days() {
    return Math.round((this.end - this.start) / DAY_MS) + 1;
  }

  get category() {
    return this.machine.split(' ').slice(0, -1).join(' ');
  }

  get total() {
    return this.days * this.dayRate + this.damage;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [id, customer, machine, startText, endText, rateText, damageText] = fields;
  const start = new Date(`${startText}T00:00:00Z`);
  const end = new Date(`${endText}T00:00:00Z`);
  const dayRate = Number(rateText);
  const damage = Number(damageText);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    throw new Error(`line ${lineNo}: bad date`);
  }
  if (!Number.isFinite(dayRate) || !Number.isFinite(damage)) {
    throw new Error(`line ${lineNo}: bad amount in ${id}`);
  }
  if (end < start) {
    throw new Error(`line ${lineNo}: ${id} ends before it starts`);
  }
  return new Hire({ id, customer, machine, start, end, dayRate, damage });
}

function loadHires(text) {
  const hires = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      hires.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { hires, problems };
}

const money = (n) => n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function buildReport(text) {
  const { hires, problems } = loadHires(text);
  const byCustomer = new Map();
  const byCategory = new Map();
  for (const hire of hires) {
    const c = byCustomer.get(hire.customer) ?? { hires: 0, days: 0, total: 0 };
    c.hires += 1;
    c.days += hire.days;
    c.total += hire.total;
    byCustomer.set(hire.customer, c);
    byCategory.set(hire.category, (byCategory.get(hire.category) ?? 0) + hire.days);
  }

  const lines = ['CRANE HIRE — BILLING REPORT', '='.repeat(27)];
  lines.push(`${'Customer'.padEnd(24)}${'Hires'.padStart(6)}${'Days'.padStart(6)}${'Total £'.padStart(12)}`);
  const ranked = [...byCustomer.entries()].sort(([, a], [, b]) => b.total - a.total);
  for (const [name, { hires: n, days, total }] of ranked) {
    lines.push(`${name.padEnd(24)}${String(n).padStart(6)}${String(days).padStart(6)}${money(total).padStart(12)}`);
  }
  lines.push('', 'Days on hire by machine type:');
  for (const [cat, days] of [...byCategory].sort((a, b) => a[0].localeCompare(b[0]))) {
    lines.push(`  ${cat.padEnd(14)} ${'#'.repeat(days)} ${days}`);
  }
  const longest = hires.reduce((best, h) => (!best || h.days > best.days ? h : best), null);
  if (longest) {
    lines.push('', `Longest hire: ${longest.id} (${longest.machine}, ${longest.days} days)`);
  }
  if (problems.length) {
    lines.push('', `Skipped ${problems.length} line(s):`, ...problems.map((p) => `  - ${p}`));
  }
  const grand = hires.reduce((sum, h) => sum + h.total, 0);
  const damage = hires.reduce((sum, h) => sum + h.damage, 0);
  const summary = {
    hires: hires.length,
    skipped: problems.length,
    customers: byCustomer.size,
    revenue: Math.round(grand * 100) / 100,
    damage,
    top: ranked.length ? ranked[0][0] : null,
  };
  lines.push('', JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { Hire, parseLine, loadHires, buildReport };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'crane_hire.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
