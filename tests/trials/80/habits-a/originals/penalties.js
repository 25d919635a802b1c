'use strict';
const fs = require('fs');
const path = require('path');

const VALID_PERIODS = new Set(['1', '2', '3', 'OT']);

class Penalty {
  constructor({ game, period, team, player, infraction, minutes }) {
    Object.assign(this, { game, period, team, player, infraction, minutes });
  }

  get isMajor() {
    return this.minutes >= 5;
  }

  get key() {
    return `${this.team}/${this.player}`;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [game, period, team, player, infraction, rawMinutes] = fields;
  if (!VALID_PERIODS.has(period)) {
    throw new Error(`line ${lineNo}: bad period "${period}"`);
  }
  const minutes = Number(rawMinutes);
  if (!Number.isInteger(minutes) || minutes <= 0) {
    throw new Error(`line ${lineNo}: bad minutes "${rawMinutes}"`);
  }
  return new Penalty({ game, period, team, player, infraction, minutes });
}

function load(text) {
  const penalties = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      penalties.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { penalties, errors };
}

function summarize(penalties) {
  const byTeam = new Map();
  const byPlayer = new Map();
  for (const p of penalties) {
    const team = byTeam.get(p.team) ?? { count: 0, minutes: 0, majors: 0 };
    team.count += 1;
    team.minutes += p.minutes;
    if (p.isMajor) team.majors += 1;
    byTeam.set(p.team, team);
    byPlayer.set(p.key, (byPlayer.get(p.key) ?? 0) + p.minutes);
  }
  return { byTeam, byPlayer };
}

function report(text) {
  const { penalties, errors } = load(text);
  const { byTeam, byPlayer } = summarize(penalties);
  const out = [];
  out.push('PENALTY REPORT');
  out.push('='.repeat(40));
  out.push(`${'Team'.padEnd(10)}${'Pen'.padStart(5)}${'PIM'.padStart(6)}${'Maj'.padStart(5)}${'Avg'.padStart(7)}`);
  const teams = [...byTeam.entries()].sort(([a, x], [b, y]) => y.minutes - x.minutes || a.localeCompare(b));
  for (const [name, { count, minutes, majors }] of teams) {
    const avg = (minutes / count).toFixed(2);
    out.push(`${name.padEnd(10)}${String(count).padStart(5)}${String(minutes).padStart(6)}${String(majors).padStart(5)}${avg.padStart(7)}`);
  }
  out.push('-'.repeat(40));
  const top = [...byPlayer.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, 3);
  out.push('Top offenders:');
  top.forEach(([who, pim], i) => out.push(`  ${i + 1}. ${who} ${pim} min`));
  if (errors.length > 0) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const totalMinutes = penalties.reduce((sum, p) => sum + p.minutes, 0);
  const games = new Set(penalties.map((p) => p.game)).size;
  const summary = {
    penalties: penalties.length,
    skipped: errors.length,
    totalMinutes,
    games,
    perGame: Number((totalMinutes / games).toFixed(2)),
    worstTeam: teams.length ? teams[0][0] : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, Penalty };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'penalties.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
