'use strict';
const fs = require('fs');

const DEFAULT_FILE = 'root/minigolf.txt';
const NAME_WIDTH = 8;

class Round {
  constructor({ player, course, date = 'unknown', strokes = [] } = {}) {
    Object.assign(this, { player, course, date, strokes });
  }
  get total() { return this.strokes.reduce((a, b) => a + b, 0); }
  get holesInOne() { return this.strokes.filter((s) => s === 1).length; }
  relativeTo(pars) { return this.total - pars.reduce((a, b) => a + b, 0); }
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const avg = (xs) => (xs.length ? sum(xs) / xs.length : 0);
const signed = (n, digits = 0) => `${n > 0 ? '+' : ''}${n.toFixed(digits)}`;

function parse(text) {
  const courses = new Map();
  const rounds = [];
  const skipped = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      const [name, ...pars] = line.slice(1).split(',');
      courses.set(name.trim(), pars.map(Number));
      continue;
    }
    const [player, course, date, ...rest] = line.split(',').map((s) => s.trim());
    const strokes = rest.map(Number);
    const pars = courses.get(course);
    if (!pars) { skipped.push(`line ${i + 1}: unknown course "${course}"`); continue; }
    if (strokes.some((n) => !Number.isInteger(n) || n < 1) || strokes.length !== pars.length) {
      skipped.push(`line ${i + 1}: bad strokes for ${player}`);
      continue;
    }
    rounds.push(new Round({ player, course, date, strokes }));
  }
  return { courses, rounds, skipped };
}

function summarizePlayers(rounds, courses) {
  const byPlayer = new Map();
  for (const r of rounds) {
    const entry = byPlayer.get(r.player) ?? { player: r.player, rounds: [], aces: 0 };
    entry.rounds.push(r.relativeTo(courses.get(r.course)));
    entry.aces += r.holesInOne;
    byPlayer.set(r.player, entry);
  }
  return [...byPlayer.values()]
    .map(({ player, rounds: rel, aces }) => ({
      player, played: rel.length, best: Math.min(...rel), mean: avg(rel), aces,
    }))
    .sort((a, b) => a.best - b.best || a.mean - b.mean || a.player.localeCompare(b.player));
}

function hardestHoles(rounds, courses) {
  const result = {};
  for (const [course, pars] of courses) {
    const played = rounds.filter((r) => r.course === course);
    if (!played.length) continue;
    const overPar = pars.map((par, h) => ({ hole: h + 1, over: avg(played.map((r) => r.strokes[h] - par)) }));
    const [top] = [...overPar].sort((a, b) => b.over - a.over || a.hole - b.hole);
    result[course] = { ...top, rounds: played.length };
  }
  return result;
}

function report(text) {
  const { courses, rounds, skipped } = parse(text);
  const players = summarizePlayers(rounds, courses);
  const holes = hardestHoles(rounds, courses);
  const out = [];
  out.push(`Mini-golf report: ${rounds.length} rounds, ${courses.size} courses, ${new Set(rounds.map((r) => r.player)).size} players`);
  out.push('');
  out.push(`${'#'.padStart(2)} ${'Player'.padEnd(NAME_WIDTH)} ${'Rds'.padStart(3)} ${'Best'.padStart(5)} ${'Mean'.padStart(6)} Aces`);
  players.forEach(({ player, played, best, mean, aces }, i) => {
    out.push(`${String(i + 1).padStart(2)} ${player.padEnd(NAME_WIDTH)} ${String(played).padStart(3)} ${signed(best).padStart(5)} ${signed(mean, 2).padStart(6)} ${'*'.repeat(aces) || '-'}`);
  });
  out.push('');
  for (const [course, { hole, over, rounds: n }] of Object.entries(holes)) {
    out.push(`Hardest hole at ${course}: #${hole} (${signed(over, 2)} over par across ${n} rounds)`);
  }
  if (skipped.length) out.push('', `Skipped ${skipped.length} line(s):`, ...skipped.map((s) => `  - ${s}`));
  const leader = players[0]?.player ?? null;
  const totalAces = players.reduce((acc, p) => acc + p.aces, 0);
  out.push(JSON.stringify({ rounds: rounds.length, leader, totalAces, skipped: skipped.length,
    hardest: Object.fromEntries(Object.entries(holes).map(([c, { hole }]) => [c, hole])) }));
  return out.join('\n');
}

module.exports = { parse, summarizePlayers, hardestHoles, report, Round };

if (require.main === module) {
  const file = process.argv[2] ?? DEFAULT_FILE;
  console.log(report(fs.readFileSync(file, 'utf8')));
}
