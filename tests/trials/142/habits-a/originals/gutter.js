'use strict';
const fs = require('fs');
const path = require('path');

const RATE_PER_METRE = 3.75;
const STOREY_SURCHARGE = { 1: 0, 2: 15, 3: 40 };

class Job {
  constructor({ date, crew, street, metres, storeys, debrisKg, status }) {
    Object.assign(this, { date, crew, street, metres, storeys, debrisKg, status });
  }

  get completed() {
    return this.status === 'done';
  }

  get price() {
    if (!this.completed) return 0;
    return this.metres * RATE_PER_METRE + (STOREY_SURCHARGE[this.storeys] ?? 60);
  }

  get kgPerMetre() {
    return this.metres > 0 ? this.debrisKg / this.metres : 0;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [date, crew, street, metresRaw, storeysRaw, debrisRaw, status] = fields;
  const metres = Number(metresRaw);
  const storeys = Number.parseInt(storeysRaw, 10);
  const debrisKg = Number(debrisRaw);
  if (!Number.isFinite(metres) || metres <= 0) throw new Error(`line ${lineNo}: bad metres "${metresRaw}"`);
  if (!Number.isInteger(storeys)) throw new Error(`line ${lineNo}: bad storeys "${storeysRaw}"`);
  if (!Number.isFinite(debrisKg)) throw new Error(`line ${lineNo}: bad debris "${debrisRaw}"`);
  return new Job({ date, crew, street, metres, storeys, debrisKg, status });
}

function loadJobs(text) {
  const jobs = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      jobs.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { jobs, problems };
}

class CrewTally {
  constructor(name) {
    this.name = name;
    this.jobs = [];
  }
  add(job) { this.jobs.push(job); }
  get done() { return this.jobs.filter((j) => j.completed); }
  get metres() { return this.done.reduce((sum, j) => sum + j.metres, 0); }
  get debris() { return this.done.reduce((sum, j) => sum + j.debrisKg, 0); }
  get revenue() { return this.done.reduce((sum, j) => sum + j.price, 0); }
  get missed() { return this.jobs.length - this.done.length; }
}

function buildReport(text) {
  const { jobs, problems } = loadJobs(text);
  const crews = new Map();
  for (const job of jobs) {
    if (!crews.has(job.crew)) crews.set(job.crew, new CrewTally(job.crew));
    crews.get(job.crew).add(job);
  }
  const out = [];
  out.push('Gutter-clearing report');
  out.push('='.repeat(50));
  out.push(`${'crew'.padEnd(10)}${'jobs'.padStart(5)}${'missed'.padStart(7)}${'metres'.padStart(9)}${'kg'.padStart(8)}${'revenue'.padStart(11)}`);
  const sorted = [...crews.values()].sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
  for (const c of sorted) {
    out.push(`${c.name.padEnd(10)}${String(c.done.length).padStart(5)}${String(c.missed).padStart(7)}${c.metres.toFixed(1).padStart(9)}${c.debris.toFixed(1).padStart(8)}${c.revenue.toFixed(2).padStart(11)}`);
  }
  out.push('-'.repeat(50));
  const done = jobs.filter((j) => j.completed);
  const dirtiest = done.reduce((best, j) => (!best || j.kgPerMetre > best.kgPerMetre ? j : best), null);
  if (dirtiest) {
    const { street, date, crew } = dirtiest;
    out.push(`Dirtiest gutter: ${street} on ${date} (${crew}), ${dirtiest.kgPerMetre.toFixed(3)} kg/m`);
  }
  const reasons = [...new Set(jobs.filter((j) => !j.completed).map((j) => j.status))].sort();
  out.push(`Not completed: ${reasons.length ? reasons.join(', ') : 'none'}`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ${p}`));
  }
  const total = done.reduce((sum, j) => sum + j.price, 0);
  const summary = {
    jobs: jobs.length,
    completed: done.length,
    skipped: problems.length,
    crews: crews.size,
    revenue: Math.round(total * 100) / 100,
    top_crew: sorted.length ? sorted[0].name : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Job, CrewTally, parseLine, loadJobs, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'gutter_jobs.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
