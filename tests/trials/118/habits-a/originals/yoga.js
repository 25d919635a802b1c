'use strict';
// Yoga studio weekly attendance report.
const fs = require('fs');
const path = require('path');

const FIELDS = ['date', 'style', 'instructor', 'booked', 'attended', 'capacity', 'price'];

class Session {
  constructor({ date, style, instructor, booked, attended, capacity, price }) {
    Object.assign(this, { date, style, instructor, booked, attended, capacity, price });
  }
  get revenue() { return this.attended * this.price; }
  get fill() { return this.attended / this.capacity; }
  get noShows() { return this.booked - this.attended; }
}

class Tally {
  constructor(name) {
    this.name = name;
    this.sessions = 0;
    this.attended = 0;
    this.revenue = 0;
    this.fillSum = 0;
  }
  add(s) {
    this.sessions += 1;
    this.attended += s.attended;
    this.revenue += s.revenue;
    this.fillSum += s.fill;
  }
  get avgFill() { return this.sessions ? this.fillSum / this.sessions : 0; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
  }
  const [date, style, instructor, ...nums] = parts;
  const [booked, attended, capacity] = nums.slice(0, 3).map(Number);
  const price = parseFloat(nums[3]);
  if ([booked, attended, capacity].some((n) => !Number.isInteger(n)) || Number.isNaN(price)) {
    throw new Error(`line ${lineNo}: bad number in "${line}"`);
  }
  if (attended > booked) {
    throw new Error(`line ${lineNo}: attended ${attended} > booked ${booked}`);
  }
  return new Session({ date, style, instructor, booked, attended, capacity, price });
}

function load(text) {
  const sessions = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      sessions.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { sessions, problems };
}

function tallyBy(sessions, key) {
  const map = new Map();
  for (const s of sessions) {
    const k = s[key];
    if (!map.has(k)) map.set(k, new Tally(k));
    map.get(k).add(s);
  }
  return [...map.values()].sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const money = (x) => `£${x.toFixed(2)}`;

function report(text) {
  const { sessions, problems } = load(text);
  const out = [];
  out.push('YOGA STUDIO ATTENDANCE');
  out.push('='.repeat(40));
  out.push(`${'Style'.padEnd(12)}${'Cls'.padStart(4)}${'Att'.padStart(5)}${'Fill'.padStart(8)}${'Revenue'.padStart(11)}`);
  for (const t of tallyBy(sessions, 'style')) {
    out.push(`${t.name.padEnd(12)}${String(t.sessions).padStart(4)}${String(t.attended).padStart(5)}${pct(t.avgFill).padStart(8)}${money(t.revenue).padStart(11)}`);
  }
  out.push('-'.repeat(40));
  out.push('By instructor:');
  for (const { name, sessions: n, revenue } of tallyBy(sessions, 'instructor')) {
    out.push(`  ${name.padEnd(8)} ${n} classes  ${money(revenue)}`);
  }
  const full = sessions.filter((s) => s.fill >= 1).map((s) => `${s.date} ${s.style}`);
  out.push(`Full classes: ${full.length ? full.join('; ') : 'none'}`);
  const noShows = sessions.reduce((acc, s) => acc + s.noShows, 0);
  const booked = sessions.reduce((acc, s) => acc + s.booked, 0);
  out.push(`No-shows: ${noShows} of ${booked} booked (${pct(booked ? noShows / booked : 0)})`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ! ${p}`));
  }
  const total = sessions.reduce((acc, s) => acc + s.revenue, 0);
  const summary = {
    sessions: sessions.length,
    attended: sessions.reduce((acc, s) => acc + s.attended, 0),
    revenue: Math.round(total * 100) / 100,
    noShowRate: booked ? Number((noShows / booked).toFixed(3)) : 0,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Session, Tally };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'yoga.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
