'use strict';
const fs = require('fs');
const path = require('path');

class Clip {
  constructor({ date, garden, gardener, shape, minutes, kg }) {
    Object.assign(this, { date, garden, gardener, shape, minutes, kg });
  }
  get hours() { return this.minutes / 60; }
  get kgPerHour() { return this.kg / this.hours; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map(s => s.trim());
  if (parts.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  const [date, garden, gardener, shape, minStr, kgStr] = parts;
  const minutes = Number(minStr);
  const kg = Number(kgStr);
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`line ${lineNo}: bad minutes "${minStr}"`);
  if (!Number.isFinite(kg) || kg < 0) throw new Error(`line ${lineNo}: bad kg "${kgStr}"`);
  return new Clip({ date, garden, gardener, shape, minutes, kg });
}

function load(text) {
  const clips = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      clips.push(parseLine(line, i + 1));
    } catch (e) {
      errors.push(e.message);
    }
  });
  return { clips, errors };
}

class GardenStats {
  constructor(name) {
    this.name = name;
    this.minutes = 0;
    this.kg = 0;
    this.shapes = new Set();
  }
  add({ minutes, kg, shape }) {
    this.minutes += minutes;
    this.kg += kg;
    this.shapes.add(shape);
  }
  get hours() { return this.minutes / 60; }
}

function summarise(clips) {
  const gardens = new Map();
  const gardeners = new Map();
  for (const clip of clips) {
    const { garden, gardener, minutes } = clip;
    if (!gardens.has(garden)) gardens.set(garden, new GardenStats(garden));
    gardens.get(garden).add(clip);
    gardeners.set(gardener, (gardeners.get(gardener) ?? 0) + minutes);
  }
  return { gardens, gardeners };
}

function report(text) {
  const { clips, errors } = load(text);
  const { gardens, gardeners } = summarise(clips);
  const out = [];
  out.push(`Topiary clipping report (${clips.length} rounds)`);
  out.push('');
  out.push('Garden           Hours   Kg    Shapes');
  const sorted = [...gardens.values()].sort((a, b) => b.kg - a.kg);
  for (const g of sorted) {
    out.push(`${g.name.padEnd(16)} ${g.hours.toFixed(2).padStart(5)} ${g.kg.toFixed(2).padStart(6)}  ${[...g.shapes].sort().join('/')}`);
  }
  out.push('');
  const ranked = [...gardeners.entries()].sort(([, a], [, b]) => b - a || 0);
  ranked.forEach(([name, mins], i) => out.push(`${i + 1}. ${name}: ${mins} min`));
  const best = clips.reduce((a, b) => (b.kgPerHour > a.kgPerHour ? b : a));
  out.push('');
  out.push(`Fastest round: ${best.gardener} at ${best.garden} (${best.shape}), ${best.kgPerHour.toFixed(3)} kg/h`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach(e => out.push(`  - ${e}`));
  }
  const totalKg = clips.reduce((s, c) => s + c.kg, 0);
  const summary = {
    rounds: clips.length,
    skipped: errors.length,
    gardens: gardens.size,
    totalKg: Math.round(totalKg * 100) / 100,
    topGardener: ranked[0]?.[0] ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, summarise, Clip };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'topiary.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
