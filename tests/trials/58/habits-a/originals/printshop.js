'use strict';
// Copy-shop print job report: revenue, turnaround and paper use per day.
const fs = require('fs');

const RATES = { bw: 0.08, color: 0.35 };
const PAPER_FACTOR = { A4: 1, A3: 2.2 };
const DUPLEX_DISCOUNT = 0.9;

const toMinutes = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const money = (n) => `$${n.toFixed(2)}`;
const pct = (a, b) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);
const pad = (s, n) => String(s).padEnd(n);

class PrintJob {
  constructor({ id, customer, pages, mode, sides, paper, status, submitted, finished }) {
    Object.assign(this, { id, customer, mode, paper, status, submitted });
    this.pages = Number(pages);
    this.sides = Number(sides);
    this.finished = finished || null;
  }
  get sheets() {
    return this.sides === 2 ? Math.ceil(this.pages / 2) : this.pages;
  }
  get cost() {
    const base = this.pages * RATES[this.mode] * PAPER_FACTOR[this.paper];
    return this.sides === 2 ? base * DUPLEX_DISCOUNT : base;
  }
  get turnaround() {
    return this.finished ? toMinutes(this.finished) - toMinutes(this.submitted) : null;
  }
  get done() { return this.status === 'done'; }
}

const parseJobs = (text) => {
  const [header, ...rows] = text.trim().split(/\r?\n/).filter((l) => l && !l.startsWith('#'));
  const keys = header.split(',').map((k) => k.trim());
  return rows.map((row) => {
    const cells = row.split(',').map((c) => c.trim());
    return new PrintJob(Object.fromEntries(keys.map((k, i) => [k, cells[i]])));
  });
};

class Shop {
  constructor(jobs) {
    this.jobs = jobs;
    this.byCustomer = new Map();
    for (const job of jobs) {
      const list = this.byCustomer.get(job.customer) ?? [];
      this.byCustomer.set(job.customer, [...list, job]);
    }
  }
  get completed() { return this.jobs.filter((j) => j.done); }
  get revenue() { return this.completed.reduce((sum, j) => sum + j.cost, 0); }
  get paperUsed() {
    return this.completed.reduce((acc, { paper, sheets }) => ({ ...acc, [paper]: (acc[paper] || 0) + sheets }), {});
  }
  get averageTurnaround() {
    const times = this.completed.map((j) => j.turnaround).filter((t) => t !== null);
    return times.length ? times.reduce((a, b) => a + b, 0) / times.length : 0;
  }
  customerSummary() {
    return [...this.byCustomer.entries()]
      .map(([name, jobs]) => {
        const done = jobs.filter((j) => j.done);
        const pages = done.reduce((s, j) => s + j.pages, 0);
        return { name, jobs: jobs.length, pages, spend: done.reduce((s, j) => s + j.cost, 0) };
      })
      .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name));
  }
  slowest(n = 3) {
    return [...this.completed].sort((a, b) => b.turnaround - a.turnaround || a.id.localeCompare(b.id)).slice(0, n);
  }
}

function buildReport(text) {
  const shop = new Shop(parseJobs(text));
  const { jobs, completed } = shop;
  const colorShare = pct(completed.filter((j) => j.mode === 'color').length, completed.length);
  const lines = [
    'PRINT SHOP DAILY REPORT',
    '='.repeat(40),
    `Jobs received: ${jobs.length}, completed: ${completed.length} (${pct(completed.length, jobs.length)}%)`,
    `Revenue: ${money(shop.revenue)}   colour share: ${colorShare}%`,
    `Avg turnaround: ${shop.averageTurnaround.toFixed(1)} min`,
    '',
    'Customers by spend:',
    ...shop.customerSummary().map(({ name, jobs: count, pages, spend }, i) =>
      `${String(i + 1).padStart(2)}. ${pad(name, 15)}${String(count).padStart(2)} jobs ${String(pages).padStart(5)} pp ${money(spend).padStart(9)}`),
    '',
    'Slowest jobs:',
    ...shop.slowest().map((j) => `  ${j.id} ${pad(j.customer, 15)}${j.turnaround} min (${j.pages}pp ${j.mode}/${j.paper})`),
  ];
  const statusCounts = jobs.reduce((acc, { status }) => acc.set(status, (acc.get(status) || 0) + 1), new Map());
  const statusText = [...statusCounts].sort(([a], [b]) => a.localeCompare(b)).map(([s, c]) => `${s}=${c}`).join(', ');
  lines.push('', `Status: ${statusText}`);
  const summary = {
    jobs: jobs.length,
    completed: completed.length,
    revenue: Number(shop.revenue.toFixed(2)),
    paper: shop.paperUsed,
    topCustomer: shop.customerSummary()[0]?.name ?? null,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n') + '\n';
}

if (require.main === module) {
  const file = process.argv[2] || 'root/printjobs.csv';
  process.stdout.write(buildReport(fs.readFileSync(file, 'utf8')));
}

module.exports = { buildReport };
