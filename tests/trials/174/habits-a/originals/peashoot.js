'use strict';
// Pea-shooting championship: per-shooter and per-club report from heat results.
const fs = require('fs');
const path = require('path');

class Shooter {
  constructor(name, club) {
    this.name = name;
    this.club = club;
    this.rounds = [];
  }

  add({ heat, distance, hits, shots }) {
    this.rounds.push({ heat, distance, hits, shots });
  }

  get hits() { return this.rounds.reduce((s, r) => s + r.hits, 0); }
  get shots() { return this.rounds.reduce((s, r) => s + r.shots, 0); }
  get accuracy() { return this.shots ? this.hits / this.shots : 0; }
  // distance-weighted points: a hit from further out is worth more
  get points() {
    return this.rounds.reduce((s, { distance, hits }) => s + hits * distance, 0);
  }
  get longest() { return Math.max(...this.rounds.map(r => r.distance)); }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [heatText, name, club, distText, hitsText, shotsText] = fields;
  const heat = Number.parseInt(heatText, 10);
  const distance = Number.parseFloat(distText);
  const hits = Number(hitsText);
  const shots = Number(shotsText);
  if (!name || !club) throw new Error(`line ${lineNo}: missing name or club`);
  if (Number.isNaN(distance)) throw new Error(`line ${lineNo}: bad distance "${distText}"`);
  if (!Number.isInteger(hits) || !Number.isInteger(shots)) {
    throw new Error(`line ${lineNo}: hits/shots not whole numbers`);
  }
  if (hits > shots) throw new Error(`line ${lineNo}: ${hits} hits from ${shots} shots`);
  return { heat, name, club, distance, hits, shots };
}

function load(text) {
  const shooters = new Map();
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('heat,')) return;
    try {
      const rec = parseLine(line, i + 1);
      const key = rec.name.toLowerCase();
      if (!shooters.has(key)) shooters.set(key, new Shooter(rec.name, rec.club));
      shooters.get(key).add(rec);
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { shooters: [...shooters.values()], problems };
}

function report({ shooters, problems }) {
  const out = [];
  const ranked = [...shooters].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  out.push('PEA-SHOOTING CHAMPIONSHIP');
  out.push('=========================');
  out.push(`${'#'.padStart(2)}  ${'Shooter'.padEnd(14)} ${'Club'.padEnd(15)} ${'Hits'.padStart(7)} ${'Acc%'.padStart(6)} ${'Points'.padStart(7)}`);
  ranked.forEach((s, i) => {
    const { name, club, hits, shots, accuracy, points } = s;
    out.push(`${String(i + 1).padStart(2)}  ${name.padEnd(14)} ${club.padEnd(15)} ${`${hits}/${shots}`.padStart(7)} ${(accuracy * 100).toFixed(1).padStart(6)} ${points.toFixed(1).padStart(7)}`);
  });

  const clubs = new Map();
  for (const s of shooters) {
    const c = clubs.get(s.club) ?? { members: 0, points: 0 };
    c.members += 1;
    c.points += s.points;
    clubs.set(s.club, c);
  }
  out.push('');
  out.push('Clubs:');
  const clubRows = [...clubs.entries()].sort(([, a], [, b]) => b.points - a.points);
  for (const [club, { members, points }] of clubRows) {
    out.push(`  ${club.padEnd(15)} ${members} shooter${members === 1 ? '' : 's'}, ${points.toFixed(1)} pts`);
  }

  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach(p => out.push(`  - ${p}`));
  }

  const champion = ranked[0];
  const summary = {
    shooters: shooters.length,
    rounds: shooters.reduce((n, s) => n + s.rounds.length, 0),
    skipped: problems.length,
    champion: champion?.name ?? null,
    topClub: clubRows[0]?.[0] ?? null,
    bestAccuracy: Math.max(...shooters.map(s => s.accuracy)),
    longestShot: Math.max(...shooters.map(s => s.longest)),
  };
  out.push('');
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

function main(file = path.join(__dirname, '..', 'root', 'peashoot.csv')) {
  const text = fs.readFileSync(file, 'utf8');
  console.log(report(load(text)));
}

module.exports = { Shooter, parseLine, load, report };

if (require.main === module) main(process.argv[2]);
