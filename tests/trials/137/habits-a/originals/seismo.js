'use strict';
// Seismograph network: weekly event digest per station.
const fs = require('fs');
const path = require('path');

const MAG_BANDS = [
  { label: 'micro', max: 2.0 },
  { label: 'minor', max: 4.0 },
  { label: 'light', max: Infinity },
];

class Quake {
  constructor({ station, time, magnitude, depth, region }) {
    Object.assign(this, { station, time, magnitude, depth, region });
  }
  get band() {
    return MAG_BANDS.find(({ max }) => this.magnitude < max).label;
  }
  get day() {
    return this.time.slice(0, 10);
  }
  // Rough energy in joules, log10 E = 1.5 M + 4.8
  get energy() {
    return 10 ** (1.5 * this.magnitude + 4.8);
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 5) throw new Error(`line ${lineNo}: expected 5 fields, got ${parts.length}`);
  const [station, time, magText, depthText, region] = parts;
  const magnitude = Number(magText);
  const depth = Number(depthText);
  if (Number.isNaN(magnitude)) throw new Error(`line ${lineNo}: bad magnitude "${magText}"`);
  if (!(depth >= 0)) throw new Error(`line ${lineNo}: bad depth "${depthText}"`);
  return new Quake({ station, time, magnitude, depth, region });
}

function loadQuakes(text) {
  const quakes = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      quakes.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { quakes, errors };
}

function summarize(quakes) {
  const byStation = new Map();
  for (const q of quakes) {
    if (!byStation.has(q.station)) byStation.set(q.station, []);
    byStation.get(q.station).push(q);
  }
  return [...byStation.entries()]
    .map(([station, list]) => ({
      station,
      region: list[0].region,
      count: list.length,
      maxMag: Math.max(...list.map((q) => q.magnitude)),
      meanDepth: list.reduce((s, q) => s + q.depth, 0) / list.length,
    }))
    .sort((a, b) => b.maxMag - a.maxMag || a.station.localeCompare(b.station));
}

function report(text) {
  const { quakes, errors } = loadQuakes(text);
  const rows = summarize(quakes);
  const out = [];
  out.push(`Seismic digest: ${quakes.length} events from ${rows.length} stations`);
  out.push('');
  out.push(`${'Station'.padEnd(8)}${'Region'.padEnd(15)}${'Events'.padStart(7)}${'MaxM'.padStart(6)}${'Depth'.padStart(8)}`);
  for (const { station, region, count, maxMag, meanDepth } of rows) {
    out.push(`${station.padEnd(8)}${region.padEnd(15)}${String(count).padStart(7)}${maxMag.toFixed(1).padStart(6)}${meanDepth.toFixed(1).padStart(8)}`);
  }
  const bands = {};
  for (const { label } of MAG_BANDS) bands[label] = quakes.filter((q) => q.band === label).length;
  out.push('');
  out.push(`Bands: ${Object.entries(bands).map(([k, v]) => `${k}=${v}`).join(', ')}`);
  const biggest = quakes.reduce((a, b) => (b.magnitude > a.magnitude ? b : a));
  out.push(`Largest: M${biggest.magnitude.toFixed(1)} at ${biggest.station} on ${biggest.day}`);
  const totalEnergy = quakes.reduce((s, q) => s + q.energy, 0);
  out.push(`Energy released: ${totalEnergy.toExponential(2)} J`);
  if (errors.length) {
    out.push('');
    out.push(`Skipped ${errors.length} bad lines:`);
    errors.forEach((e) => out.push(`  ${e}`));
  }
  out.push(JSON.stringify({
    events: quakes.length,
    stations: rows.length,
    bands,
    largest: biggest.magnitude,
    skipped: errors.length,
  }));
  return out.join('\n');
}

module.exports = { Quake, loadQuakes, summarize, report };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'seismo.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
