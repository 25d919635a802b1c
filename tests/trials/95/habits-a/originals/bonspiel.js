'use strict';
const fs = require('fs');
const path = require('path');

const SHEETS = new Set(['A', 'B', 'C', 'D']);

class Team {
  constructor(name) {
    this.name = name;
    this.wins = 0;
    this.losses = 0;
    this.pointsFor = 0;
    this.pointsAgainst = 0;
    this.endsPlayed = 0;
  }

  get games() { return this.wins + this.losses; }
  get diff() { return this.pointsFor - this.pointsAgainst; }
  get winPct() { return this.games ? this.wins / this.games : 0; }

  record(forPts, againstPts, ends) {
    this.pointsFor += forPts;
    this.pointsAgainst += againstPts;
    this.endsPlayed += ends;
    if (forPts > againstPts) this.wins++;
    else this.losses++;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(s => s.trim());
  if (fields.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  const [draw, sheet, home, away, ...nums] = fields;
  const [homeScore, awayScore, ends] = nums.map(Number);
  if (!SHEETS.has(sheet)) throw new Error(`line ${lineNo}: unknown sheet "${sheet}"`);
  if ([homeScore, awayScore, ends].some(n => !Number.isInteger(n) || n < 0)) {
    throw new Error(`line ${lineNo}: bad number in "${nums.join(',')}"`);
  }
  if (homeScore === awayScore) throw new Error(`line ${lineNo}: tied game ${homeScore}-${awayScore}`);
  return { draw: Number(draw), sheet, home, away, homeScore, awayScore, ends };
}

function loadGames(text) {
  const games = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      games.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { games, errors };
}

function buildStandings(games) {
  const teams = new Map();
  const team = name => {
    if (!teams.has(name)) teams.set(name, new Team(name));
    return teams.get(name);
  };
  for (const { home, away, homeScore, awayScore, ends } of games) {
    team(home).record(homeScore, awayScore, ends);
    team(away).record(awayScore, homeScore, ends);
  }
  return [...teams.values()].sort((a, b) =>
    b.wins - a.wins || b.diff - a.diff || a.name.localeCompare(b.name));
}

function sheetUsage(games) {
  const usage = new Map();
  for (const { sheet } of games) usage.set(sheet, (usage.get(sheet) || 0) + 1);
  return [...usage.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function formatReport(games, errors) {
  const standings = buildStandings(games);
  const pad = (v, n) => String(v).padStart(n);
  const lines = ['Bonspiel standings', '='.repeat(18)];
  lines.push(`${'Team'.padEnd(16)}${pad('W', 3)}${pad('L', 3)}${pad('PF', 4)}${pad('PA', 4)}${pad('Diff', 6)}${pad('Win%', 8)}`);
  for (const t of standings) {
    const diff = t.diff > 0 ? `+${t.diff}` : `${t.diff}`;
    lines.push(`${t.name.padEnd(16)}${pad(t.wins, 3)}${pad(t.losses, 3)}${pad(t.pointsFor, 4)}` +
      `${pad(t.pointsAgainst, 4)}${pad(diff, 6)}${pad((t.winPct * 100).toFixed(1), 7)}%`);
  }
  const blowout = games.reduce((best, g) =>
    Math.abs(g.homeScore - g.awayScore) > Math.abs(best.homeScore - best.awayScore) ? g : best);
  const avgEnds = games.reduce((sum, { ends }) => sum + ends, 0) / games.length;
  lines.push('');
  lines.push(`Biggest margin: draw ${blowout.draw}, ${blowout.home} ${blowout.homeScore}-${blowout.awayScore} ${blowout.away}`);
  lines.push(`Sheet usage: ${sheetUsage(games).map(([s, n]) => `${s}=${n}`).join(', ')}`);
  lines.push(`Average ends per game: ${avgEnds.toFixed(2)}`);
  if (errors.length) {
    lines.push('', `Skipped ${errors.length} bad line(s):`);
    errors.forEach(e => lines.push(`  - ${e}`));
  }
  const summary = {
    games: games.length,
    teams: standings.length,
    leader: standings[0]?.name ?? null,
    skipped: errors.length,
    avgEnds: Number(avgEnds.toFixed(2)),
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

function main() {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'bonspiel.csv');
  const { games, errors } = loadGames(fs.readFileSync(file, 'utf8'));
  console.log(formatReport(games, errors));
}

module.exports = { Team, parseLine, loadGames, buildStandings, formatReport };

if (require.main === module) main();
