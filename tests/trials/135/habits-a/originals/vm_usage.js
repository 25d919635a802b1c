'use strict';
const fs = require('fs');

const TYPE_ORDER = ['small', 'medium', 'large', 'gpu'];

class UsageRow {
  constructor({ date, project, instance, type, hours, rate }) {
    Object.assign(this, { date, project, instance, type, hours, rate });
  }
  get cost() {
    return this.hours * this.rate;
  }
}

class ProjectTotals {
  constructor(name) {
    this.name = name;
    this.hours = 0;
    this.cost = 0;
    this.instances = new Set();
  }
  add(row) {
    this.hours += row.hours;
    this.cost += row.cost;
    this.instances.add(row.instance);
  }
  get costPerHour() {
    return this.hours ? this.cost / this.hours : 0;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [date, project, instance, type, hoursText, rateText] = fields;
  const hours = Number(hoursText);
  const rate = Number(rateText);
  if (!Number.isFinite(hours) || hours < 0) {
    throw new Error(`line ${lineNo}: bad hours "${hoursText}"`);
  }
  if (!Number.isFinite(rate)) {
    throw new Error(`line ${lineNo}: bad rate "${rateText}"`);
  }
  if (!TYPE_ORDER.includes(type)) {
    throw new Error(`line ${lineNo}: unknown type "${type}"`);
  }
  return new UsageRow({ date, project, instance, type, hours, rate });
}

function loadRows(text) {
  const rows = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      rows.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { rows, errors };
}

function buildReport(text) {
  const { rows, errors } = loadRows(text);
  const projects = new Map();
  const byType = new Map(TYPE_ORDER.map((t) => [t, 0]));
  for (const row of rows) {
    if (!projects.has(row.project)) projects.set(row.project, new ProjectTotals(row.project));
    projects.get(row.project).add(row);
    byType.set(row.type, byType.get(row.type) + row.hours);
  }
  const sorted = [...projects.values()].sort((a, b) => b.cost - a.cost);
  const out = ['VM usage report', '==============='];
  out.push(`${'project'.padEnd(10)} ${'hours'.padStart(7)} ${'cost'.padStart(9)} ${'$/h'.padStart(7)}  vms`);
  for (const p of sorted) {
    out.push(`${p.name.padEnd(10)} ${p.hours.toFixed(2).padStart(7)} ${p.cost.toFixed(2).padStart(9)} ${p.costPerHour.toFixed(3).padStart(7)}  ${p.instances.size}`);
  }
  out.push('', 'Hours by type:');
  for (const [type, hours] of byType) {
    if (hours > 0) out.push(`  ${type.padEnd(8)} ${hours.toFixed(2).padStart(7)}`);
  }
  if (errors.length) {
    out.push('', `Skipped ${errors.length} bad line(s):`, ...errors.map((e) => `  - ${e}`));
  }
  const totalCost = sorted.reduce((sum, p) => sum + p.cost, 0);
  const summary = {
    rows: rows.length,
    skipped: errors.length,
    projects: sorted.length,
    totalCost: Math.round(totalCost * 100) / 100,
    top: sorted[0]?.name ?? null,
  };
  out.push('', JSON.stringify(summary));
  return out.join('\n');
}

function main() {
  const path = process.argv[2] || 'root/vm_usage.csv';
  const text = fs.readFileSync(path, 'utf8');
  console.log(buildReport(text));
}

if (require.main === module) main();

module.exports = { buildReport, parseLine, UsageRow, ProjectTotals };
