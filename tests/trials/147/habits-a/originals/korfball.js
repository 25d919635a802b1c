'use strict';
// Korfball league table from a CSV of match results.
const fs = require('fs');
const path = require('path');

const POINTS = { win: 2, draw: 1, loss: 0 };

class Team {
  constructor(name) {
    this.name = name;
    this.won = 0;
    this.drawn = 0;
    this.lost = 0;
    this.goalsFor = 0;
    this.goalsAgainst = 0;
    this.form = [];
  }

  get played() { return this.won + this.drawn + this.lost; }
  get points() { return this.won * POINTS.win + this.drawn * POINTS.draw; }
  get diff() { return this.goalsFor - this.goalsAgainst; }
  get avgScored() { return this.played ? this.goalsFor / this.played : 0; }

  record(scored, conceded) {
    this.goalsFor += scored;
    this.goalsAgainst += conceded;
    const result = scored > conceded ? 'W' : scored < conceded ? 'L' : 'D';
    if (result === 'W') this.won++;
    else if (result === 'L') this.lost++;
    else this.drawn++;
    this.form.push(result);
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 5) throw new Error(`line ${lineNo}: expected 5 fields, got ${fields.length}`);
  const [date, home, away, hg, ag] = fields;
  const [homeGoals, awayGoals] = [hg, ag].map(Number);
  if (![homeGoals, awayGoals].every((g) => Number.isInteger(g) && g >= 0)) {
    throw new Error(`line ${lineNo}: bad score "${hg}-${ag}"`);
  }
  if (home === away) throw new Error(`line ${lineNo}: ${home} cannot play itself`);
  return { date, home, away, homeGoals, awayGoals };
}

function buildTable(text) {
  const teams = new Map();
  const skipped = [];
  const matches = [];
  const team = (name) => {
    if (!teams.has(name)) teams.set(name, new Team(name));
    return teams.get(name);
  };

  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      const m = parseLine(line, i + 1);
      team(m.home).record(m.homeGoals, m.awayGoals);
      team(m.away).record(m.awayGoals, m.homeGoals);
      matches.push(m);
    } catch (err) {
      skipped.push(err.message);
    }
  });

  const table = [...teams.values()].sort(
    (a, b) => b.points - a.points || b.diff - a.diff || b.goalsFor - a.goalsFor || a.name.localeCompare(b.name)
  );
  return { table, matches, skipped };
}

function formatReport({ table, matches, skipped }) {
  const lines = ['KORFBALL LEAGUE TABLE', ''];
  lines.push(`${'Pos'.padEnd(4)}${'Team'.padEnd(14)}${'P'.padStart(3)}${'W'.padStart(3)}${'D'.padStart(3)}${'L'.padStart(3)}${'GF'.padStart(5)}${'GA'.padStart(5)}${'GD'.padStart(5)}${'Pts'.padStart(5)}  Form`);
  table.forEach((t, i) => {
    const gd = t.diff > 0 ? `+${t.diff}` : `${t.diff}`;
    lines.push(
      `${String(i + 1).padEnd(4)}${t.name.padEnd(14)}${String(t.played).padStart(3)}${String(t.won).padStart(3)}` +
      `${String(t.drawn).padStart(3)}${String(t.lost).padStart(3)}${String(t.goalsFor).padStart(5)}` +
      `${String(t.goalsAgainst).padStart(5)}${gd.padStart(5)}${String(t.points).padStart(5)}  ${t.form.slice(-3).join('')}`
    );
  });
  const totalGoals = matches.reduce((sum, { homeGoals, awayGoals }) => sum + homeGoals + awayGoals, 0);
  const biggest = matches.reduce((best, m) =>
    !best || Math.abs(m.homeGoals - m.awayGoals) > Math.abs(best.homeGoals - best.awayGoals) ? m : best, null);
  const topScorers = [...table].sort((a, b) => b.avgScored - a.avgScored)[0];
  lines.push('');
  lines.push(`Matches: ${matches.length}, goals: ${totalGoals}, per match: ${(totalGoals / (matches.length || 1)).toFixed(2)}`);
  if (biggest) {
    lines.push(`Biggest margin: ${biggest.home} ${biggest.homeGoals}-${biggest.awayGoals} ${biggest.away} on ${biggest.date}`);
  }
  if (topScorers) lines.push(`Best attack: ${topScorers.name} (${topScorers.avgScored.toFixed(1)} per match)`);
  if (skipped.length) {
    lines.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach((msg) => lines.push(`  - ${msg}`));
  }
  const summary = {
    matches: matches.length,
    skipped: skipped.length,
    leader: table[0]?.name ?? null,
    leaderPoints: table[0]?.points ?? 0,
    goals: totalGoals,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

function main(file = path.join(__dirname, '..', 'root', 'korfball.csv')) {
  const text = fs.readFileSync(file, 'utf8');
  console.log(formatReport(buildTable(text)));
}

module.exports = { Team, parseLine, buildTable, formatReport };

if (require.main === module) main(process.argv[2]);
