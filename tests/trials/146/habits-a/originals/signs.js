'use strict';
// Sign-writing shop: summarise a month of commissions from a CSV file.
const fs = require('fs');

const RATES = { 'gold leaf': 62, enamel: 38, chalk: 25 };   // pounds per hour
const LEAF_PER_LETTER = 1.8;                                  // pounds of leaf per letter

class Commission {
  constructor({ job, date, client, surface, letters, finish, hours }) {
    Object.assign(this, { job, date, client, surface, letters, finish, hours });
  }

  get labour() { return this.hours * RATES[this.finish]; }

  get materials() {
    return this.finish === 'gold leaf' ? this.letters * LEAF_PER_LETTER : this.letters * 0.4;
  }

  get total() { return this.labour + this.materials; }

  get minutesPerLetter() { return (this.hours * 60) / this.letters; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${parts.length}`);
  const [job, date, client, surface, lettersText, finish, hoursText] = parts;
  const letters = Number(lettersText);
  const hours = Number(hoursText);
  if (!Number.isInteger(letters) || letters <= 0) throw new Error(`line ${lineNo}: bad letter count "${lettersText}"`);
  if (!(finish in RATES)) throw new Error(`line ${lineNo}: unknown finish "${finish}"`);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error(`line ${lineNo}: bad hours "${hoursText}"`);
  return new Commission({ job, date, client, surface, letters, finish, hours });
}

function load(text) {
  const jobs = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('job,')) return;
    try {
      jobs.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { jobs, problems };
}

const money = (n) => `£${n.toFixed(2)}`;

function report(text) {
  const { jobs, problems } = load(text);
  const bySurface = new Map();
  for (const job of jobs) {
    const entry = bySurface.get(job.surface) ?? { count: 0, letters: 0, total: 0 };
    entry.count += 1;
    entry.letters += job.letters;
    entry.total += job.total;
    bySurface.set(job.surface, entry);
  }

  const out = [];
  out.push('SIGN-WRITING COMMISSIONS');
  out.push('='.repeat(58));
  out.push(`${'Job'.padEnd(8)}${'Client'.padEnd(20)}${'Finish'.padEnd(10)}${'Letters'.padStart(8)}${'Total'.padStart(12)}`);
  for (const j of [...jobs].sort((a, b) => b.total - a.total)) {
    out.push(`${j.job.padEnd(8)}${j.client.slice(0, 19).padEnd(20)}${j.finish.padEnd(10)}${String(j.letters).padStart(8)}${money(j.total).padStart(12)}`);
  }
  out.push('');
  out.push('By surface:');
  const surfaces = [...bySurface.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [surface, { count, letters, total }] of surfaces) {
    out.push(`  ${surface.padEnd(8)} ${String(count).padStart(2)} jobs ${String(letters).padStart(4)} letters ${money(total).padStart(10)}`);
  }

  const grand = jobs.reduce((sum, j) => sum + j.total, 0);
  const slowest = jobs.reduce((a, b) => (b.minutesPerLetter > a.minutesPerLetter ? b : a), jobs[0]);
  const gilded = jobs.filter((j) => j.finish === 'gold leaf').length;
  out.push('');
  out.push(`Slowest per letter: ${slowest.job} (${slowest.client}) at ${slowest.minutesPerLetter.toFixed(1)} min/letter`);
  out.push(`Gold-leaf share: ${((gilded / jobs.length) * 100).toFixed(0)}%`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const summary = {
    jobs: jobs.length,
    skipped: problems.length,
    letters: jobs.reduce((s, j) => s + j.letters, 0),
    revenue: Math.round(grand * 100) / 100,
    topSurface: surfaces.reduce((a, b) => (b[1].total > a[1].total ? b : a))[0],
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Commission, parseLine, load, report };

if (require.main === module) {
  const file = process.argv[2] ?? 'root/signs.csv';
  console.log(report(fs.readFileSync(file, 'utf8')));
}
