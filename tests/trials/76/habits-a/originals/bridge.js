'use strict';
// Duplicate bridge club: per-pair summary from a CSV of board results.
const fs = require('fs');
const path = require('path');

const SEATS = new Set(['N', 'S', 'E', 'W']);

class Board {
  constructor({ session, pair, board, contract, declarer, tricks, score }) {
    Object.assign(this, { session, pair, board, contract, declarer, tricks, score });
  }
  get level() { return Number(this.contract[0]); }
  get isSlam() { return this.level >= 6; }
  get made() { return this.score > 0; }
}

class PairStats {
  constructor(pair) {
    this.pair = pair;
    this.boards = [];
  }
  add(b) { this.boards.push(b); }
  get played() { return this.boards.length; }
  get total() { return this.boards.reduce((s, b) => s + b.score, 0); }
  get average() { return this.played ? this.total / this.played : 0; }
  get made() { return this.boards.filter(b => b.made).length; }
  get best() {
    return this.boards.reduce((a, b) => (b.score > a.score ? b : a), this.boards[0]);
  }
  get slams() { return this.boards.filter(b => b.isSlam).length; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [session, pair, board, contract, declarer, tricks, score] = fields;
  if (!SEATS.has(declarer)) throw new Error(`line ${lineNo}: bad declarer "${declarer}"`);
  const nums = { board: Number(board), tricks: Number(tricks), score: Number(score) };
  for (const [k, v] of Object.entries(nums)) {
    if (!Number.isInteger(v)) throw new Error(`line ${lineNo}: ${k} is not a number: "${fields[k === 'board' ? 2 : k === 'tricks' ? 5 : 6]}"`);
  }
  return new Board({ session, pair, contract, declarer, ...nums });
}

function load(text) {
  const boards = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('session,')) return;
    try {
      boards.push(parseLine(line, i + 1));
    } catch (e) {
      errors.push(e.message);
    }
  });
  return { boards, errors };
}

function report(text) {
  const { boards, errors } = load(text);
  const pairs = new Map();
  for (const b of boards) {
    if (!pairs.has(b.pair)) pairs.set(b.pair, new PairStats(b.pair));
    pairs.get(b.pair).add(b);
  }
  const ranked = [...pairs.values()].sort((a, b) => b.total - a.total || a.pair.localeCompare(b.pair));
  const out = [];
  out.push('Bridge club results');
  out.push('='.repeat(46));
  out.push(`${'Pair'.padEnd(6)}${'Bds'.padStart(4)}${'Total'.padStart(7)}${'Avg'.padStart(9)}${'Made'.padStart(6)}  Best`);
  ranked.forEach((p, i) => {
    const { pair, played, total, average, made, best } = p;
    out.push(`${String(i + 1).padStart(2)}. ${pair.padEnd(4)}${String(played).padStart(3)}${String(total).padStart(7)}${average.toFixed(1).padStart(9)}${String(made).padStart(6)}  ${best.session} #${best.board} ${best.contract} (${best.score})`);
  });
  const bySession = boards.reduce((m, b) => m.set(b.session, (m.get(b.session) || 0) + 1), new Map());
  out.push('-'.repeat(46));
  for (const [session, n] of bySession) out.push(`${session}: ${n} boards`);
  const slams = ranked.reduce((s, p) => s + p.slams, 0);
  out.push(`Slams bid: ${slams}`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach(e => out.push(`  ${e}`));
  }
  const top = ranked[0];
  const summary = {
    boards: boards.length,
    pairs: ranked.length,
    skipped: errors.length,
    leader: top ? top.pair : null,
    leaderTotal: top ? top.total : 0,
    clubAverage: Number((boards.reduce((s, b) => s + b.score, 0) / (boards.length || 1)).toFixed(2)),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, parseLine };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'bridge_scores.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
