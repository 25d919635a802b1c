'use strict';
// Sugar-beet factory lorry intake: net weights, clean tonnage and sugar by grower.
const fs = require('fs');
const path = require('path');

const DIRT_LIMIT = 10; // % dirt above which a load is flagged

class Load {
  constructor({ ticket, time, grower, haulier, gross, tare, sugar, dirt }) {
    Object.assign(this, { ticket, time, grower, haulier, gross, tare, sugar, dirt });
  }
  get net() { return this.gross - this.tare; }
  get clean() { return this.net * (1 - this.dirt / 100); }
  get sugarKg() { return this.clean * this.sugar / 100; }
  get flagged() { return this.dirt > DIRT_LIMIT; }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 8) throw new Error(`line ${lineNo}: expected 8 fields, got ${fields.length}`);
  const [ticket, time, grower, haulier, ...nums] = fields;
  const [gross, tare, sugar, dirt] = nums.map(Number);
  if (nums.some(n => n === '') || [gross, tare, sugar, dirt].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad number in ${ticket}`);
  }
  if (gross <= tare) throw new Error(`line ${lineNo}: ${ticket} gross not above tare`);
  return new Load({ ticket, time, grower, haulier, gross, tare, sugar, dirt });
}

function readLoads(text) {
  const loads = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('ticket,')) return;
    try {
      loads.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { loads, problems };
}

function byGrower(loads) {
  const groups = new Map();
  for (const load of loads) {
    const g = groups.get(load.grower) ?? { loads: 0, clean: 0, sugarKg: 0 };
    g.loads += 1;
    g.clean += load.clean;
    g.sugarKg += load.sugarKg;
    groups.set(load.grower, g);
  }
  return [...groups.entries()].sort(([, a], [, b]) => b.clean - a.clean);
}

const tonnes = kg => (kg / 1000).toFixed(2);

function report(text) {
  const { loads, problems } = readLoads(text);
  const out = [];
  out.push('SUGAR-BEET INTAKE REPORT');
  out.push('='.repeat(56));
  out.push(`${'Grower'.padEnd(16)}${'Loads'.padStart(6)}${'Clean t'.padStart(12)}${'Sugar t'.padStart(10)}${'Pol %'.padStart(8)}`);
  for (const [grower, { loads: n, clean, sugarKg }] of byGrower(loads)) {
    const pol = (sugarKg / clean * 100).toFixed(1);
    out.push(`${grower.padEnd(16)}${String(n).padStart(6)}${tonnes(clean).padStart(12)}${tonnes(sugarKg).padStart(10)}${pol.padStart(8)}`);
  }
  out.push('-'.repeat(56));
  const hauliers = new Map();
  loads.forEach(({ haulier, net }) => hauliers.set(haulier, (hauliers.get(haulier) ?? 0) + net));
  for (const [name, net] of [...hauliers].sort((a, b) => a[0].localeCompare(b[0]))) {
    out.push(`Haulier ${name}: ${tonnes(net)} t net`);
  }
  const flagged = loads.filter(l => l.flagged);
  out.push(`Dirt over ${DIRT_LIMIT}%: ${flagged.map(l => `${l.ticket} (${l.dirt.toFixed(1)}%)`).join(', ') || 'none'}`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} line(s):`);
    problems.forEach(p => out.push(`  ${p}`));
  }
  const totalClean = loads.reduce((s, l) => s + l.clean, 0);
  const totalSugar = loads.reduce((s, l) => s + l.sugarKg, 0);
  const summary = {
    loads: loads.length,
    skipped: problems.length,
    clean_t: Number(tonnes(totalClean)),
    sugar_t: Number(tonnes(totalSugar)),
    flagged: flagged.map(l => l.ticket),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Load, parseLine, readLoads, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'beet_intake.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
