'use strict';
// Clog-dancing festival: judges' sheets -> per-dancer and per-side report.
const fs = require('fs');
const path = require('path');

const MAX_SCORE = 10;

class Performance {
  constructor(side, dancer, dance) {
    Object.assign(this, { side, dancer, dance });
    this.marks = [];
    this.penalties = 0;
  }

  add(score, penalty) {
    this.marks.push(score);
    this.penalties += penalty;
  }

  get mean() {
    return this.marks.reduce((a, b) => a + b, 0) / this.marks.length;
  }

  get total() {
    return Math.max(0, this.mean - this.penalties);
  }

  get key() {
    return `${this.side}/${this.dancer}`;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    return { error: `line ${lineNo}: expected 6 fields, got ${fields.length}` };
  }
  const [side, dancer, dance, judge, rawScore, rawPenalty] = fields;
  const score = Number(rawScore);
  const penalty = Number(rawPenalty);
  if (!Number.isFinite(score) || !Number.isFinite(penalty)) {
    return { error: `line ${lineNo}: non-numeric score "${rawScore}"` };
  }
  if (score < 0 || score > MAX_SCORE) {
    return { error: `line ${lineNo}: score ${score} out of range 0-${MAX_SCORE}` };
  }
  return { row: { side, dancer, dance, judge, score, penalty } };
}

function buildReport(text) {
  const performances = new Map();
  const problems = [];
  let rows = 0;

  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('side,')) return;
    const { row, error } = parseLine(line, i + 1);
    if (error) {
      problems.push(error);
      return;
    }
    rows += 1;
    const { side, dancer, dance, score, penalty } = row;
    const key = `${side}/${dancer}`;
    if (!performances.has(key)) performances.set(key, new Performance(side, dancer, dance));
    performances.get(key).add(score, penalty);
  });

  const ranked = [...performances.values()].sort((a, b) => b.total - a.total);
  const sides = new Map();
  for (const p of ranked) {
    const entry = sides.get(p.side) ?? { count: 0, sum: 0 };
    entry.count += 1;
    entry.sum += p.total;
    sides.set(p.side, entry);
  }

  const out = [];
  out.push('CLOG FESTIVAL RESULTS');
  out.push('='.repeat(44));
  ranked.forEach((p, i) => {
    const place = String(i + 1).padStart(2);
    out.push(`${place}. ${p.dancer.padEnd(12)} ${p.dance.padEnd(9)} ${p.total.toFixed(2).padStart(6)}  (${p.marks.length} marks)`);
  });
  out.push('-'.repeat(44));
  for (const [side, { count, sum }] of sides) {
    out.push(`${side.padEnd(18)} dancers=${count} avg=${(sum / count).toFixed(2)}`);
  }
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ${p}`));
  }
  const [winner] = ranked;
  out.push(JSON.stringify({ rows, dancers: ranked.length, sides: sides.size, skipped: problems.length, winner: winner?.dancer ?? null, top: winner ? Number(winner.total.toFixed(2)) : null }));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, Performance };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'clog_scores.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
