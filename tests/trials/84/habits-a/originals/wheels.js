'use strict';
const fs = require('fs');
const path = require('path');

const RATE_PER_HOUR = 12.5;
const CLAY_PER_KG = 3.2;

class Session {
  constructor({ date, member, wheel, minutes, clayKg, glazed }) {
    Object.assign(this, { date, member, wheel, minutes, clayKg, glazed });
  }
  get hours() {
    return this.minutes / 60;
  }
  get cost() {
    return this.hours * RATE_PER_HOUR + this.clayKg * CLAY_PER_KG;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  }
  const [date, member, wheel, minutesText, clayText, glazedText] = parts;
  const minutes = Number(minutesText);
  const clayKg = Number(clayText);
  if (!Number.isInteger(minutes) || minutes <= 0) {
    throw new Error(`line ${lineNo}: bad minutes "${minutesText}"`);
  }
  if (Number.isNaN(clayKg) || clayKg < 0) {
    throw new Error(`line ${lineNo}: bad clay "${clayText}"`);
  }
  if (!['yes', 'no'].includes(glazedText)) {
    throw new Error(`line ${lineNo}: bad glazed flag "${glazedText}"`);
  }
  return new Session({ date, member, wheel, minutes, clayKg, glazed: glazedText === 'yes' });
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

function report(text) {
  const { sessions, problems } = load(text);
  const out = [];
  out.push('Pottery wheel hire report');
  out.push('='.repeat(25));
  const byMember = groupBy(sessions, (s) => s.member);
  const members = [...byMember.entries()]
    .map(([name, list]) => ({
      name,
      count: list.length,
      minutes: list.reduce((sum, s) => sum + s.minutes, 0),
      cost: list.reduce((sum, s) => sum + s.cost, 0),
    }))
    .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name));
  for (const { name, count, minutes, cost } of members) {
    out.push(`${name.padEnd(8)} ${String(count).padStart(2)} sessions ${String(minutes).padStart(4)} min  £${cost.toFixed(2).padStart(7)}`);
  }
  out.push('');
  const byWheel = groupBy(sessions, (s) => s.wheel);
  const wheels = [...byWheel.keys()].sort();
  for (const wheel of wheels) {
    const list = byWheel.get(wheel);
    const hours = list.reduce((sum, s) => sum + s.hours, 0);
    const glazedShare = list.filter((s) => s.glazed).length / list.length;
    out.push(`${wheel}: ${hours.toFixed(1)} h, ${(glazedShare * 100).toFixed(0)}% glazed`);
  }
  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const total = sessions.reduce((sum, s) => sum + s.cost, 0);
  const busiest = wheels.reduce((best, w) => (byWheel.get(w).length > byWheel.get(best).length ? w : best), wheels[0]);
  const summary = {
    sessions: sessions.length,
    skipped: problems.length,
    members: members.length,
    busiestWheel: busiest,
    totalClayKg: Number(sessions.reduce((sum, s) => sum + s.clayKg, 0).toFixed(1)),
    revenue: Number(total.toFixed(2)),
  };
  out.push('');
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Session };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'wheels.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
