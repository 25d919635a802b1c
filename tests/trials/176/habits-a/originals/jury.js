'use strict';
// Jury pool attendance report: per-court turnout, hours and travel claims.
const fs = require('fs');
const path = require('path');

const STATUSES = new Set(['attended', 'excused', 'absent', 'deferred']);
const MILEAGE_RATE = 0.45; // £ per km
const DAILY_ALLOWANCE = 64.95; // £ for a full day (over 4 hours)
const HALF_DAY = 32.47;

class Attendance {
  constructor({ date, juror, court, status, hours, km }) {
    Object.assign(this, { date, juror, court, status, hours, km });
  }

  get attended() {
    return this.status === 'attended';
  }

  get allowance() {
    if (!this.attended) return 0;
    return this.hours > 4 ? DAILY_ALLOWANCE : HALF_DAY;
  }

  get travel() {
    return this.attended ? this.km * MILEAGE_RATE : 0;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  const [date, juror, court, status, hoursText, kmText] = fields;
  if (!STATUSES.has(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  const hours = Number(hoursText);
  const km = Number(kmText);
  if (!Number.isFinite(hours) || !Number.isFinite(km)) {
    throw new Error(`line ${lineNo}: bad number in "${hoursText}" / "${kmText}"`);
  }
  if (hours < 0 || km < 0) throw new Error(`line ${lineNo}: negative value`);
  return new Attendance({ date, juror, court, status, hours, km });
}

function load(text) {
  const records = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      records.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { records, problems };
}

function summarise(records) {
  const courts = new Map();
  for (const r of records) {
    if (!courts.has(r.court)) {
      courts.set(r.court, { summoned: 0, attended: 0, hours: 0, paid: 0, jurors: new Set() });
    }
    const c = courts.get(r.court);
    c.summoned += 1;
    c.jurors.add(r.juror);
    if (r.attended) {
      c.attended += 1;
      c.hours += r.hours;
      c.paid += r.allowance + r.travel;
    }
  }
  return courts;
}

const money = (n) => `£${n.toFixed(2)}`;
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

function report(text) {
  const { records, problems } = load(text);
  const courts = summarise(records);
  const lines = ['JURY POOL ATTENDANCE', '='.repeat(20)];
  lines.push(`${'Court'.padEnd(12)} ${'Summ'.padStart(4)} ${'Att'.padStart(4)} ${'Rate'.padStart(6)} ${'Hours'.padStart(6)} ${'Paid'.padStart(9)}`);
  const sorted = [...courts.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, c] of sorted) {
    lines.push(
      `${name.padEnd(12)} ${String(c.summoned).padStart(4)} ${String(c.attended).padStart(4)} ` +
        `${pct(c.attended, c.summoned).padStart(6)} ${c.hours.toFixed(2).padStart(6)} ${money(c.paid).padStart(9)}`
    );
  }
  const byStatus = records.reduce((acc, { status }) => ({ ...acc, [status]: (acc[status] || 0) + 1 }), {});
  lines.push('', 'By status: ' + Object.entries(byStatus).map(([s, n]) => `${s}=${n}`).join(', '));
  const totalPaid = records.reduce((sum, r) => sum + r.allowance + r.travel, 0);
  const uniqueJurors = new Set(records.map((r) => r.juror)).size;
  lines.push(`Jurors: ${uniqueJurors}, total paid ${money(totalPaid)}`);
  if (problems.length) {
    lines.push('', `Skipped ${problems.length} bad line(s):`, ...problems.map((p) => `  - ${p}`));
  }
  const summary = {
    records: records.length,
    skipped: problems.length,
    courts: courts.size,
    attended: byStatus.attended || 0,
    paid: Math.round(totalPaid * 100) / 100,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { report, parseLine, Attendance };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'jury.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
