'use strict';
// Neon sign workshop: summarise the job log (tube metres, hours, revenue per client).
const fs = require('fs');

const RATE_PER_METRE = { neon: 85, argon: 70 };
const HOURLY = 42.5;
const DONE = new Set(['delivered', 'installed']);

class Job {
  constructor({ date, id, client, metres, gas, colour, hours, status }) {
    Object.assign(this, { date, id, client, metres, gas, colour, hours, status });
  }
  get done() { return DONE.has(this.status); }
  get cost() { return this.metres * RATE_PER_METRE[this.gas] + this.hours * HOURLY; }
  get metresPerHour() { return this.hours > 0 ? this.metres / this.hours : 0; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map(s => s.trim());
  if (parts.length !== 8) throw new Error(`line ${lineNo}: expected 8 fields, got ${parts.length}`);
  const [date, id, client, metresS, gas, colour, hoursS, status] = parts;
  const metres = Number(metresS);
  const hours = Number(hoursS);
  if (!Number.isFinite(metres) || metresS === '') throw new Error(`line ${lineNo}: bad metres "${metresS}"`);
  if (!Number.isFinite(hours) || hoursS === '') throw new Error(`line ${lineNo}: bad hours "${hoursS}"`);
  if (!(gas in RATE_PER_METRE)) throw new Error(`line ${lineNo}: unknown gas "${gas}"`);
  return new Job({ date, id, client, metres, gas, colour, hours, status });
}

function loadJobs(text) {
  const jobs = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      jobs.push(parseLine(line, i + 1));
    } catch (err) {
      skipped.push(err.message);
    }
  });
  return { jobs, skipped };
}

function summarise(jobs) {
  const byClient = new Map();
  for (const job of jobs) {
    const entry = byClient.get(job.client) ?? { jobs: 0, metres: 0, billed: 0 };
    entry.jobs += 1;
    entry.metres += job.metres;
    if (job.done) entry.billed += job.cost;
    byClient.set(job.client, entry);
  }
  return byClient;
}

function report(text) {
  const { jobs, skipped } = loadJobs(text);
  const byClient = summarise(jobs);
  const out = [];
  out.push('NEON WORKSHOP JOB REPORT');
  out.push('='.repeat(44));
  out.push(`${'Client'.padEnd(18)}${'Jobs'.padStart(5)}${'Metres'.padStart(9)}${'Billed'.padStart(12)}`);
  const clients = [...byClient.entries()].sort(([, a], [, b]) => b.billed - a.billed || a.jobs - b.jobs);
  for (const [client, { jobs: n, metres, billed }] of clients) {
    out.push(`${client.padEnd(18)}${String(n).padStart(5)}${metres.toFixed(2).padStart(9)}${billed.toFixed(2).padStart(12)}`);
  }
  out.push('-'.repeat(44));
  const gasTotals = jobs.reduce((acc, { gas, metres }) => ({ ...acc, [gas]: (acc[gas] || 0) + metres }), {});
  for (const gas of Object.keys(gasTotals).sort()) {
    out.push(`${gas} tube: ${gasTotals[gas].toFixed(2)} m`);
  }
  const done = jobs.filter(j => j.done);
  const fastest = done.reduce((best, j) => (!best || j.metresPerHour > best.metresPerHour ? j : best), null);
  if (fastest) {
    out.push(`Fastest bend: ${fastest.id} (${fastest.client}) at ${fastest.metresPerHour.toFixed(3)} m/h`);
  }
  const open = jobs.filter(j => !j.done && j.status !== 'cancelled').map(j => j.id);
  out.push(`Open jobs: ${open.length ? open.join(', ') : 'none'}`);
  if (skipped.length) {
    out.push(`Skipped ${skipped.length} bad line(s):`);
    skipped.forEach(msg => out.push(`  ${msg}`));
  }
  const revenue = done.reduce((sum, j) => sum + j.cost, 0);
  const summary = {
    jobs: jobs.length,
    done: done.length,
    skipped: skipped.length,
    revenue: Math.round(revenue * 100) / 100,
    topClient: clients.length ? clients[0][0] : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Job, parseLine, loadJobs, summarise, report };

if (require.main === module) {
  const path = process.argv[2] || 'root/neon_jobs.csv';
  console.log(report(fs.readFileSync(path, 'utf8')));
}
