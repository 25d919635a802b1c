#!/usr/bin/env node
'use strict';
// Stonemason restoration yard: summarise job sheet by site and stone.
const fs = require('fs');
const path = require('path');

const VALID_STATUS = new Set(['done', 'open']);

class Job {
  constructor({ id, site, stone, task, hours, rate, status }) {
    Object.assign(this, { id, site, stone, task, hours, rate, status });
  }
  get cost() {
    return this.hours * this.rate;
  }
  get isDone() {
    return this.status === 'done';
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [id, site, stone, task, hoursRaw, rateRaw, status] = fields;
  const hours = Number(hoursRaw);
  const rate = Number(rateRaw);
  if (!Number.isFinite(hours) || hours <= 0) {
    throw new Error(`line ${lineNo}: bad hours "${hoursRaw}"`);
  }
  if (!Number.isFinite(rate)) {
    throw new Error(`line ${lineNo}: bad rate "${rateRaw}"`);
  }
  if (!VALID_STATUS.has(status)) {
    throw new Error(`line ${lineNo}: skipped status "${status}"`);
  }
  return new Job({ id, site, stone, task, hours, rate, status });
}

function loadJobs(text) {
  const jobs = [];
  const problems = [];
  const lines = text.split('\n');
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    try {
      jobs.push(parseLine(line, i + 2));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { jobs, problems };
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

const money = (n) => `£${n.toFixed(2)}`;
const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);

function buildReport(text) {
  const { jobs, problems } = loadJobs(text);
  const out = [];
  out.push('Stonework job report');
  out.push('='.repeat(20));

  const bySite = [...groupBy(jobs, (j) => j.site)].sort(([a], [b]) => a.localeCompare(b));
  for (const [site, siteJobs] of bySite) {
    const hours = sum(siteJobs, (j) => j.hours);
    const billed = sum(siteJobs.filter((j) => j.isDone), (j) => j.cost);
    const open = siteJobs.filter((j) => !j.isDone).length;
    out.push(`${site.padEnd(22)} ${String(siteJobs.length).padStart(2)} jobs ${hours.toFixed(2).padStart(7)} h  billed ${money(billed).padStart(9)}  open ${open}`);
  }

  out.push('');
  out.push('Hours by stone:');
  const byStone = groupBy(jobs, (j) => j.stone);
  const stones = [...byStone.entries()]
    .map(([stone, list]) => ({ stone, hours: sum(list, (j) => j.hours) }))
    .sort((a, b) => b.hours - a.hours || a.stone.localeCompare(b.stone));
  for (const { stone, hours } of stones) {
    out.push(`  - ${stone}: ${hours.toFixed(1)} h`);
  }

  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} line(s):`);
    problems.forEach((p) => out.push(`  ! ${p}`));
  }

  const done = jobs.filter((j) => j.isDone);
  const biggest = done.reduce((best, j) => (best && best.cost >= j.cost ? best : j), null);
  const summary = {
    jobs: jobs.length,
    skipped: problems.length,
    hours: Math.round(sum(jobs, (j) => j.hours) * 100) / 100,
    billed: Math.round(sum(done, (j) => j.cost) * 100) / 100,
    biggest: biggest ? biggest.id : null,
    sites: bySite.length,
  };
  out.push('');
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, Job };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'stonework.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
