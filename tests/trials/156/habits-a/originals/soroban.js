'use strict';
// Soroban (abacus) competition: per-competitor and per-club report from heat sheets.
const fs = require('fs');
const path = require('path');

const FIELDS = ['heat', 'competitor', 'club', 'attempted', 'correct', 'time_s'];

class Entry {
  constructor({ heat, competitor, club, attempted, correct, time_s }) {
    this.heat = heat;
    this.competitor = competitor;
    this.club = club;
    this.attempted = attempted;
    this.correct = correct;
    this.time = time_s;
  }
  get accuracy() { return this.correct / this.attempted; }
  get perMinute() { return (this.correct / this.time) * 60; }
  get score() { return Math.round(this.correct * 10 + this.perMinute * 5); }
}

class Club {
  constructor(name) {
    this.name = name;
    this.entries = [];
  }
  add(entry) { this.entries.push(entry); }
  get total() { return this.entries.reduce((sum, e) => sum + e.score, 0); }
  get best() { return this.entries.reduce((a, b) => (b.score > a.score ? b : a)); }
  get meanAccuracy() {
    return this.entries.reduce((s, e) => s + e.accuracy, 0) / this.entries.length;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
  }
  const raw = Object.fromEntries(FIELDS.map((f, i) => [f, parts[i]]));
  const nums = {};
  for (const key of ['heat', 'attempted', 'correct', 'time_s']) {
    const n = Number(raw[key]);
    if (raw[key] === '' || Number.isNaN(n)) {
      throw new Error(`line ${lineNo}: bad ${key} "${raw[key]}"`);
    }
    nums[key] = n;
  }
  if (nums.correct > nums.attempted) {
    throw new Error(`line ${lineNo}: correct ${nums.correct} > attempted ${nums.attempted}`);
  }
  return new Entry({ ...raw, ...nums });
}

function buildReport(text) {
  const entries = [];
  const problems = [];
  text.split('\n').forEach((line, i) => {
    if (i === 0 || !line.trim() || line.startsWith('#')) return;
    try {
      entries.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });

  const clubs = new Map();
  for (const e of entries) {
    if (!clubs.has(e.club)) clubs.set(e.club, new Club(e.club));
    clubs.get(e.club).add(e);
  }

  const out = [];
  out.push('SOROBAN CHAMPIONSHIP — HEAT REPORT');
  out.push('='.repeat(34));
  const ranked = [...entries].sort((a, b) => b.score - a.score || a.competitor.localeCompare(b.competitor));
  ranked.forEach((e, i) => {
    const { competitor, club, heat } = e;
    out.push(`${String(i + 1).padStart(2)}. ${competitor.padEnd(14)} ${club.padEnd(15)} H${heat} `
      + `${(e.accuracy * 100).toFixed(1).padStart(5)}% ${e.perMinute.toFixed(2).padStart(6)}/min ${String(e.score).padStart(4)}`);
  });
  out.push('');
  out.push('Clubs');
  const clubList = [...clubs.values()].sort((a, b) => b.total - a.total);
  for (const club of clubList) {
    out.push(`  ${club.name.padEnd(15)} total ${String(club.total).padStart(5)}  `
      + `acc ${(club.meanAccuracy * 100).toFixed(1)}%  best ${club.best.competitor}`);
  }
  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const summary = {
    competitors: entries.length,
    skipped: problems.length,
    clubs: clubList.length,
    winner: ranked[0]?.competitor ?? null,
    topClub: clubList[0]?.name ?? null,
    meanAccuracy: Number((entries.reduce((s, e) => s + e.accuracy, 0) / entries.length).toFixed(4)),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Entry, Club, parseLine, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'soroban.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
