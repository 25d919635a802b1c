'use strict';
// Hatchery tray report: hatch rates per breed and per incubator.
const fs = require('fs');
const path = require('path');

const FIELDS = ['tray', 'incubator', 'breed', 'setDate', 'eggsSet', 'fertile', 'hatched'];

class Tray {
  constructor({ tray, incubator, breed, setDate, eggsSet, fertile, hatched }) {
    Object.assign(this, { tray, incubator, breed, setDate, eggsSet, fertile, hatched });
  }
  get fertility() { return this.eggsSet ? this.fertile / this.eggsSet : 0; }
  get hatchOfFertile() { return this.fertile ? this.hatched / this.fertile : 0; }
  get lost() { return this.eggsSet - this.hatched; }
}

class Group {
  constructor(name) {
    this.name = name;
    this.trays = [];
  }
  add(t) { this.trays.push(t); return this; }
  sum(key) { return this.trays.reduce((acc, t) => acc + t[key], 0); }
  get eggs() { return this.sum('eggsSet'); }
  get hatched() { return this.sum('hatched'); }
  get rate() { return this.eggs ? this.hatched / this.eggs : 0; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map(s => s.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
  }
  const rec = Object.fromEntries(FIELDS.map((f, i) => [f, parts[i]]));
  for (const key of ['eggsSet', 'fertile', 'hatched']) {
    const n = Number(rec[key]);
    if (rec[key] === '' || !Number.isInteger(n) || n < 0) {
      throw new Error(`line ${lineNo}: bad ${key} "${rec[key]}"`);
    }
    rec[key] = n;
  }
  const { eggsSet, fertile, hatched } = rec;
  if (fertile > eggsSet || hatched > fertile) {
    throw new Error(`line ${lineNo}: counts out of order (${eggsSet}/${fertile}/${hatched})`);
  }
  return new Tray(rec);
}

function loadTrays(text) {
  const trays = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('tray,')) return;
    try {
      trays.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { trays, problems };
}

function groupBy(trays, key) {
  const groups = new Map();
  for (const t of trays) {
    if (!groups.has(t[key])) groups.set(t[key], new Group(t[key]));
    groups.get(t[key]).add(t);
  }
  return [...groups.values()].sort((a, b) => b.rate - a.rate || a.name.localeCompare(b.name));
}

const pct = x => `${(x * 100).toFixed(1)}%`;

function report(text) {
  const { trays, problems } = loadTrays(text);
  const out = [];
  out.push(`Hatchery report: ${trays.length} trays`);
  out.push('');
  out.push('By breed:');
  for (const g of groupBy(trays, 'breed')) {
    out.push(`  ${g.name.padEnd(14)} ${String(g.trays.length).padStart(2)} trays ${String(g.hatched).padStart(4)}/${String(g.eggs).padEnd(4)} ${pct(g.rate).padStart(6)}`);
  }
  out.push('By incubator:');
  for (const { name, eggs, hatched, rate } of groupBy(trays, 'incubator')) {
    out.push(`  ${name.padEnd(14)} ${String(hatched).padStart(4)}/${String(eggs).padEnd(4)} ${pct(rate).padStart(6)}`);
  }
  const worst = [...trays].sort((a, b) => a.hatchOfFertile - b.hatchOfFertile)[0];
  if (worst) out.push(`Worst tray: ${worst.tray} (${worst.breed}) hatched ${pct(worst.hatchOfFertile)} of fertile`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad lines:`);
    problems.forEach(p => out.push(`  - ${p}`));
  }
  const totalEggs = trays.reduce((a, t) => a + t.eggsSet, 0);
  const totalHatched = trays.reduce((a, t) => a + t.hatched, 0);
  const summary = {
    trays: trays.length,
    eggs: totalEggs,
    hatched: totalHatched,
    rate: Number((totalHatched / totalEggs).toFixed(3)),
    skipped: problems.length,
    worst: worst ? worst.tray : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, loadTrays, Tray, Group };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'hatchery.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
