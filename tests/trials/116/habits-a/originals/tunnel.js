'use strict';
// Wind-tunnel flight sessions: minutes, takings and instructor load.
const fs = require('fs');

const LEVELS = new Set(['novice', 'intermediate', 'pro']);

class Session {
  constructor({ date, flyer, instructor, level, minutes, price }) {
    Object.assign(this, { date, flyer, instructor, level, minutes, price });
  }
  get perMinute() {
    return this.price / this.minutes;
  }
  get isLong() {
    return this.minutes >= 10;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  }
  const [date, flyer, instructor, level, minutesText, priceText] = parts;
  if (!instructor) throw new Error(`line ${lineNo}: no instructor`);
  if (!LEVELS.has(level)) throw new Error(`line ${lineNo}: unknown level "${level}"`);
  const minutes = Number(minutesText);
  const price = Number(priceText);
  if (!Number.isInteger(minutes) || minutes <= 0) {
    throw new Error(`line ${lineNo}: bad minutes "${minutesText}"`);
  }
  if (Number.isNaN(price)) throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  return new Session({ date, flyer, instructor, level, minutes, price });
}

function load(text) {
  const sessions = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      sessions.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { sessions, problems };
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

function report(text) {
  const { sessions, problems } = load(text);
  const out = [];
  out.push('WIND TUNNEL FLIGHT REPORT');
  out.push('='.repeat(40));

  const byInstructor = groupBy(sessions, (s) => s.instructor);
  out.push('Instructor    Flights  Minutes   Takings');
  const rows = [...byInstructor.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, list] of rows) {
    const mins = sum(list, (s) => s.minutes);
    const takings = sum(list, (s) => s.price);
    out.push(`${name.padEnd(12)}  ${String(list.length).padStart(7)}  ${String(mins).padStart(7)}  ${takings.toFixed(2).padStart(8)}`);
  }

  out.push('');
  const byLevel = groupBy(sessions, (s) => s.level);
  for (const level of LEVELS) {
    const list = byLevel.get(level) ?? [];
    const avg = list.length ? sum(list, (s) => s.perMinute) / list.length : 0;
    out.push(`${level}: ${list.length} flights, avg ${avg.toFixed(2)}/min`);
  }

  const flyers = new Map();
  for (const { flyer, minutes } of sessions) {
    flyers.set(flyer, (flyers.get(flyer) ?? 0) + minutes);
  }
  const [topFlyer, topMinutes] = [...flyers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  out.push(`Top flyer: ${topFlyer} (${topMinutes} min)`);
  out.push(`Long flights (10+ min): ${sessions.filter((s) => s.isLong).length}`);

  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }

  const summary = {
    flights: sessions.length,
    minutes: sum(sessions, (s) => s.minutes),
    takings: Math.round(sum(sessions, (s) => s.price) * 100) / 100,
    flyers: flyers.size,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Session };

if (require.main === module) {
  const path = process.argv[2] ?? 'root/tunnel_sessions.csv';
  console.log(report(fs.readFileSync(path, 'utf8')));
}
