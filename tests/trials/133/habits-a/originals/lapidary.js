'use strict';
const fs = require('fs');
const path = require('path');

class Job {
  constructor({ id, cutter, stone, caratsIn, caratsOut, hours, fee }) {
    Object.assign(this, { id, cutter, stone, caratsIn, caratsOut, hours, fee });
  }
  get yieldPct() {
    return (this.caratsOut / this.caratsIn) * 100;
  }
  get hourlyRate() {
    return this.fee / this.hours;
  }
}

const parseLine = (line, lineNo) => {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    return { error: `line ${lineNo}: expected 7 fields, got ${fields.length}` };
  }
  const [id, cutter, stone, ...nums] = fields;
  const [caratsIn, caratsOut, hours, fee] = nums.map(Number);
  if ([caratsIn, caratsOut, hours, fee].some(Number.isNaN)) {
    return { error: `line ${lineNo}: non-numeric value in ${id}` };
  }
  if (caratsOut > caratsIn) {
    return { error: `line ${lineNo}: ${id} gains weight (${caratsIn} -> ${caratsOut})` };
  }
  return { job: new Job({ id, cutter, stone, caratsIn, caratsOut, hours, fee }) };
};

class Workshop {
  constructor() {
    this.jobs = [];
    this.problems = [];
  }
  load(text) {
    text.split('\n').forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const { job, error } = parseLine(line, i + 1);
      if (error) this.problems.push(error);
      else this.jobs.push(job);
    });
    return this;
  }
  get totalFees() {
    return this.jobs.reduce((sum, { fee }) => sum + fee, 0);
  }
  byCutter() {
    const groups = new Map();
    for (const job of this.jobs) {
      const g = groups.get(job.cutter) ?? { jobs: 0, hours: 0, fees: 0, yields: [] };
      g.jobs += 1;
      g.hours += job.hours;
      g.fees += job.fee;
      g.yields.push(job.yieldPct);
      groups.set(job.cutter, g);
    }
    return [...groups.entries()].sort(([, a], [, b]) => b.fees - a.fees);
  }
  bestYield() {
    return [...this.jobs].sort((a, b) => b.yieldPct - a.yieldPct)[0];
  }
}

const money = (n) => `£${n.toFixed(2)}`;

function report(workshop) {
  const out = [];
  out.push('LAPIDARY WORKSHOP REPORT');
  out.push('='.repeat(40));
  out.push(`${'Cutter'.padEnd(8)}${'Jobs'.padStart(5)}${'Hours'.padStart(7)}${'Fees'.padStart(10)}${'Yield'.padStart(8)}`);
  for (const [cutter, { jobs, hours, fees, yields }] of workshop.byCutter()) {
    const avg = yields.reduce((a, b) => a + b, 0) / yields.length;
    out.push(`${cutter.padEnd(8)}${String(jobs).padStart(5)}${hours.toFixed(2).padStart(7)}${money(fees).padStart(10)}${`${avg.toFixed(1)}%`.padStart(8)}`);
  }
  out.push('-'.repeat(40));
  const best = workshop.bestYield();
  out.push(`Best yield: ${best.id} (${best.stone}, ${best.cutter}) ${best.yieldPct.toFixed(1)}%`);
  const stones = [...new Set(workshop.jobs.map(({ stone }) => stone))].sort();
  out.push(`Stones: ${stones.join(', ')}`);
  if (workshop.problems.length) {
    out.push(`Skipped ${workshop.problems.length} line(s):`);
    workshop.problems.forEach((p) => out.push(`  ! ${p}`));
  }
  const summary = {
    jobs: workshop.jobs.length,
    skipped: workshop.problems.length,
    totalFees: Math.round(workshop.totalFees * 100) / 100,
    topCutter: workshop.byCutter()[0][0],
    bestYield: best.id,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

function main(file = path.join(__dirname, '..', 'root', 'lapidary_jobs.csv')) {
  const text = fs.readFileSync(file, 'utf8');
  console.log(report(new Workshop().load(text)));
}

module.exports = { Job, Workshop, parseLine, report, main };

if (require.main === module) main(process.argv[2]);
