'use strict';
const fs = require('fs');

const MIN_RINGS = 2;
const AWARD_THRESHOLD = 90;
const MEDALS = ['Gold', 'Silver', 'Bronze'];

class Entry {
  constructor({ name, breed, scores = [] } = {}) {
    this.name = name;
    this.breed = breed;
    this.scores = scores;
  }

  get rings() {
    return this.scores.length;
  }

  get total() {
    return this.scores.reduce((sum, { score }) => sum + score, 0);
  }

  get average() {
    return this.rings ? this.total / this.rings : 0;
  }

  get best() {
    return this.scores.reduce((top, s) => (s.score > (top?.score ?? -Infinity) ? s : top), null);
  }

  get eligible() {
    return this.rings >= MIN_RINGS;
  }
}

const parseLine = (line, lineNo) => {
  const [name, breed, ring, judge, rawScore, notes = ''] = line.split(',').map((f) => f.trim());
  const score = Number.parseFloat(rawScore);
  if (!name || Number.isNaN(score)) {
    return { error: `line ${lineNo}: bad score ${JSON.stringify(rawScore ?? '')} for ${name || '?'}` };
  }
  return { name, breed, ring, judge, score, notes };
};

const loadSheet = (text) => {
  const entries = new Map();
  const errors = [];
  const judges = new Set();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const parsed = parseLine(line, i + 1);
    if (parsed.error) {
      errors.push(parsed.error);
      return;
    }
    const { name, breed, ...score } = parsed;
    judges.add(score.judge);
    if (!entries.has(name)) entries.set(name, new Entry({ name, breed }));
    entries.get(name).scores.push(score);
  });
  return { entries, errors, judges };
};

const rank = (entries) =>
  [...entries.values()]
    .filter((e) => e.eligible)
    .sort((a, b) => b.average - a.average || b.best.score - a.best.score || a.name.localeCompare(b.name));

const breedSummary = (entries) => {
  const byBreed = new Map();
  for (const e of entries.values()) {
    const { count = 0, sum = 0 } = byBreed.get(e.breed) ?? {};
    byBreed.set(e.breed, { count: count + 1, sum: sum + e.average });
  }
  return [...byBreed].map(([breed, { count, sum }]) => ({ breed, count, mean: sum / count }))
    .sort((a, b) => b.mean - a.mean || a.breed.localeCompare(b.breed));
};

const report = (path) => {
  const { entries, errors, judges } = loadSheet(fs.readFileSync(path, 'utf8'));
  const ranked = rank(entries);
  const lines = [`Cat show results (${entries.size} cats, ${judges.size} judges)`, ''];
  lines.push(`${'#'.padStart(2)}  ${'Cat'.padEnd(10)}${'Breed'.padEnd(20)}${'Rings'.padStart(5)}${'Avg'.padStart(8)}  Best`);
  ranked.forEach((e, i) => {
    const medal = MEDALS[i] ?? '';
    const { score, ring } = e.best;
    lines.push(`${String(i + 1).padStart(2)}  ${e.name.padEnd(10)}${e.breed.padEnd(20)}${String(e.rings).padStart(5)}` +
      `${e.average.toFixed(2).padStart(8)}  ${score.toFixed(1)} (ring ${ring})${medal && ` *${medal}*`}`);
  });
  const skipped = [...entries.values()].filter((e) => !e.eligible).map(({ name }) => name);
  if (skipped.length) lines.push('', `Not ranked (fewer than ${MIN_RINGS} rings): ${skipped.join(', ')}`);
  lines.push('', 'By breed:');
  for (const { breed, count, mean } of breedSummary(entries)) {
    lines.push(`  ${breed.padEnd(20)} ${count} cat${count === 1 ? '' : 's'}  mean ${mean.toFixed(2)}`);
  }
  if (errors.length) lines.push('', `Errors (${errors.length}):`, ...errors.map((e) => `  ${e}`));
  const awards = ranked.filter((e) => e.average >= AWARD_THRESHOLD).map((e) => e.name);
  const summary = {
    cats: entries.size,
    ranked: ranked.length,
    winner: ranked[0]?.name ?? null,
    awards,
    topAverage: Number((ranked[0]?.average ?? 0).toFixed(2)),
    errors: errors.length,
  };
  lines.push('', JSON.stringify(summary));
  return lines.join('\n');
};

module.exports = { Entry, parseLine, loadSheet, rank, breedSummary, report };

if (require.main === module) {
  console.log(report(process.argv[2] ?? `${__dirname}/../root/catshow.csv`));
}
