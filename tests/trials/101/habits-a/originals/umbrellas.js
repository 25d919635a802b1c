'use strict';
// Umbrella lending scheme: weekly station report from a CSV of loans.
const fs = require('fs');
const path = require('path');

const LATE_AFTER_MIN = 24 * 60;

class Loan {
  constructor({ id, from, to, taken, returned, member, deposit }) {
    Object.assign(this, { id, from, to, taken, returned, member, deposit });
  }
  get isOpen() { return this.returned === null; }
  get minutes() {
    return this.isOpen ? null : Math.round((this.returned - this.taken) / 60000);
  }
  get isLate() { return !this.isOpen && this.minutes > LATE_AFTER_MIN; }
}

class Station {
  constructor(name) {
    this.name = name;
    this.out = 0;
    this.in = 0;
    this.minutes = [];
  }
  get net() { return this.in - this.out; }
  get avgMinutes() {
    const { minutes } = this;
    return minutes.length ? minutes.reduce((a, b) => a + b, 0) / minutes.length : 0;
  }
}

const parseTime = (s) => {
  if (!s) return null;
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(s)) throw new Error(`bad time "${s}"`);
  return Date.parse(`${s}:00Z`);
};

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [id, from, to, takenS, returnedS, member, depositS] = fields;
  const deposit = Number(depositS);
  if (!Number.isFinite(deposit)) throw new Error(`line ${lineNo}: bad deposit "${depositS}"`);
  let taken, returned;
  try {
    taken = parseTime(takenS);
    returned = parseTime(returnedS);
  } catch (e) {
    throw new Error(`line ${lineNo}: ${e.message}`);
  }
  if (taken === null) throw new Error(`line ${lineNo}: no pickup time`);
  if (returned !== null && returned < taken) throw new Error(`line ${lineNo}: returned before taken`);
  return new Loan({ id, from, to: to || null, taken, returned, member, deposit });
}

function buildReport(text) {
  const loans = [];
  const problems = [];
  text.split('\n').slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    try {
      loans.push(parseLine(line, i + 2));
    } catch (e) {
      problems.push(e.message);
    }
  });

  const stations = new Map();
  const station = (name) => {
    if (!stations.has(name)) stations.set(name, new Station(name));
    return stations.get(name);
  };
  for (const loan of loans) {
    station(loan.from).out++;
    if (!loan.isOpen) {
      station(loan.to).in++;
      station(loan.from).minutes.push(loan.minutes);
    }
  }

  const lines = ['UMBRELLA LOANS REPORT', ''];
  lines.push(`${'Station'.padEnd(12)} ${'Out'.padStart(4)} ${'In'.padStart(4)} ${'Net'.padStart(4)} ${'Avg min'.padStart(8)}`);
  const sorted = [...stations.values()].sort((a, b) => b.out - a.out || a.name.localeCompare(b.name));
  for (const s of sorted) {
    const net = s.net > 0 ? `+${s.net}` : `${s.net}`;
    lines.push(`${s.name.padEnd(12)} ${String(s.out).padStart(4)} ${String(s.in).padStart(4)} ${net.padStart(4)} ${s.avgMinutes.toFixed(1).padStart(8)}`);
  }

  const open = loans.filter((l) => l.isOpen);
  const late = loans.filter((l) => l.isLate);
  const held = open.reduce((sum, { deposit }) => sum + deposit, 0);
  const members = new Set(loans.map(({ member }) => member));
  lines.push('');
  lines.push(`Still out: ${open.map((l) => l.id).join(', ') || 'none'} (deposits held £${held.toFixed(2)})`);
  lines.push(`Late returns (>24h): ${late.map((l) => `${l.id} ${(l.minutes / 60).toFixed(1)}h`).join(', ') || 'none'}`);
  lines.push(`Skipped ${problems.length} bad line(s):`);
  problems.forEach((p) => lines.push(`  - ${p}`));

  const summary = {
    loans: loans.length,
    open: open.length,
    late: late.length,
    members: members.size,
    depositsHeld: Number(held.toFixed(2)),
    busiest: sorted[0]?.name ?? null,
    skipped: problems.length,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { buildReport, parseLine, Loan, Station };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'umbrella_loans.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
