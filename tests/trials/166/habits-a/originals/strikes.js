'use strict';
// Lightning detector network: summarise strikes per station.
const fs = require('fs');
const path = require('path');

const POLARITIES = new Set(['neg', 'pos']);
const CLOSE_KM = 10;

class Station {
  constructor(name) {
    this.name = name;
    this.strikes = [];
  }

  add(strike) {
    this.strikes.push(strike);
  }

  get count() {
    return this.strikes.length;
  }

  get meanAbsKa() {
    const total = this.strikes.reduce((sum, { peakKa }) => sum + Math.abs(peakKa), 0);
    return this.count ? total / this.count : 0;
  }

  get nearest() {
    return Math.min(...this.strikes.map(({ distanceKm }) => distanceKm));
  }

  get positiveShare() {
    const pos = this.strikes.filter(({ polarity }) => polarity === 'pos').length;
    return pos / this.count;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 5) {
    throw new Error(`line ${lineNo}: expected 5 fields, got ${parts.length}`);
  }
  const [time, station, dist, peak, polarity] = parts;
  const distanceKm = Number(dist);
  const peakKa = Number(peak);
  if (Number.isNaN(distanceKm) || Number.isNaN(peakKa)) {
    throw new Error(`line ${lineNo}: bad number in "${dist}" / "${peak}"`);
  }
  if (!POLARITIES.has(polarity)) {
    throw new Error(`line ${lineNo}: unknown polarity "${polarity}"`);
  }
  return { time, station, distanceKm, peakKa, polarity };
}

function loadStrikes(text) {
  const stations = new Map();
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((raw, idx) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('time,')) return;
    try {
      const strike = parseLine(line, idx + 1);
      if (!stations.has(strike.station)) stations.set(strike.station, new Station(strike.station));
      stations.get(strike.station).add(strike);
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { stations, problems };
}

function report(text) {
  const { stations, problems } = loadStrikes(text);
  const out = [];
  const sorted = [...stations.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  out.push('Lightning strike report');
  out.push('='.repeat(23));
  for (const st of sorted) {
    const share = (st.positiveShare * 100).toFixed(0);
    out.push(`${st.name.padEnd(6)} ${String(st.count).padStart(3)} strikes  mean ${st.meanAbsKa.toFixed(1).padStart(5)} kA  nearest ${st.nearest.toFixed(1)} km  +CG ${share}%`);
  }
  const all = sorted.flatMap((st) => st.strikes);
  const close = all.filter(({ distanceKm }) => distanceKm < CLOSE_KM);
  const strongest = all.reduce((best, s) => (Math.abs(s.peakKa) > Math.abs(best.peakKa) ? s : best), all[0]);
  out.push('');
  out.push(`Close strikes (< ${CLOSE_KM} km): ${close.length}`);
  for (const { time, station, distanceKm } of close) {
    out.push(`  ${time} ${station} at ${distanceKm} km`);
  }
  out.push(`Strongest: ${strongest.peakKa} kA at ${strongest.station} (${strongest.time})`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const summary = {
    strikes: all.length,
    stations: sorted.length,
    close: close.length,
    strongestKa: strongest.peakKa,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, Station };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'strikes.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
