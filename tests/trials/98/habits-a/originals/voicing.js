'use strict';
// Organ-pipe voicing workshop: minutes and tuning error per voicer and rank.
const fs = require('fs');
const path = require('path');

const TOLERANCE = 5; // cents either way counts as "in tune"

class Pipe {
  constructor({ date, organ, rank, pipe, voicer, minutes, cents }) {
    Object.assign(this, { date, organ, rank, pipe, voicer, minutes, cents });
  }
  get inTune() { return Math.abs(this.cents) <= TOLERANCE; }
  get label() { return `${this.organ} / ${this.rank} ${this.pipe}`; }
}

class Tally {
  constructor(name) {
    this.name = name;
    this.pipes = [];
  }
  add(p) { this.pipes.push(p); }
  get count() { return this.pipes.length; }
  get minutes() { return this.pipes.reduce((s, p) => s + p.minutes, 0); }
  get avgMinutes() { return this.count ? this.minutes / this.count : 0; }
  get meanAbsCents() {
    return this.count ? this.pipes.reduce((s, p) => s + Math.abs(p.cents), 0) / this.count : 0;
  }
  get outOfTune() { return this.pipes.filter(p => !p.inTune).length; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [date, organ, rank, pipe, voicer, minutesText, centsText] = fields;
  const minutes = Number.parseInt(minutesText, 10);
  const cents = Number.parseFloat(centsText);
  if (Number.isNaN(minutes)) throw new Error(`line ${lineNo}: bad minutes "${minutesText}"`);
  if (Number.isNaN(cents)) throw new Error(`line ${lineNo}: bad cents "${centsText}"`);
  return new Pipe({ date, organ, rank, pipe, voicer, minutes, cents });
}

function load(text) {
  const pipes = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      pipes.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { pipes, problems };
}

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, new Tally(key));
    groups.get(key).add(item);
  }
  return groups;
}

function report(text) {
  const { pipes, problems } = load(text);
  const out = [];
  const byVoicer = groupBy(pipes, p => p.voicer);
  const byRank = groupBy(pipes, p => p.rank);

  out.push('VOICING REPORT');
  out.push('='.repeat(44));
  out.push(`${'Voicer'.padEnd(10)}${'Pipes'.padStart(6)}${'Mins'.padStart(7)}${'Avg'.padStart(8)}${'|c|'.padStart(7)}${'Off'.padStart(5)}`);
  const voicers = [...byVoicer.values()].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  for (const t of voicers) {
    out.push(`${t.name.padEnd(10)}${String(t.count).padStart(6)}${String(t.minutes).padStart(7)}` +
      `${t.avgMinutes.toFixed(1).padStart(8)}${t.meanAbsCents.toFixed(2).padStart(7)}${String(t.outOfTune).padStart(5)}`);
  }
  out.push('');
  out.push('By rank:');
  for (const [rank, t] of [...byRank.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const share = (100 * t.minutes / pipes.reduce((s, p) => s + p.minutes, 0)).toFixed(1);
    out.push(`  ${rank.padEnd(14)} ${String(t.count).padStart(2)} pipes ${share.padStart(5)}% of time`);
  }
  const worst = pipes.reduce((w, p) => (!w || Math.abs(p.cents) > Math.abs(w.cents) ? p : w), null);
  if (worst) out.push(`Worst pipe: ${worst.label} (${worst.cents > 0 ? '+' : ''}${worst.cents} cents, ${worst.voicer})`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} line(s):`);
    problems.forEach(msg => out.push(`  - ${msg}`));
  }
  const totalMinutes = pipes.reduce((s, p) => s + p.minutes, 0);
  const summary = {
    pipes: pipes.length,
    skipped: problems.length,
    hours: Math.round(totalMinutes / 6) / 10,
    voicers: byVoicer.size,
    outOfTune: pipes.filter(p => !p.inTune).length,
    busiest: voicers.length ? voicers[0].name : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, Tally, Pipe };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'voicing.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
