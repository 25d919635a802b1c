'use strict';
const fs = require('fs');
const path = require('path');

const toMinutes = (hhmm) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return NaN;
  const [, h, min] = m;
  return Number(h) * 60 + Number(min);
};

class Patrol {
  constructor({ date, beach, guard, start, end, rescues, firstAid }) {
    Object.assign(this, { date, beach, guard, start, end, rescues, firstAid });
  }
  get minutes() {
    return this.end - this.start;
  }
  get incidents() {
    return this.rescues + this.firstAid;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [date, beach, guard, startText, endText, rescuesText, aidText] = fields;
  const start = toMinutes(startText);
  const end = toMinutes(endText);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new Error(`line ${lineNo}: bad time`);
  if (end <= start) throw new Error(`line ${lineNo}: shift ends before it starts`);
  const rescues = Number.parseInt(rescuesText, 10);
  const firstAid = Number.parseInt(aidText, 10);
  if (!/^\d+$/.test(rescuesText) || !/^\d+$/.test(aidText)) {
    throw new Error(`line ${lineNo}: bad count "${rescuesText}/${aidText}"`);
  }
  return new Patrol({ date, beach, guard, start, end, rescues, firstAid });
}

function loadPatrols(text) {
  const patrols = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      patrols.push(parseLine(line, i + 1));
    } catch (err) {
      skipped.push(err.message);
    }
  });
  return { patrols, skipped };
}

const fmtHours = (minutes) => `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;

function buildReport(text) {
  const { patrols, skipped } = loadPatrols(text);
  const byBeach = new Map();
  const byGuard = new Map();
  for (const p of patrols) {
    const b = byBeach.get(p.beach) ?? { shifts: 0, minutes: 0, rescues: 0, firstAid: 0 };
    b.shifts += 1;
    b.minutes += p.minutes;
    b.rescues += p.rescues;
    b.firstAid += p.firstAid;
    byBeach.set(p.beach, b);
    byGuard.set(p.guard, (byGuard.get(p.guard) ?? 0) + p.minutes);
  }
  const lines = ['Lifeguard patrol report', '======================='];
  lines.push(`${'Beach'.padEnd(12)} ${'Shifts'.padStart(6)} ${'Hours'.padStart(6)} ${'Resc'.padStart(5)} ${'Aid'.padStart(4)}`);
  const beaches = [...byBeach.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [beach, { shifts, minutes, rescues, firstAid }] of beaches) {
    lines.push(`${beach.padEnd(12)} ${String(shifts).padStart(6)} ${fmtHours(minutes).padStart(6)} ${String(rescues).padStart(5)} ${String(firstAid).padStart(4)}`);
  }
  lines.push('');
  lines.push('Guards by time on duty:');
  const guards = [...byGuard].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  guards.forEach(([guard, minutes], i) => {
    lines.push(`  ${i + 1}. ${guard.padEnd(8)} ${fmtHours(minutes)} (${(minutes / 60).toFixed(1)} h)`);
  });
  const busiest = patrols.reduce((best, p) => (best && best.incidents >= p.incidents ? best : p), null);
  if (busiest) {
    lines.push(`Busiest shift: ${busiest.guard} at ${busiest.beach} on ${busiest.date} (${busiest.incidents} incidents)`);
  }
  if (skipped.length) {
    lines.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach((s) => lines.push(`  - ${s}`));
  }
  const totalMinutes = patrols.reduce((sum, p) => sum + p.minutes, 0);
  const summary = {
    shifts: patrols.length,
    hours: Math.round((totalMinutes / 60) * 100) / 100,
    rescues: patrols.reduce((s, p) => s + p.rescues, 0),
    firstAid: patrols.reduce((s, p) => s + p.firstAid, 0),
    skipped: skipped.length,
    topGuard: guards.length ? guards[0][0] : null,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { buildReport, loadPatrols, Patrol };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'patrols.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
