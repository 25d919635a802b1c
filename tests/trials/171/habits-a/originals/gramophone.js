'use strict';
// Gramophone repair workshop: job ledger report.
const fs = require('fs');
const path = require('path');

const LABOUR_RATE = 28; // per hour
const HEADER = ['date', 'ticket', 'technician', 'model', 'part', 'qty', 'unit_price', 'hours'];

class Job {
  constructor({ date, ticket, technician, model, part, qty, unitPrice, hours }) {
    Object.assign(this, { date, ticket, technician, model, part, qty, unitPrice, hours });
  }

  get partsCost() {
    return this.qty * this.unitPrice;
  }

  get labourCost() {
    return this.hours * LABOUR_RATE;
  }

  get total() {
    return this.partsCost + this.labourCost;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== HEADER.length) {
    throw new Error(`line ${lineNo}: expected ${HEADER.length} fields, got ${fields.length}`);
  }
  const [date, ticket, technician, model, part, qtyText, priceText, hoursText] = fields;
  const qty = Number(qtyText);
  const unitPrice = Number(priceText);
  const hours = Number(hoursText);
  if (!Number.isInteger(qty) || qty <= 0) {
    throw new Error(`line ${lineNo}: bad qty "${qtyText}"`);
  }
  if (Number.isNaN(unitPrice) || unitPrice < 0) {
    throw new Error(`line ${lineNo}: bad unit price "${priceText}"`);
  }
  if (Number.isNaN(hours) || hours < 0) {
    throw new Error(`line ${lineNo}: bad hours "${hoursText}"`);
  }
  return new Job({ date, ticket, technician, model, part, qty, unitPrice, hours });
}

function loadJobs(text) {
  const jobs = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      jobs.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { jobs, errors };
}

const money = (n) => `£${n.toFixed(2)}`;

function buildReport(text) {
  const { jobs, errors } = loadJobs(text);
  const byTech = new Map();
  const partCounts = {};
  for (const job of jobs) {
    const entry = byTech.get(job.technician) ?? { jobs: 0, hours: 0, revenue: 0 };
    entry.jobs += 1;
    entry.hours += job.hours;
    entry.revenue += job.total;
    byTech.set(job.technician, entry);
    partCounts[job.part] = (partCounts[job.part] || 0) + job.qty;
  }

  const lines = ['GRAMOPHONE WORKSHOP - JOB LEDGER', '='.repeat(32)];
  lines.push(`${'Technician'.padEnd(12)}${'Jobs'.padStart(5)}${'Hours'.padStart(8)}${'Revenue'.padStart(11)}`);
  const ranked = [...byTech.entries()].sort(([, a], [, b]) => b.revenue - a.revenue);
  for (const [name, { jobs: n, hours, revenue }] of ranked) {
    lines.push(`${name.padEnd(12)}${String(n).padStart(5)}${hours.toFixed(2).padStart(8)}${money(revenue).padStart(11)}`);
  }

  const [topPart, topQty] = Object.entries(partCounts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['none', 0];
  const grand = jobs.reduce((sum, j) => sum + j.total, 0);
  const biggest = jobs.reduce((best, j) => (!best || j.total > best.total ? j : best), null);

  lines.push('-'.repeat(36));
  lines.push(`Most used part: ${topPart} (x${topQty})`);
  if (biggest) lines.push(`Biggest job: ${biggest.ticket} ${biggest.model} ${money(biggest.total)}`);
  lines.push(`Total billed: ${money(grand)}`);
  if (errors.length) {
    lines.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => lines.push(`  - ${e}`));
  }
  const summary = {
    jobs: jobs.length,
    skipped: errors.length,
    technicians: byTech.size,
    total: Math.round(grand * 100) / 100,
    topPart,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { Job, parseLine, loadJobs, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'gramophone_jobs.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
