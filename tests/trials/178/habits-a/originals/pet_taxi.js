'use strict';
const fs = require('fs');
const path = require('path');

const STATUSES = new Set(['done', 'cancelled', 'noshow']);

class Ride {
  constructor({ date, driver, pet, species, km, fare, status }) {
    Object.assign(this, { date, driver, pet, species, km, fare, status });
  }

  get completed() {
    return this.status === 'done';
  }

  get perKm() {
    return this.km > 0 ? this.fare / this.km : 0;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${parts.length}`);
  }
  const [date, driver, pet, species, kmText, fareText, status] = parts;
  const km = Number(kmText);
  const fare = Number(fareText);
  if (!Number.isFinite(km) || km <= 0) {
    throw new Error(`line ${lineNo}: bad km "${kmText}"`);
  }
  if (!Number.isFinite(fare) || fare < 0) {
    throw new Error(`line ${lineNo}: bad fare "${fareText}"`);
  }
  if (!STATUSES.has(status)) {
    throw new Error(`line ${lineNo}: unknown status "${status}"`);
  }
  return new Ride({ date, driver, pet, species, km, fare, status });
}

function loadRides(text) {
  const rides = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      rides.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { rides, errors };
}

function summarise(rides) {
  const byDriver = new Map();
  const bySpecies = new Map();
  for (const ride of rides.filter((r) => r.completed)) {
    const d = byDriver.get(ride.driver) ?? { rides: 0, km: 0, fare: 0 };
    d.rides += 1;
    d.km += ride.km;
    d.fare += ride.fare;
    byDriver.set(ride.driver, d);
    bySpecies.set(ride.species, (bySpecies.get(ride.species) ?? 0) + 1);
  }
  return { byDriver, bySpecies };
}

function report(text) {
  const { rides, errors } = loadRides(text);
  const { byDriver, bySpecies } = summarise(rides);
  const done = rides.filter((r) => r.completed);
  const lost = rides.length - done.length;
  const out = [];
  out.push('PET TAXI WEEKLY REPORT');
  out.push('='.repeat(40));
  out.push(`${'driver'.padEnd(10)}${'rides'.padStart(6)}${'km'.padStart(9)}${'fare'.padStart(10)}`);
  const drivers = [...byDriver.entries()].sort(([, a], [, b]) => b.fare - a.fare);
  for (const [name, { rides: n, km, fare }] of drivers) {
    out.push(`${name.padEnd(10)}${String(n).padStart(6)}${km.toFixed(1).padStart(9)}${fare.toFixed(2).padStart(10)}`);
  }
  out.push('-'.repeat(40));
  const species = [...bySpecies].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  out.push(`species: ${species.map(([s, n]) => `${s}=${n}`).join(', ')}`);
  const best = done.reduce((acc, r) => (acc && acc.perKm >= r.perKm ? acc : r), null);
  if (best) {
    out.push(`best rate: ${best.pet} (${best.driver}) at ${best.perKm.toFixed(2)}/km`);
  }
  out.push(`not completed: ${lost}`);
  errors.forEach((e) => out.push(`skipped ${e}`));
  const revenue = done.reduce((sum, r) => sum + r.fare, 0);
  const summary = {
    rides: done.length,
    revenue: Math.round(revenue * 100) / 100,
    drivers: byDriver.size,
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Ride, parseLine, loadRides, summarise, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'pet_taxi.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
