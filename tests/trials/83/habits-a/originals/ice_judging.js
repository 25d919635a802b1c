'use strict';
const fs = require('fs');
const path = require('path');

const WEIGHTS = { artistry: 0.6, technique: 0.4 };
const MAX_SCORE = 10;

class Entry {
  constructor(id, sculptor, category, meltMinutes) {
    Object.assign(this, { id, sculptor, category, meltMinutes });
    this.marks = [];
  }

  addMark(judge, artistry, technique) {
    this.marks.push({ judge, artistry, technique });
  }

  get weighted() {
    if (!this.marks.length) return 0;
    const total = this.marks.reduce(
      (sum, { artistry, technique }) => sum + artistry * WEIGHTS.artistry + technique * WEIGHTS.technique, 0);
    return total / this.marks.length;
  }

  get spread() {
    const scores = this.marks.map(({ artistry }) => artistry);
    return scores.length ? Math.max(...scores) - Math.min(...scores) : 0;
  }

  get meltHours() {
    return this.meltMinutes / 60;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map(s => s.trim());
  if (parts.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${parts.length}`);
  const [id, sculptor, category, judge, a, t, melt] = parts;
  const [artistry, technique, meltMinutes] = [a, t, melt].map(Number);
  if ([artistry, technique, meltMinutes].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: non-numeric score in "${line}"`);
  }
  if (artistry > MAX_SCORE || technique > MAX_SCORE) {
    throw new Error(`line ${lineNo}: score above ${MAX_SCORE} from ${judge}`);
  }
  return { id, sculptor, category, judge, artistry, technique, meltMinutes };
}

function loadEntries(text) {
  const entries = new Map();
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      const { id, sculptor, category, judge, artistry, technique, meltMinutes } = parseLine(line, i + 1);
      if (!entries.has(id)) entries.set(id, new Entry(id, sculptor, category, meltMinutes));
      entries.get(id).addMark(judge, artistry, technique);
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { entries, problems };
}

function buildReport({ entries, problems }) {
  const ranked = [...entries.values()].sort((x, y) => y.weighted - x.weighted || x.id.localeCompare(y.id));
  const lines = ['ICE SCULPTURE FESTIVAL - JUDGING', '='.repeat(58)];
  ranked.forEach((e, idx) => {
    lines.push(`${String(idx + 1).padStart(2)}. ${e.id} ${e.sculptor.padEnd(15)} ${e.category.padEnd(13)}` +
      `${e.weighted.toFixed(2).padStart(6)}  (${e.marks.length} marks, spread ${e.spread.toFixed(1)}, ${e.meltHours.toFixed(1)}h)`);
  });

  const byCategory = new Map();
  for (const e of ranked) {
    const best = byCategory.get(e.category);
    if (!best || e.weighted > best.weighted) byCategory.set(e.category, e);
  }
  lines.push('', 'Category winners:');
  for (const [category, { sculptor, weighted }] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${category.padEnd(14)} ${sculptor} (${weighted.toFixed(2)})`);
  }

  if (problems.length) {
    lines.push('', `Skipped ${problems.length} bad line(s):`, ...problems.map(p => `  - ${p}`));
  }

  const longest = ranked.reduce((a, b) => (b.meltMinutes > a.meltMinutes ? b : a));
  const summary = {
    entries: ranked.length,
    marks: ranked.reduce((n, e) => n + e.marks.length, 0),
    skipped: problems.length,
    winner: ranked[0].sculptor,
    topScore: Number(ranked[0].weighted.toFixed(2)),
    longestMelt: longest.id,
  };
  lines.push('', JSON.stringify(summary));
  return lines.join('\n');
}

function main(file = path.join(__dirname, '..', 'root', 'ice_sculptures.csv')) {
  const report = buildReport(loadEntries(fs.readFileSync(file, 'utf8')));
  console.log(report);
  return report;
}

module.exports = { Entry, parseLine, loadEntries, buildReport, main };

if (require.main === module) main(process.argv[2]);
