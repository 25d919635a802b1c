'use strict';
// Snail racing club: summarise heat results from a CSV file.
const fs = require('fs');
const path = require('path');

class Snail {
  constructor(name, owner) {
    this.name = name;
    this.owner = owner;
    this.times = [];
    this.wins = 0;
  }

  addRun(seconds) {
    this.times.push(seconds);
  }

  get runs() {
    return this.times.length;
  }

  get best() {
    return Math.min(...this.times);
  }

  get average() {
    return this.times.reduce((a, b) => a + b, 0) / this.times.length;
  }

  get speed() {
    // centimetres per minute over the best run
    return (33 / this.best) * 60;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 5) {
    return { error: `line ${lineNo}: expected 5 fields, got ${parts.length}` };
  }
  const [heat, name, owner, distRaw, timeRaw] = parts;
  const distance = Number(distRaw);
  const time = parseFloat(timeRaw);
  if (!Number.isInteger(distance) || distance <= 0) {
    return { error: `line ${lineNo}: bad distance "${distRaw}"` };
  }
  if (Number.isNaN(time) || time <= 0) {
    return { error: `line ${lineNo}: bad time "${timeRaw}"` };
  }
  return { heat: Number(heat), name, owner, distance, time };
}

function summarise(text) {
  const snails = new Map();
  const heats = new Map();
  const skipped = [];

  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const rec = parseLine(line, i + 1);
    if (rec.error) {
      skipped.push(rec.error);
      return;
    }
    const { heat, name, owner, time } = rec;
    if (!snails.has(name)) snails.set(name, new Snail(name, owner));
    snails.get(name).addRun(time);
    const entries = heats.get(heat) || [];
    entries.push({ name, time });
    heats.set(heat, entries);
  });

  for (const [, entries] of heats) {
    const winner = entries.reduce((a, b) => (b.time < a.time ? b : a));
    snails.get(winner.name).wins += 1;
  }

  const ranking = [...snails.values()].sort((a, b) => a.best - b.best);
  return { ranking, heats, skipped };
}

function report(text) {
  const { ranking, heats, skipped } = summarise(text);
  const out = [];
  out.push(`Snail racing report: ${heats.size} heats, ${ranking.length} snails`);
  out.push('-'.repeat(56));
  out.push(`${'#'.padStart(2)}  ${'Snail'.padEnd(8)} ${'Owner'.padEnd(11)} ${'Runs'.padStart(4)} ${'Best'.padStart(7)} ${'Avg'.padStart(7)} ${'Wins'.padStart(4)}`);
  ranking.forEach((s, i) => {
    out.push(
      `${String(i + 1).padStart(2)}  ${s.name.padEnd(8)} ${s.owner.padEnd(11)} ${String(s.runs).padStart(4)} ` +
        `${s.best.toFixed(1).padStart(7)} ${s.average.toFixed(2).padStart(7)} ${String(s.wins).padStart(4)}`
    );
  });
  out.push('-'.repeat(56));
  const [champ] = ranking;
  out.push(`Fastest: ${champ.name} at ${champ.speed.toFixed(2)} cm/min`);
  if (skipped.length) {
    out.push(`Skipped ${skipped.length} bad line(s):`);
    skipped.forEach((msg) => out.push(`  ${msg}`));
  }
  const summary = {
    heats: heats.size,
    snails: ranking.length,
    fastest: champ.name,
    best_time: champ.best,
    skipped: skipped.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Snail, parseLine, summarise, report };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'snail_heats.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
