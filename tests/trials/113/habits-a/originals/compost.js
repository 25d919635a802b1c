'use strict';
// Food-waste composting drop-offs: per-household and per-kind totals.
const fs = require('fs');
const path = require('path');

const KINDS = new Set(['food', 'garden']);

class DropOff {
  constructor({ date, household, kind, kg }) {
    Object.assign(this, { date, household, kind, kg });
  }
  get isFood() {
    return this.kind === 'food';
  }
}

class Household {
  constructor(id) {
    this.id = id;
    this.drops = [];
  }
  add(drop) {
    this.drops.push(drop);
  }
  get total() {
    return this.drops.reduce((sum, { kg }) => sum + kg, 0);
  }
  get foodShare() {
    const food = this.drops.filter((d) => d.isFood).reduce((s, d) => s + d.kg, 0);
    return this.total ? food / this.total : 0;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 4) {
    throw new Error(`line ${lineNo}: expected 4 fields, got ${parts.length}`);
  }
  const [date, household, kind, rawKg] = parts;
  if (!KINDS.has(kind)) throw new Error(`line ${lineNo}: unknown kind "${kind}"`);
  const kg = Number(rawKg);
  if (!Number.isFinite(kg) || kg <= 0) {
    throw new Error(`line ${lineNo}: bad weight "${rawKg}"`);
  }
  return new DropOff({ date, household, kind, kg });
}

function load(text) {
  const drops = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      drops.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { drops, problems };
}

function summarise(drops) {
  const households = new Map();
  const byKind = new Map();
  for (const drop of drops) {
    if (!households.has(drop.household)) households.set(drop.household, new Household(drop.household));
    households.get(drop.household).add(drop);
    byKind.set(drop.kind, (byKind.get(drop.kind) ?? 0) + drop.kg);
  }
  return { households, byKind };
}

function report(text) {
  const { drops, problems } = load(text);
  const { households, byKind } = summarise(drops);
  const out = [];
  out.push('Composting drop-offs');
  out.push('====================');
  const ranked = [...households.values()].sort((a, b) => b.total - a.total || a.id.localeCompare(b.id));
  for (const h of ranked) {
    const pct = `${(h.foodShare * 100).toFixed(0)}%`;
    out.push(`${h.id.padEnd(6)} ${String(h.drops.length).padStart(2)} drops ${h.total.toFixed(2).padStart(7)} kg  food ${pct.padStart(4)}`);
  }
  out.push('');
  for (const [kind, kg] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`${kind}: ${kg.toFixed(2)} kg`);
  }
  const total = drops.reduce((s, d) => s + d.kg, 0);
  out.push(`total: ${total.toFixed(2)} kg from ${drops.length} drop-offs`);
  if (problems.length) {
    out.push('');
    out.push(`skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ${p}`));
  }
  const summary = {
    households: households.size,
    dropOffs: drops.length,
    totalKg: Number(total.toFixed(2)),
    top: ranked[0]?.id ?? null,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, load };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'compost.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
