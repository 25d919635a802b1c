'use strict';
// Carding-mill fleece batch report: yields, fibre fineness and grades per breed.
const fs = require('fs');
const path = require('path');

const GRADES = new Set(['A', 'B', 'C']);

class Batch {
  constructor({ id, date, breed, rawKg, cleanKg, micron, grade }) {
    Object.assign(this, { id, date, breed, rawKg, cleanKg, micron, grade });
  }

  get yieldPct() {
    return (this.cleanKg / this.rawKg) * 100;
  }

  get lossKg() {
    return this.rawKg - this.cleanKg;
  }
}

function parseLine(line, lineNo) {
  const cols = line.split(',').map((c) => c.trim());
  if (cols.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${cols.length}`);
  }
  const [id, date, breed, raw, clean, mic, grade] = cols;
  const [rawKg, cleanKg, micron] = [raw, clean, mic].map(Number);
  if ([rawKg, cleanKg, micron].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: non-numeric weight or micron`);
  }
  if (cleanKg > rawKg) {
    throw new Error(`line ${lineNo}: clean ${cleanKg} kg exceeds raw ${rawKg} kg`);
  }
  if (!GRADES.has(grade)) {
    throw new Error(`line ${lineNo}: unknown grade "${grade}"`);
  }
  return new Batch({ id, date, breed, rawKg, cleanKg, micron, grade });
}

function loadBatches(text) {
  const batches = [];
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    if (i === 0 || !line.trim() || line.startsWith('#')) return;
    try {
      batches.push(parseLine(line, lineNo));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { batches, problems };
}

function summarise(batches) {
  const byBreed = new Map();
  for (const b of batches) {
    if (!byBreed.has(b.breed)) {
      byBreed.set(b.breed, { count: 0, raw: 0, clean: 0, micronSum: 0, grades: {} });
    }
    const s = byBreed.get(b.breed);
    s.count += 1;
    s.raw += b.rawKg;
    s.clean += b.cleanKg;
    s.micronSum += b.micron;
    s.grades[b.grade] = (s.grades[b.grade] || 0) + 1;
  }
  return byBreed;
}

function report(text) {
  const { batches, problems } = loadBatches(text);
  const byBreed = summarise(batches);
  const out = [];
  out.push('Fleece batch report');
  out.push('='.repeat(19));
  out.push(`${'Breed'.padEnd(22)}${'Batches'.padStart(8)}${'Raw kg'.padStart(9)}${'Clean kg'.padStart(10)}${'Yield'.padStart(8)}${'Micron'.padStart(8)}  Grades`);
  const breeds = [...byBreed.keys()].sort();
  for (const breed of breeds) {
    const { count, raw, clean, micronSum, grades } = byBreed.get(breed);
    const gradeText = Object.entries(grades).sort().map(([g, n]) => `${g}:${n}`).join(' ');
    out.push(`${breed.padEnd(22)}${String(count).padStart(8)}${raw.toFixed(1).padStart(9)}${clean.toFixed(1).padStart(10)}${`${(clean / raw * 100).toFixed(1)}%`.padStart(8)}${(micronSum / count).toFixed(1).padStart(8)}  ${gradeText}`);
  }
  const best = batches.reduce((a, b) => (b.yieldPct > a.yieldPct ? b : a));
  const finest = batches.reduce((a, b) => (b.micron < a.micron ? b : a));
  out.push('');
  out.push(`Best yield: ${best.id} (${best.breed}) at ${best.yieldPct.toFixed(1)}%`);
  out.push(`Finest fibre: ${finest.id} (${finest.breed}) at ${finest.micron} µm`);
  const totalRaw = batches.reduce((sum, b) => sum + b.rawKg, 0);
  const totalClean = batches.reduce((sum, b) => sum + b.cleanKg, 0);
  const totalLoss = batches.reduce((sum, b) => sum + b.lossKg, 0);
  out.push(`Scouring loss: ${totalLoss.toFixed(2)} kg`);
  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const summary = {
    batches: batches.length,
    skipped: problems.length,
    breeds: breeds.length,
    raw_kg: Number(totalRaw.toFixed(1)),
    clean_kg: Number(totalClean.toFixed(1)),
    yield_pct: Number((totalClean / totalRaw * 100).toFixed(2)),
    best: best.id,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Batch, parseLine, loadBatches, summarise, report };

if (require.main === module) {
  const file = path.join(__dirname, '..', 'root', 'fleece_batches.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
