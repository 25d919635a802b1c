'use strict';
// Gritter salt-run report: reads a CSV of winter gritting runs and summarises
// salt use per route and per driver.
const fs = require('fs');
const path = require('path');

class Run {
  constructor({ date, route, driver, salt, km, temp }) {
    Object.assign(this, { date, route, driver, salt, km, temp });
  }
  get rate() { return (this.salt * 1000) / this.km; } // kg per km
  get severe() { return this.temp <= -3; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  const [date, route, driver, ...nums] = parts;
  const [salt, km, temp] = nums.map(Number);
  if ([salt, km, temp].some(Number.isNaN)) throw new Error(`line ${lineNo}: bad number`);
  if (salt <= 0 || km <= 0) throw new Error(`line ${lineNo}: salt and km must be positive`);
  return new Run({ date, route, driver, salt, km, temp });
}

function loadRuns(text) {
  const runs = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      runs.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { runs, problems };
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

const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);

function buildReport(text) {
  const { runs, problems } = loadRuns(text);
  const out = [];
  out.push('GRITTER SALT RUNS');
  out.push('='.repeat(44));
  out.push(`${'Route'.padEnd(14)}${'Runs'.padStart(5)}${'Salt t'.padStart(9)}${'km'.padStart(8)}${'kg/km'.padStart(8)}`);

  const byRoute = [...groupBy(runs, (r) => r.route)].sort(([a], [b]) => a.localeCompare(b));
  for (const [route, list] of byRoute) {
    const salt = sum(list, (r) => r.salt);
    const km = sum(list, (r) => r.km);
    out.push(`${route.padEnd(14)}${String(list.length).padStart(5)}${salt.toFixed(1).padStart(9)}${km.toFixed(1).padStart(8)}${((salt * 1000) / km).toFixed(1).padStart(8)}`);
  }

  out.push('');
  out.push('Drivers');
  const byDriver = [...groupBy(runs, (r) => r.driver)]
    .map(([driver, list]) => ({ driver, runs: list.length, salt: sum(list, (r) => r.salt), severe: list.filter((r) => r.severe).length }))
    .sort((a, b) => b.salt - a.salt || a.driver.localeCompare(b.driver));
  byDriver.forEach(({ driver, runs: n, salt, severe }, i) => {
    out.push(`  ${i + 1}. ${driver.padEnd(8)} ${n} runs, ${salt.toFixed(1)} t${severe ? ` (${severe} severe)` : ''}`);
  });

  const coldest = runs.reduce((a, b) => (b.temp < a.temp ? b : a));
  const heaviest = runs.reduce((a, b) => (b.rate > a.rate ? b : a));
  out.push('');
  out.push(`Coldest run: ${coldest.date} ${coldest.route} at ${coldest.temp.toFixed(1)} C`);
  out.push(`Heaviest spread: ${heaviest.route} on ${heaviest.date}, ${heaviest.rate.toFixed(1)} kg/km`);

  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }

  const totalSalt = sum(runs, (r) => r.salt);
  const summary = {
    runs: runs.length,
    skipped: problems.length,
    totalSaltTonnes: Number(totalSalt.toFixed(2)),
    totalKm: Number(sum(runs, (r) => r.km).toFixed(1)),
    severeRuns: runs.filter((r) => r.severe).length,
    topDriver: byDriver[0]?.driver ?? null,
    routes: byRoute.map(([route]) => route),
  };
  out.push('');
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, Run };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'gritter_runs.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
