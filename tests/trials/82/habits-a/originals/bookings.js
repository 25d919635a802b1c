'use strict';
// Weekly report for a sign-language interpreter agency.
const fs = require('fs');
const path = require('path');

const DATA = path.join(__dirname, '..', 'root', 'interpreter_bookings.csv');

const toMinutes = (hhmm) => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return NaN;
  const [, h, min] = m.map(Number);
  return h < 24 && min < 60 ? h * 60 + min : NaN;
};

class Booking {
  constructor({ date, interpreter, client, language, start, end, rate }) {
    Object.assign(this, { date, interpreter, client, language });
    this.startMin = toMinutes(start);
    this.endMin = toMinutes(end);
    this.rate = Number(rate);
  }
  get minutes() { return this.endMin - this.startMin; }
  get hours() { return this.minutes / 60; }
  get fee() { return Math.round(this.hours * this.rate * 100) / 100; }
  get problem() {
    if (Number.isNaN(this.startMin) || Number.isNaN(this.endMin)) return 'bad time';
    if (this.minutes <= 0) return 'ends before it starts';
    if (!Number.isFinite(this.rate)) return 'bad rate';
    return null;
  }
}

class Ledger {
  constructor() {
    this.bookings = [];
    this.rejected = [];
    this.byInterpreter = new Map();
  }
  load(text) {
    const lines = text.split('\n');
    let header = null;
    lines.forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const cells = line.split(',').map((c) => c.trim());
      if (!header) { header = cells; return; }
      if (cells.length !== header.length) {
        this.rejected.push({ line: i + 1, reason: `expected ${header.length} fields, got ${cells.length}` });
        return;
      }
      const b = new Booking(Object.fromEntries(header.map((h, j) => [h, cells[j]])));
      if (b.problem) {
        this.rejected.push({ line: i + 1, reason: b.problem });
        return;
      }
      this.add(b);
    });
    return this;
  }
  add(b) {
    this.bookings.push(b);
    const cur = this.byInterpreter.get(b.interpreter) ?? { jobs: 0, minutes: 0, fees: 0 };
    cur.jobs += 1;
    cur.minutes += b.minutes;
    cur.fees += b.fee;
    this.byInterpreter.set(b.interpreter, cur);
  }
  get totalFees() { return this.bookings.reduce((s, b) => s + b.fee, 0); }
  get totalHours() { return this.bookings.reduce((s, b) => s + b.hours, 0); }
  languages() {
    const counts = {};
    for (const { language } of this.bookings) counts[language] = (counts[language] || 0) + 1;
    return counts;
  }
}

function report(ledger) {
  const out = [];
  out.push('Interpreter bookings');
  out.push('='.repeat(44));
  const rows = [...ledger.byInterpreter.entries()].sort((a, b) => b[1].fees - a[1].fees);
  for (const [name, { jobs, minutes, fees }] of rows) {
    const hrs = (minutes / 60).toFixed(2);
    out.push(`${name.padEnd(16)} ${String(jobs).padStart(3)} jobs ${hrs.padStart(6)} h  £${fees.toFixed(2).padStart(8)}`);
  }
  out.push('-'.repeat(44));
  const langs = Object.entries(ledger.languages()).map(([k, v]) => `${k}=${v}`).join(', ');
  out.push(`Languages: ${langs}`);
  const longest = ledger.bookings.reduce((a, b) => (b.minutes > a.minutes ? b : a));
  out.push(`Longest: ${longest.interpreter} at ${longest.client} on ${longest.date} (${longest.minutes} min)`);
  for (const { line, reason } of ledger.rejected) out.push(`skipped line ${line}: ${reason}`);
  const summary = {
    bookings: ledger.bookings.length,
    rejected: ledger.rejected.length,
    hours: Number(ledger.totalHours.toFixed(2)),
    fees: Number(ledger.totalFees.toFixed(2)),
    top: rows[0][0],
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Booking, Ledger, report };

if (require.main === module) {
  const ledger = new Ledger().load(fs.readFileSync(DATA, 'utf8'));
  console.log(report(ledger));
}
