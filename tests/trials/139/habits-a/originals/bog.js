'use strict';
const fs = require('fs');
const path = require('path');

const PENALTY_SECONDS = 5;

class Swim {
  constructor({ heat, competitor, category, seconds, penalties }) {
    Object.assign(this, { heat, competitor, category, seconds, penalties });
  }

  get total() {
    return this.seconds + this.penalties * PENALTY_SECONDS;
  }

  get label() {
    return `${this.competitor} (heat ${this.heat})`;
  }
}

const parseTime = (text) => {
  const m = /^(\d+):(\d{2}(?:\.\d+)?)$/.exec(text.trim());
  if (!m) return null;
  const [, mins, secs] = m;
  return Number(mins) * 60 + Number(secs);
};

const fmtTime = (secs) => {
  const mins = Math.floor(secs / 60);
  const rest = (secs - mins * 60).toFixed(1).padStart(4, '0');
  return `${mins}:${rest}`;
};

function parseLines(text) {
  const swims = [];
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((raw, idx) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('heat,')) return;
    const fields = line.split(',');
    if (fields.length !== 5) {
      problems.push(`line ${idx + 1}: expected 5 fields, got ${fields.length}`);
      return;
    }
    const [heatText, competitor, category, time, penText] = fields;
    const heat = parseInt(heatText, 10);
    if (Number.isNaN(heat)) {
      problems.push(`line ${idx + 1}: bad heat "${heatText}"`);
      return;
    }
    if (time === 'DNF') {
      problems.push(`line ${idx + 1}: ${competitor} did not finish`);
      return;
    }
    const seconds = parseTime(time);
    if (seconds === null) {
      problems.push(`line ${idx + 1}: bad time "${time}"`);
      return;
    }
    swims.push(new Swim({ heat, competitor, category, seconds, penalties: Number(penText) || 0 }));
  });
  return { swims, problems };
}

function byCategory(swims) {
  const groups = new Map();
  for (const swim of swims) {
    if (!groups.has(swim.category)) groups.set(swim.category, []);
    groups.get(swim.category).push(swim);
  }
  for (const list of groups.values()) list.sort((a, b) => a.total - b.total);
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

function report(text) {
  const { swims, problems } = parseLines(text);
  const out = [];
  out.push('BOG SNORKELLING CHAMPIONSHIP');
  out.push('='.repeat(28));
  const groups = byCategory(swims);
  for (const [category, list] of groups) {
    out.push(`\n${category.toUpperCase()} (${list.length})`);
    list.forEach((s, i) => {
      const pen = s.penalties ? ` +${s.penalties * PENALTY_SECONDS}s` : '';
      out.push(`  ${String(i + 1).padStart(2)}. ${s.label.padEnd(26)} ${fmtTime(s.total).padStart(7)}${pen}`);
    });
  }
  const overall = [...swims].sort((a, b) => a.total - b.total);
  const best = overall[0];
  const mean = swims.reduce((acc, s) => acc + s.total, 0) / (swims.length || 1);
  out.push(`\nSkipped ${problems.length} line(s):`);
  problems.forEach((p) => out.push(`  - ${p}`));
  out.push(`\nChampion: ${best.competitor} in ${fmtTime(best.total)}; mean ${fmtTime(mean)}`);
  const summary = {
    swims: swims.length,
    skipped: problems.length,
    categories: groups.size,
    champion: best.competitor,
    bestSeconds: Number(best.total.toFixed(1)),
    meanSeconds: Number(mean.toFixed(2)),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLines, Swim };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'bog_snorkel.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
