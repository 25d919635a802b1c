'use strict';
// Carpet-cleaning van jobs: weekly report per van from a CSV job log.
const fs = require('fs');
const path = require('path');

const FILE = path.join(__dirname, '..', 'root', 'carpet_jobs.csv');
const STATUSES = new Set(['done', 'cancelled', 'rebooked']);

class Job {
  constructor({ date, van, customer, rooms, sqm, price, status }) {
    Object.assign(this, { date, van, customer, rooms, sqm, price, status });
  }

  get billable() {
    return this.status === 'done';
  }

  get pricePerSqm() {
    return this.sqm > 0 ? this.price / this.sqm : 0;
  }

  static parse(line, lineNo) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 7) {
      throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
    }
    const [date, van, customer, roomsRaw, sqmRaw, priceRaw, status] = fields;
    const rooms = Number.parseInt(roomsRaw, 10);
    const sqm = Number(sqmRaw);
    const price = Number(priceRaw);
    if (!Number.isInteger(rooms) || rooms <= 0) {
      throw new Error(`line ${lineNo}: bad room count "${roomsRaw}"`);
    }
    if (Number.isNaN(sqm) || Number.isNaN(price) || priceRaw === '') {
      throw new Error(`line ${lineNo}: bad number`);
    }
    if (!STATUSES.has(status)) {
      throw new Error(`line ${lineNo}: unknown status "${status}"`);
    }
    return new Job({ date, van, customer, rooms, sqm, price, status });
  }
}

class VanStats {
  constructor(van) {
    this.van = van;
    this.jobs = 0;
    this.rooms = 0;
    this.sqm = 0;
    this.revenue = 0;
    this.lost = 0;
  }

  add(job) {
    if (!job.billable) {
      this.lost += 1;
      return;
    }
    this.jobs += 1;
    this.rooms += job.rooms;
    this.sqm += job.sqm;
    this.revenue += job.price;
  }

  get ratePerSqm() {
    return this.sqm ? this.revenue / this.sqm : 0;
  }
}

function loadJobs(text) {
  const jobs = [];
  const skipped = [];
  const lines = text.split('\n');
  lines.slice(1).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      jobs.push(Job.parse(line, i + 2));
    } catch (err) {
      skipped.push(err.message);
    }
  });
  return { jobs, skipped };
}

function report(text) {
  const { jobs, skipped } = loadJobs(text);
  const vans = new Map();
  for (const job of jobs) {
    if (!vans.has(job.van)) vans.set(job.van, new VanStats(job.van));
    vans.get(job.van).add(job);
  }
  const out = ['Carpet cleaning - jobs by van', ''];
  out.push(`${'van'.padEnd(6)} ${'jobs'.padStart(4)} ${'rooms'.padStart(5)} ${'sqm'.padStart(7)} ${'revenue'.padStart(9)} ${'£/sqm'.padStart(6)} lost`);
  const sorted = [...vans.values()].sort((a, b) => b.revenue - a.revenue);
  for (const v of sorted) {
    out.push(`${v.van.padEnd(6)} ${String(v.jobs).padStart(4)} ${String(v.rooms).padStart(5)} ${v.sqm.toFixed(1).padStart(7)} ${v.revenue.toFixed(2).padStart(9)} ${v.ratePerSqm.toFixed(2).padStart(6)} ${v.lost}`);
  }
  const billable = jobs.filter((j) => j.billable);
  const total = billable.reduce((sum, j) => sum + j.price, 0);
  const best = billable.reduce((a, b) => (b.pricePerSqm > a.pricePerSqm ? b : a));
  out.push('');
  out.push(`Best rate: ${best.customer} (${best.van}) at £${best.pricePerSqm.toFixed(2)}/sqm`);
  if (skipped.length) {
    out.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach((msg) => out.push(`  - ${msg}`));
  }
  const summary = {
    jobs: billable.length,
    lost: jobs.length - billable.length,
    skipped: skipped.length,
    revenue: Math.round(total * 100) / 100,
    topVan: sorted[0]?.van ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Job, VanStats, loadJobs, report };

if (require.main === module) {
  console.log(report(fs.readFileSync(FILE, 'utf8')));
}
