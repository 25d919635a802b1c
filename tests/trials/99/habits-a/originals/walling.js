'use strict';
// Dry-stone walling: weekly crew report from a CSV day sheet.
const fs = require('fs');
const path = require('path');

const FIELDS = ['date', 'crew', 'section', 'metres', 'tonnes', 'hours'];

class Crew {
  constructor(name) {
    this.name = name;
    this.days = [];
    this.sections = new Set();
  }

  add({ date, section, metres, tonnes, hours }) {
    this.days.push({ date, metres, tonnes, hours });
    this.sections.add(section);
  }

  get metres() { return this.days.reduce((s, d) => s + d.metres, 0); }
  get tonnes() { return this.days.reduce((s, d) => s + d.tonnes, 0); }
  get hours() { return this.days.reduce((s, d) => s + d.hours, 0); }
  get rate() { return this.hours ? this.metres / this.hours : 0; }
  get tonnesPerMetre() { return this.metres ? this.tonnes / this.metres : 0; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
  }
  const [date, crew, section, ...nums] = parts;
  const [metres, tonnes, hours] = nums.map(Number);
  if ([metres, tonnes, hours].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad number in "${nums.join(',')}"`);
  }
  if (metres <= 0 || hours <= 0) {
    throw new Error(`line ${lineNo}: metres and hours must be positive`);
  }
  return { date, crew, section, metres, tonnes, hours };
}

function load(text) {
  const crews = new Map();
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (i === 0 || !line || line.startsWith('#')) return;
    try {
      const rec = parseLine(line, i + 1);
      if (!crews.has(rec.crew)) crews.set(rec.crew, new Crew(rec.crew));
      crews.get(rec.crew).add(rec);
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { crews, problems };
}

function report(text) {
  const { crews, problems } = load(text);
  const ranked = [...crews.values()].sort((a, b) => b.metres - a.metres);
  const out = [];
  out.push('Dry-stone walling — crew report');
  out.push('='.repeat(31));
  out.push(`${'Crew'.padEnd(10)}${'Days'.padStart(5)}${'Metres'.padStart(9)}${'Tonnes'.padStart(9)}${'m/hr'.padStart(7)}${'t/m'.padStart(7)}`);
  for (const c of ranked) {
    out.push(
      `${c.name.padEnd(10)}${String(c.days.length).padStart(5)}` +
      `${c.metres.toFixed(2).padStart(9)}${c.tonnes.toFixed(1).padStart(9)}` +
      `${c.rate.toFixed(2).padStart(7)}${c.tonnesPerMetre.toFixed(2).padStart(7)}`
    );
  }
  const totalMetres = ranked.reduce((s, c) => s + c.metres, 0);
  const totalTonnes = ranked.reduce((s, c) => s + c.tonnes, 0);
  out.push('');
  for (const c of ranked) {
    out.push(`${c.name}: ${[...c.sections].sort().join(', ')}`);
  }
  out.push('');
  out.push(`Total wall built: ${totalMetres.toFixed(2)} m from ${totalTonnes.toFixed(1)} t of stone`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const best = ranked[0];
  const summary = {
    crews: ranked.length,
    metres: Number(totalMetres.toFixed(2)),
    tonnes: Number(totalTonnes.toFixed(1)),
    best: best ? best.name : null,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, Crew, parseLine };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'walling.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
