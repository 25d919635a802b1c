'use strict';
// Kabaddi raid log: summarises raids per raider and per team.
const fs = require('fs');
const path = require('path');

const OUTCOMES = new Set(['success', 'empty', 'tackled']);
const MAX_RAID_SECONDS = 30;

class Raider {
  constructor(name, team) {
    this.name = name;
    this.team = team;
    this.raids = 0;
    this.successes = 0;
    this.points = 0;
    this.seconds = 0;
  }

  add({ outcome, points, seconds }) {
    this.raids += 1;
    if (outcome === 'success') this.successes += 1;
    this.points += points;
    this.seconds += seconds;
  }

  get successRate() {
    return this.raids ? this.successes / this.raids : 0;
  }

  get avgSeconds() {
    return this.raids ? this.seconds / this.raids : 0;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    return { error: `line ${lineNo}: expected 6 fields, got ${fields.length}` };
  }
  const [match, team, raider, outcome, rawPoints, rawSeconds] = fields;
  const points = Number(rawPoints);
  const seconds = Number(rawSeconds);
  if (!OUTCOMES.has(outcome)) return { error: `line ${lineNo}: unknown outcome "${outcome}"` };
  if (!Number.isInteger(points) || points < 0) return { error: `line ${lineNo}: bad points "${rawPoints}"` };
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_RAID_SECONDS) {
    return { error: `line ${lineNo}: raid time ${rawSeconds}s out of range` };
  }
  return { raid: { match, team, raider, outcome, points, seconds } };
}

function loadRaids(text) {
  const raids = [];
  const errors = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const { raid, error } = parseLine(line, i + 1);
    if (error) errors.push(error);
    else raids.push(raid);
  });
  return { raids, errors };
}

function buildReport(text) {
  const { raids, errors } = loadRaids(text);
  const raiders = new Map();
  const teams = new Map();
  for (const raid of raids) {
    const key = `${raid.team}/${raid.raider}`;
    if (!raiders.has(key)) raiders.set(key, new Raider(raid.raider, raid.team));
    raiders.get(key).add(raid);
    teams.set(raid.team, (teams.get(raid.team) ?? 0) + raid.points);
  }

  const ranked = [...raiders.values()].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  const lines = ['KABADDI RAID REPORT', '='.repeat(19)];
  lines.push(`${'Raider'.padEnd(10)}${'Team'.padEnd(10)}${'Raids'.padStart(6)}${'Pts'.padStart(5)}${'Succ%'.padStart(7)}${'AvgS'.padStart(7)}`);
  for (const r of ranked) {
    const pct = (r.successRate * 100).toFixed(1);
    lines.push(`${r.name.padEnd(10)}${r.team.padEnd(10)}${String(r.raids).padStart(6)}${String(r.points).padStart(5)}${pct.padStart(7)}${r.avgSeconds.toFixed(1).padStart(7)}`);
  }
  lines.push('');
  lines.push('Team points:');
  const teamOrder = [...teams.entries()].sort(([, a], [, b]) => b - a);
  for (const [team, pts] of teamOrder) lines.push(`  ${team}: ${pts}`);
  if (errors.length) {
    lines.push('');
    lines.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => lines.push(`  ${e}`));
  }
  const [best] = ranked;
  const summary = {
    raids: raids.length,
    raiders: raiders.size,
    skipped: errors.length,
    topRaider: best ? best.name : null,
    topTeam: teamOrder.length ? teamOrder[0][0] : null,
    successRate: Number((raids.filter((r) => r.outcome === 'success').length / raids.length).toFixed(3)),
  };
  lines.push('');
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { buildReport, parseLine, Raider };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'kabaddi_raids.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
