'use strict';
// Puppet theatre tour: reads a CSV of performances and prints a report.
const fs = require('fs');
const path = require('path');

const FIELDS = ['date', 'venue', 'city', 'show', 'seats', 'sold', 'price', 'puppeteers'];

class Performance {
  constructor({ date, venue, city, show, seats, sold, price, puppeteers }) {
    Object.assign(this, { date, venue, city, show, seats, sold, price, puppeteers });
  }
  get takings() { return this.sold * this.price; }
  get occupancy() { return this.sold / this.seats; }
  get soldOut() { return this.sold === this.seats; }
}

class ShowStats {
  constructor(name) {
    this.name = name;
    this.shows = 0;
    this.sold = 0;
    this.seats = 0;
    this.takings = 0;
  }
  add(p) {
    this.shows += 1;
    this.sold += p.sold;
    this.seats += p.seats;
    this.takings += p.takings;
  }
  get occupancy() { return this.seats ? this.sold / this.seats : 0; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
  }
  const rec = Object.fromEntries(FIELDS.map((f, i) => [f, parts[i]]));
  for (const key of ['seats', 'sold', 'puppeteers']) {
    const n = Number(rec[key]);
    if (!Number.isInteger(n) || n < 0) throw new Error(`line ${lineNo}: bad ${key} "${rec[key]}"`);
    rec[key] = n;
  }
  rec.price = Number(rec.price);
  if (Number.isNaN(rec.price)) throw new Error(`line ${lineNo}: bad price`);
  if (rec.sold > rec.seats) throw new Error(`line ${lineNo}: sold ${rec.sold} > seats ${rec.seats}`);
  return new Performance(rec);
}

function loadTour(text) {
  const performances = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      performances.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { performances, problems };
}

function buildReport({ performances, problems }) {
  const byShow = new Map();
  const byCity = new Map();
  for (const p of performances) {
    if (!byShow.has(p.show)) byShow.set(p.show, new ShowStats(p.show));
    byShow.get(p.show).add(p);
    byCity.set(p.city, (byCity.get(p.city) ?? 0) + p.sold);
  }
  const out = [];
  out.push(`Puppet tour report: ${performances.length} performances, ${problems.length} skipped`);
  out.push('');
  out.push('Show                 Perfs   Sold  Occup.   Takings');
  const shows = [...byShow.values()].sort((a, b) => b.takings - a.takings);
  for (const s of shows) {
    const occ = `${(s.occupancy * 100).toFixed(1)}%`;
    out.push(`${s.name.padEnd(20)} ${String(s.shows).padStart(5)} ${String(s.sold).padStart(6)} ${occ.padStart(7)} ${s.takings.toFixed(2).padStart(9)}`);
  }
  out.push('');
  out.push('Audience by city:');
  for (const [city, sold] of [...byCity].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`  ${city.padEnd(12)} ${sold}`);
  }
  const soldOut = performances.filter((p) => p.soldOut).map(({ date, venue }) => `${date} ${venue}`);
  out.push('');
  out.push(`Sold out: ${soldOut.length ? soldOut.join('; ') : 'none'}`);
  if (problems.length) {
    out.push('Skipped lines:');
    problems.forEach((m) => out.push(`  - ${m}`));
  }
  const total = performances.reduce((acc, p) => acc + p.takings, 0);
  const best = shows[0];
  const summary = {
    performances: performances.length,
    skipped: problems.length,
    audience: performances.reduce((acc, p) => acc + p.sold, 0),
    takings: Math.round(total * 100) / 100,
    topShow: best ? best.name : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { parseLine, loadTour, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'puppet_tour.csv');
  console.log(buildReport(loadTour(fs.readFileSync(file, 'utf8'))));
}
