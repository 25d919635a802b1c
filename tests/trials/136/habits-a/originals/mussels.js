'use strict';
// Mussel-rope farm: harvest grading report per raft and crew member.
const fs = require('fs');

const GRADES = ['A', 'B', 'reject'];
const PRICE = { A: 4.2, B: 2.9, reject: 0 };

class Rope {
  constructor({ date, raft, rope, kg, grade, crew }) {
    Object.assign(this, { date, raft, rope, kg, grade, crew });
  }
  get value() {
    return this.kg * PRICE[this.grade];
  }
  get label() {
    return `${this.raft}/${this.rope}`;
  }
}

class Raft {
  constructor(name) {
    this.name = name;
    this.ropes = [];
  }
  add(rope) {
    this.ropes.push(rope);
  }
  get totalKg() {
    return this.ropes.reduce((sum, r) => sum + r.kg, 0);
  }
  get value() {
    return this.ropes.reduce((sum, r) => sum + r.value, 0);
  }
  get rejectRate() {
    const rejected = this.ropes.filter((r) => r.grade === 'reject').length;
    return this.ropes.length ? rejected / this.ropes.length : 0;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  const [date, raft, rope, kgText, grade, crew] = fields;
  const kg = Number(kgText);
  if (kgText === '' || Number.isNaN(kg) || kg <= 0) throw new Error(`line ${lineNo}: bad weight "${kgText}"`);
  if (!GRADES.includes(grade)) throw new Error(`line ${lineNo}: unknown grade "${grade}"`);
  return new Rope({ date, raft, rope, kg, grade, crew });
}

function load(text) {
  const ropes = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      ropes.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { ropes, errors };
}

function report(text) {
  const { ropes, errors } = load(text);
  const rafts = new Map();
  const crew = new Map();
  for (const rope of ropes) {
    if (!rafts.has(rope.raft)) rafts.set(rope.raft, new Raft(rope.raft));
    rafts.get(rope.raft).add(rope);
    crew.set(rope.crew, (crew.get(rope.crew) ?? 0) + rope.kg);
  }
  const out = [];
  out.push('MUSSEL HARVEST GRADING');
  out.push('='.repeat(40));
  for (const raft of [...rafts.values()].sort((a, b) => b.totalKg - a.totalKg)) {
    const pct = (raft.rejectRate * 100).toFixed(1);
    out.push(`${raft.name.padEnd(4)} ${String(raft.ropes.length).padStart(2)} ropes ${raft.totalKg.toFixed(2).padStart(8)} kg  £${raft.value.toFixed(2).padStart(7)}  reject ${pct}%`);
  }
  out.push('-'.repeat(40));
  const byGrade = Object.fromEntries(GRADES.map((g) => [g, ropes.filter((r) => r.grade === g).length]));
  out.push(`grades: ${Object.entries(byGrade).map(([g, n]) => `${g}=${n}`).join(' ')}`);
  const [topCrew, topKg] = [...crew.entries()].sort(([, a], [, b]) => b - a)[0];
  out.push(`top crew: ${topCrew} (${topKg.toFixed(1)} kg)`);
  const best = ropes.reduce((a, b) => (b.value > a.value ? b : a));
  out.push(`best rope: ${best.label} on ${best.date} worth £${best.value.toFixed(2)}`);
  if (errors.length) {
    out.push(`skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  ${e}`));
  }
  const totalKg = ropes.reduce((s, r) => s + r.kg, 0);
  const totalValue = ropes.reduce((s, r) => s + r.value, 0);
  const summary = {
    ropes: ropes.length,
    skipped: errors.length,
    totalKg: Math.round(totalKg * 100) / 100,
    value: Math.round(totalValue * 100) / 100,
    grades: byGrade,
    topCrew,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Rope, Raft };

if (require.main === module) {
  const file = process.argv[2] ?? 'root/mussel_harvest.csv';
  console.log(report(fs.readFileSync(file, 'utf8')));
}
