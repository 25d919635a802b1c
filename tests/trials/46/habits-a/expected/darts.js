'use strict';
const fs = require('fs');

const POINTS = { win: 2, loss: 0 };
const HIGH_FINISH = 100;

class PlayerStats {
  constructor({ id, name, team }) {
    Object.assign(this, { id, name, team });
    this.played = 0;
    this.won = 0;
    this.legsFor = 0;
    this.legsAgainst = 0;
    this.tons = 0;
    this.dartsInWonLegs = [];
  }
  get lost() { return this.played - this.won; }
  get legDiff() { return this.legsFor - this.legsAgainst; }
  get points() { return this.won * POINTS.win + this.lost * POINTS.loss; }
  get avgDarts() {
    const n = this.dartsInWonLegs.length;
    return n ? this.dartsInWonLegs.reduce((a, b) => a + b, 0) / n : null;
  }
}

const parseLeague = (text) => {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`bad league file: ${err.message}`);
  }
};

const tally = (league) => {
  const stats = new Map(league.players.map((p) => [p.id, new PlayerStats(p)]));
  const unknown = new Set();
  const finishes = [];
  for (const { week, home, away, legs = [] } of league.matches) {
    const sides = [home, away];
    const missing = sides.filter((id) => !stats.has(id));
    if (missing.length) {
      missing.forEach((id) => unknown.add(id));
      continue;
    }
    const legCount = Object.fromEntries(sides.map((id) => [id, 0]));
    for (const { winner, darts, checkout, tons } of legs) {
      legCount[winner] += 1;
      stats.get(winner).dartsInWonLegs.push(darts);
      Object.entries(tons ?? {}).forEach(([id, n]) => {
        const s = stats.get(id);
        if (s) s.tons += n;
      });
      finishes.push({ week, who: stats.get(winner)?.name ?? winner, checkout, darts });
    }
    const [h, a] = sides.map((id) => stats.get(id));
    h.legsFor += legCount[home]; h.legsAgainst += legCount[away];
    a.legsFor += legCount[away]; a.legsAgainst += legCount[home];
    h.played++; a.played++;
    (legCount[home] > legCount[away] ? h : a).won++;
  }
  return { stats: [...stats.values()], unknown, finishes };
};

const byStanding = (x, y) =>
  y.points - x.points || y.legDiff - x.legDiff || x.name.localeCompare(y.name);

const teamTotals = (players) => {
  const teams = new Map();
  for (const { team, points, tons } of players) {
    const t = teams.get(team) ?? { team, points: 0, tons: 0, members: 0 };
    teams.set(team, { ...t, points: t.points + points, tons: t.tons + tons, members: t.members + 1 });
  }
  return [...teams.values()].sort((a, b) => b.points - a.points || a.team.localeCompare(b.team));
};

const fmtRow = (p, i) => {
  const avg = p.avgDarts === null ? '  -  ' : p.avgDarts.toFixed(1).padStart(5);
  const diff = (p.legDiff > 0 ? `+${p.legDiff}` : `${p.legDiff}`).padStart(4);
  return `${String(i + 1).padStart(2)}. ${p.name.padEnd(12)} ${p.team.padEnd(9)} ` +
    `P${p.played} W${p.won} L${p.lost} ${diff} ${String(p.points).padStart(3)}pts avg${avg} tons ${p.tons}`;
};

const buildReport = (text) => {
  const league = parseLeague(text);
  const { stats, unknown, finishes } = tally(league);
  const table = [...stats].sort(byStanding);
  const highs = finishes.filter(({ checkout }) => checkout >= HIGH_FINISH)
    .sort((a, b) => b.checkout - a.checkout);
  const quickest = finishes.reduce((best, f) => (!best || f.darts < best.darts ? f : best), null);
  const lines = [
    `${league.league} — ${league.season ?? 'unknown season'}`,
    '='.repeat(40),
    ...table.map(fmtRow),
    '',
    'Teams:',
    ...teamTotals(stats).map(({ team, points, tons, members }) =>
      `  ${team.padEnd(9)} ${points} pts, ${tons} tons, ${members} player${members === 1 ? '' : 's'}`),
    '',
    `High finishes (${HIGH_FINISH}+): ${highs.map((f) => `${f.who} ${f.checkout} (wk ${f.week})`).join(', ') || 'none'}`,
    `Quickest leg: ${quickest ? `${quickest.who}, ${quickest.darts} darts` : 'n/a'}`,
  ];
  if (unknown.size) lines.push(`Skipped matches with unknown players: ${[...unknown].sort().join(', ')}`);
  const summary = { leader: table[0]?.name, legs: finishes.length, highFinishes: highs.length };
  lines.push(`Summary: ${JSON.stringify(summary)}`);
  return lines.join('\n');
};

module.exports = { buildReport, tally, teamTotals };

if (require.main === module) {
  const file = process.argv[2] ?? 'root/darts.json';
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
