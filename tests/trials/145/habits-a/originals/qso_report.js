'use strict';
// Amateur-radio contest QSO log: scores a CQ-style log and prints a report.
const fs = require('fs');
const path = require('path');

const POINTS = { CW: 3, RTTY: 2, FT8: 1, SSB: 1 };
const BANDS = ['160m', '80m', '40m', '20m', '15m', '10m'];

class Qso {
  constructor({ utc, call, band, mode, sent, rcvd, zone }) {
    Object.assign(this, { utc, call, band, mode, sent, rcvd, zone });
  }
  get key() { return `${this.call}|${this.band}|${this.mode}`; }
  get points() { return POINTS[this.mode] ?? 0; }
  get weak() { return this.mode !== 'FT8' && Number(String(this.rcvd)[1]) < 7; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [utc, call, band, mode, sent, rcvd, zone] = fields;
  if (!call) throw new Error(`line ${lineNo}: missing callsign`);
  if (!BANDS.includes(band)) throw new Error(`line ${lineNo}: unknown band ${band}`);
  if (!(mode in POINTS)) throw new Error(`line ${lineNo}: unknown mode ${mode}`);
  if (Number.isNaN(Number(rcvd))) throw new Error(`line ${lineNo}: bad report "${rcvd}"`);
  return new Qso({ utc, call: call.toUpperCase(), band, mode, sent, rcvd: Number(rcvd), zone: parseInt(zone, 10) });
}

class Log {
  constructor() {
    this.qsos = [];
    this.dupes = [];
    this.errors = [];
    this.seen = new Set();
  }
  add(qso) {
    if (this.seen.has(qso.key)) {
      this.dupes.push(qso);
      return;
    }
    this.seen.add(qso.key);
    this.qsos.push(qso);
  }
  get score() {
    const points = this.qsos.reduce((sum, q) => sum + q.points, 0);
    return { points, mults: this.multipliers.size, total: points * this.multipliers.size };
  }
  get multipliers() {
    return new Set(this.qsos.map(({ band, zone }) => `${band}:${zone}`));
  }
  byBand() {
    const counts = new Map(BANDS.map((b) => [b, { qsos: 0, points: 0 }]));
    for (const q of this.qsos) {
      const entry = counts.get(q.band);
      entry.qsos += 1;
      entry.points += q.points;
    }
    return [...counts].filter(([, v]) => v.qsos > 0);
  }
  topCalls(n = 3) {
    const tally = new Map();
    this.qsos.forEach(({ call }) => tally.set(call, (tally.get(call) || 0) + 1));
    return [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n);
  }
}

function report(text) {
  const log = new Log();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      log.add(parseLine(line, i + 1));
    } catch (err) {
      log.errors.push(err.message);
    }
  });
  const out = [];
  out.push('CONTEST QSO REPORT');
  out.push('='.repeat(34));
  out.push(`${'Band'.padEnd(6)}${'QSOs'.padStart(6)}${'Points'.padStart(8)}`);
  for (const [band, { qsos, points }] of log.byBand()) {
    out.push(`${band.padEnd(6)}${String(qsos).padStart(6)}${String(points).padStart(8)}`);
  }
  out.push('-'.repeat(34));
  const { points, mults, total } = log.score;
  out.push(`Valid QSOs: ${log.qsos.length}, dupes: ${log.dupes.length}`);
  out.push(`Points ${points} x ${mults} mults = ${total}`);
  const weak = log.qsos.filter((q) => q.weak).map((q) => q.call);
  out.push(`Weak signals: ${weak.length ? weak.join(', ') : 'none'}`);
  out.push('Most worked: ' + log.topCalls().map(([c, n]) => `${c} (${n})`).join(', '));
  if (log.errors.length) {
    out.push(`Skipped ${log.errors.length} bad line(s):`);
    log.errors.forEach((e) => out.push(`  ${e}`));
  }
  const pct = ((log.dupes.length / (log.qsos.length + log.dupes.length)) * 100).toFixed(1);
  out.push(JSON.stringify({ valid: log.qsos.length, dupes: log.dupes.length, dupePct: Number(pct), score: total, skipped: log.errors.length }));
  return out.join('\n');
}

module.exports = { report, parseLine, Log, Qso };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'qso_log.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
