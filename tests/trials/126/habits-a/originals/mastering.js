'use strict';
// Mastering studio ledger: per-engineer workload and billing report.
const fs = require('fs');
const path = require('path');

const FIELDS = ['job_id', 'client', 'engineer', 'format', 'tracks', 'minutes', 'rate', 'status'];
const BILLABLE = new Set(['delivered', 'revision']);

class Job {
  constructor({ job_id, client, engineer, format, tracks, minutes, rate, status }) {
    Object.assign(this, { id: job_id, client, engineer, format, status });
    this.tracks = Number.parseInt(tracks, 10);
    this.minutes = Number(minutes);
    this.rate = Number(rate);
  }
  get billable() { return BILLABLE.has(this.status); }
  get fee() { return this.billable ? this.minutes * this.rate : 0; }
  get minutesPerTrack() { return this.minutes / this.tracks; }
}

class Engineer {
  constructor(name) {
    this.name = name;
    this.jobs = [];
  }
  add(job) { this.jobs.push(job); return this; }
  get minutes() { return this.jobs.reduce((sum, j) => sum + j.minutes, 0); }
  get fees() { return this.jobs.reduce((sum, j) => sum + j.fee, 0); }
  get revisions() { return this.jobs.filter(j => j.status === 'revision').length; }
}

function parse(text) {
  const jobs = [];
  const problems = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('job_id,')) return;
    const cells = line.split(',').map(c => c.trim());
    if (cells.length !== FIELDS.length) {
      problems.push(`line ${i + 1}: expected ${FIELDS.length} fields, got ${cells.length}`);
      return;
    }
    const record = Object.fromEntries(FIELDS.map((f, k) => [f, cells[k]]));
    const job = new Job(record);
    if (!Number.isInteger(job.tracks) || job.tracks <= 0) {
      problems.push(`line ${i + 1}: bad track count "${record.tracks}"`);
    } else if (!Number.isFinite(job.minutes) || job.minutes <= 0) {
      problems.push(`line ${i + 1}: bad minutes "${record.minutes}"`);
    } else {
      jobs.push(job);
    }
  });
  return { jobs, problems };
}

const money = n => `£${n.toFixed(2)}`;

function report(text) {
  const { jobs, problems } = parse(text);
  const engineers = new Map();
  const formats = new Map();
  for (const job of jobs) {
    if (!engineers.has(job.engineer)) engineers.set(job.engineer, new Engineer(job.engineer));
    engineers.get(job.engineer).add(job);
    formats.set(job.format, (formats.get(job.format) ?? 0) + 1);
  }

  const out = [];
  out.push('MASTERING LEDGER');
  out.push('='.repeat(44));
  const ranked = [...engineers.values()].sort((a, b) => b.fees - a.fees || a.name.localeCompare(b.name));
  for (const { name, jobs: list, minutes, fees, revisions } of ranked) {
    out.push(`${name.padEnd(8)} ${String(list.length).padStart(2)} jobs ${minutes.toFixed(1).padStart(6)} min ${money(fees).padStart(9)}${revisions ? ` (${revisions} in revision)` : ''}`);
  }
  out.push('-'.repeat(44));
  const formatLine = [...formats.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fmt, n]) => `${fmt}=${n}`)
    .join(', ');
  out.push(`formats: ${formatLine}`);
  const slowest = jobs.reduce((best, j) => (best && best.minutesPerTrack >= j.minutesPerTrack ? best : j), null);
  if (slowest) {
    out.push(`longest per track: ${slowest.id} (${slowest.client}) ${slowest.minutesPerTrack.toFixed(2)} min/track`);
  }
  if (problems.length) {
    out.push(`skipped ${problems.length} line(s):`);
    problems.forEach(p => out.push(`  ${p}`));
  }
  const total = jobs.reduce((sum, j) => sum + j.fee, 0);
  const summary = {
    jobs: jobs.length,
    skipped: problems.length,
    billable: jobs.filter(j => j.billable).length,
    total: Math.round(total * 100) / 100,
    top: ranked.length ? ranked[0].name : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { parse, report, Job, Engineer };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'mastering_jobs.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
