'use strict';
// Expedition report for meteorite-hunting finds (CSV under root/).
const fs = require('fs');
const path = require('path');

const DATA = path.join(__dirname, '..', 'root', 'meteorite_finds.csv');
const CLASSES = new Set(['chondrite', 'achondrite', 'iron', 'stony-iron', 'pallasite']);

class Find {
  constructor({ date, hunter, site, cls, mass, verified }) {
    Object.assign(this, { date, hunter, site, cls, mass, verified });
  }

  get isMetallic() {
    return ['iron', 'stony-iron', 'pallasite'].includes(this.cls);
  }

  get kg() {
    return this.mass / 1000;
  }
}

class Expedition {
  constructor() {
    this.finds = [];
    this.rejected = [];
  }

  parseLine(line, lineNo) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 6) {
      return this.reject(lineNo, `expected 6 fields, got ${fields.length}`);
    }
    const [date, hunter, site, cls, massText, verifiedText] = fields;
    const mass = Number(massText);
    if (!Number.isFinite(mass) || mass <= 0) {
      return this.reject(lineNo, `bad mass "${massText}"`);
    }
    if (!CLASSES.has(cls)) return this.reject(lineNo, `unknown class "${cls}"`);
    if (!['yes', 'no'].includes(verifiedText)) {
      return this.reject(lineNo, `bad verified flag "${verifiedText}"`);
    }
    this.finds.push(new Find({ date, hunter, site, cls, mass, verified: verifiedText === 'yes' }));
  }

  reject(lineNo, reason) {
    this.rejected.push({ lineNo, reason });
  }

  load(text) {
    text.split('\n').forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      this.parseLine(line, i + 1);
    });
    return this;
  }

  get totalMass() {
    return this.finds.reduce((sum, f) => sum + f.mass, 0);
  }

  groupBy(keyFn) {
    const groups = new Map();
    for (const f of this.finds) {
      const key = keyFn(f);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(f);
    }
    return groups;
  }
}

function report(exp) {
  const out = [];
  out.push('METEORITE EXPEDITION REPORT');
  out.push('='.repeat(40));
  const byHunter = exp.groupBy((f) => f.hunter);
  const rows = [...byHunter].map(([hunter, finds]) => ({
    hunter,
    count: finds.length,
    mass: finds.reduce((s, f) => s + f.mass, 0),
    verified: finds.filter((f) => f.verified).length,
  }));
  rows.sort((a, b) => b.mass - a.mass || a.hunter.localeCompare(b.hunter));
  for (const { hunter, count, mass, verified } of rows) {
    out.push(`${hunter.padEnd(12)}${String(count).padStart(3)} finds ${mass.toFixed(1).padStart(9)} g  (${verified} verified)`);
  }
  out.push('-'.repeat(40));
  for (const [site, finds] of exp.groupBy((f) => f.site)) {
    const metallic = finds.filter((f) => f.isMetallic).length;
    const pct = ((metallic / finds.length) * 100).toFixed(0);
    out.push(`${site}: ${finds.length} finds, ${pct}% metallic`);
  }
  const heaviest = exp.finds.reduce((a, b) => (b.mass > a.mass ? b : a));
  out.push(`Heaviest: ${heaviest.cls} by ${heaviest.hunter} on ${heaviest.date} (${heaviest.kg.toFixed(2)} kg)`);
  for (const { lineNo, reason } of exp.rejected) out.push(`skipped line ${lineNo}: ${reason}`);
  const summary = {
    finds: exp.finds.length,
    rejected: exp.rejected.length,
    total_kg: Number((exp.totalMass / 1000).toFixed(3)),
    hunters: byHunter.size,
    top: rows[0]?.hunter ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Find, Expedition, report };

if (require.main === module) {
  const exp = new Expedition().load(fs.readFileSync(DATA, 'utf8'));
  console.log(report(exp));
}
