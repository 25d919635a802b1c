'use strict';
// Harbour crabbing competition: ranks entrants by age group and compares baits.
const fs = require('fs');
const path = require('path');

class Entry {
  constructor({ entrant, ageGroup, crabs, largestMm, bait }) {
    Object.assign(this, { entrant, ageGroup, crabs, largestMm, bait });
  }

  get score() {
    // ten points a crab, plus a bonus for the biggest one
    return this.crabs * 10 + Math.floor(this.largestMm / 10);
  }

  get label() {
    return `${this.entrant} (${this.bait})`;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 5) {
    throw new Error(`line ${lineNo}: expected 5 fields, got ${fields.length}`);
  }
  const [entrant, ageGroup, crabsText, mmText, bait] = fields;
  const crabs = Number(crabsText);
  const largestMm = Number(mmText);
  if (crabsText === '' || !Number.isInteger(crabs) || crabs < 0) {
    throw new Error(`line ${lineNo}: bad crab count "${crabsText}"`);
  }
  if (!Number.isFinite(largestMm) || largestMm <= 0) {
    throw new Error(`line ${lineNo}: bad size "${mmText}"`);
  }
  return new Entry({ entrant, ageGroup, crabs, largestMm, bait });
}

function load(text) {
  const entries = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('entrant,')) return;
    try {
      entries.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { entries, problems };
}

function rank(entries) {
  const groups = new Map();
  for (const e of entries) {
    if (!groups.has(e.ageGroup)) groups.set(e.ageGroup, []);
    groups.get(e.ageGroup).push(e);
  }
  for (const list of groups.values()) {
    list.sort((a, b) => b.score - a.score || b.largestMm - a.largestMm || a.entrant.localeCompare(b.entrant));
  }
  return groups;
}

function baitStats(entries) {
  const stats = new Map();
  for (const { bait, crabs } of entries) {
    const s = stats.get(bait) ?? { bait, entrants: 0, crabs: 0 };
    s.entrants += 1;
    s.crabs += crabs;
    stats.set(bait, s);
  }
  return [...stats.values()]
    .map((s) => ({ ...s, perEntrant: s.crabs / s.entrants }))
    .sort((a, b) => b.perEntrant - a.perEntrant);
}

function report(text) {
  const { entries, problems } = load(text);
  const groups = rank(entries);
  const out = ['HARBOUR CRABBING COMPETITION', '='.repeat(28)];
  for (const [group, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    out.push('', `Age group ${group}:`);
    list.forEach((e, i) => {
      out.push(`  ${String(i + 1).padStart(2)}. ${e.label.padEnd(26)} ${String(e.crabs).padStart(3)} crabs ${String(e.largestMm).padStart(4)} mm ${String(e.score).padStart(5)} pts`);
    });
  }
  const baits = baitStats(entries);
  out.push('', 'Bait league:');
  for (const { bait, entrants, crabs, perEntrant } of baits) {
    out.push(`  ${bait.padEnd(12)} ${entrants} entrants, ${crabs} crabs, ${perEntrant.toFixed(2)} per entrant`);
  }
  if (problems.length) {
    out.push('', `Skipped ${problems.length} bad line(s):`, ...problems.map((p) => `  - ${p}`));
  }
  const biggest = entries.reduce((best, e) => (e.largestMm > best.largestMm ? e : best), entries[0]);
  const winners = Object.fromEntries([...groups].map(([g, list]) => [g, list[0].entrant]));
  const summary = {
    entrants: entries.length,
    skipped: problems.length,
    totalCrabs: entries.reduce((n, e) => n + e.crabs, 0),
    biggestCrab: { entrant: biggest.entrant, mm: biggest.largestMm },
    bestBait: baits[0].bait,
    winners,
  };
  out.push('', JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Entry };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'crabbing.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
