'use strict';
const fs = require('fs');
const path = require('path');

class Descent {
  constructor({ date, team, name, height, seconds, pledged }) {
    Object.assign(this, { date, team, name, height, seconds, pledged });
  }
  get speed() {
    return this.height / this.seconds;
  }
}

class Team {
  constructor(name) {
    this.name = name;
    this.descents = [];
  }
  add(d) {
    this.descents.push(d);
  }
  get total() {
    return this.descents.reduce((s, d) => s + d.pledged, 0);
  }
  get metres() {
    return this.descents.reduce((s, d) => s + d.height, 0);
  }
  get fastest() {
    return [...this.descents].sort((a, b) => b.speed - a.speed)[0];
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [date, team, name, h, s, p] = fields;
  const height = Number(h);
  const seconds = Number(s);
  const pledged = p === '' ? 0 : Number(p);
  if (!Number.isFinite(height) || height <= 0) {
    throw new Error(`line ${lineNo}: bad height "${h}"`);
  }
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`line ${lineNo}: bad time "${s}"`);
  }
  if (!Number.isFinite(pledged)) {
    throw new Error(`line ${lineNo}: bad pledge "${p}"`);
  }
  return new Descent({ date, team, name, height, seconds, pledged });
}

function load(text) {
  const descents = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      descents.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { descents, problems };
}

function report(text) {
  const { descents, problems } = load(text);
  const teams = new Map();
  for (const d of descents) {
    if (!teams.has(d.team)) teams.set(d.team, new Team(d.team));
    teams.get(d.team).add(d);
  }
  const ranked = [...teams.values()].sort((a, b) => b.total - a.total);
  const out = [];
  out.push('CHARITY ABSEIL REPORT');
  out.push('='.repeat(44));
  out.push(`${'Team'.padEnd(12)}${'Desc'.padStart(5)}${'Metres'.padStart(8)}${'Pledged'.padStart(11)}`);
  for (const t of ranked) {
    out.push(`${t.name.padEnd(12)}${String(t.descents.length).padStart(5)}${String(t.metres).padStart(8)}${('£' + t.total.toFixed(2)).padStart(11)}`);
  }
  out.push('-'.repeat(44));
  for (const t of ranked) {
    const { name, speed, seconds } = t.fastest;
    out.push(`Fastest ${t.name}: ${name} (${seconds}s, ${speed.toFixed(2)} m/s)`);
  }
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const grand = ranked.reduce((s, t) => s + t.total, 0);
  const summary = {
    descents: descents.length,
    teams: ranked.length,
    pledged: Math.round(grand * 100) / 100,
    top: ranked[0]?.name ?? null,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Team, Descent };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'abseil.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
