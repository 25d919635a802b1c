'use strict';
const fs = require('fs');
const path = require('path');

const DATA = path.join(__dirname, '..', 'root', 'crossings.csv');

class Crossing {
  constructor({ date, craft, route, passengers, minutes, fuel }) {
    Object.assign(this, { date, craft, route, passengers, minutes, fuel });
  }

  get fuelPerPassenger() {
    return this.passengers > 0 ? this.fuel / this.passengers : 0;
  }

  get direction() {
    const [from, to] = this.route.split('-');
    return `${from} → ${to}`;
  }
}

class CraftStats {
  constructor(name) {
    this.name = name;
    this.trips = 0;
    this.passengers = 0;
    this.minutes = 0;
    this.fuel = 0;
  }

  add({ passengers, minutes, fuel }) {
    this.trips += 1;
    this.passengers += passengers;
    this.minutes += minutes;
    this.fuel += fuel;
  }

  get avgMinutes() {
    return this.trips ? this.minutes / this.trips : 0;
  }

  get litresPerPax() {
    return this.passengers ? this.fuel / this.passengers : 0;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  }
  const [date, craft, route, paxText, minText, fuelText] = parts;
  const passengers = Number.parseInt(paxText, 10);
  const minutes = Number(minText);
  const fuel = Number.parseFloat(fuelText);
  if (Number.isNaN(passengers) || passengers < 0) {
    throw new Error(`line ${lineNo}: bad passenger count "${paxText}"`);
  }
  if (!Number.isFinite(minutes) || !Number.isFinite(fuel)) {
    throw new Error(`line ${lineNo}: bad minutes or fuel`);
  }
  return new Crossing({ date, craft, route, passengers, minutes, fuel });
}

function loadCrossings(file) {
  const crossings = [];
  const problems = [];
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      crossings.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { crossings, problems };
}

function buildReport({ crossings, problems }) {
  const byCraft = new Map();
  const byDay = new Map();
  for (const c of crossings) {
    if (!byCraft.has(c.craft)) byCraft.set(c.craft, new CraftStats(c.craft));
    byCraft.get(c.craft).add(c);
    byDay.set(c.date, (byDay.get(c.date) ?? 0) + c.passengers);
  }

  const out = ['Hovercraft crossings report', '='.repeat(27)];
  const ranked = [...byCraft.values()].sort((a, b) => b.passengers - a.passengers);
  for (const s of ranked) {
    out.push(
      `${s.name.padEnd(16)} trips ${String(s.trips).padStart(2)}  pax ${String(s.passengers).padStart(4)}` +
        `  avg ${s.avgMinutes.toFixed(1)} min  ${s.litresPerPax.toFixed(3)} L/pax`
    );
  }

  out.push('', 'Passengers per day:');
  for (const [day, pax] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`  ${day}  ${'#'.repeat(Math.round(pax / 20))} ${pax}`);
  }

  const busiest = crossings.reduce((best, c) => (c.passengers > (best?.passengers ?? -1) ? c : best), null);
  if (busiest) {
    out.push('', `Busiest crossing: ${busiest.craft} ${busiest.direction} on ${busiest.date} (${busiest.passengers} pax)`);
  }

  if (problems.length) {
    out.push('', `Skipped ${problems.length} bad line(s):`, ...problems.map((p) => `  - ${p}`));
  }

  const totalPax = crossings.reduce((sum, { passengers }) => sum + passengers, 0);
  const totalFuel = crossings.reduce((sum, { fuel }) => sum + fuel, 0);
  const summary = {
    crossings: crossings.length,
    skipped: problems.length,
    passengers: totalPax,
    fuel_litres: Math.round(totalFuel * 100) / 100,
    top_craft: ranked[0]?.name ?? null,
  };
  out.push('', JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Crossing, CraftStats, parseLine, loadCrossings, buildReport };

if (require.main === module) {
  console.log(buildReport(loadCrossings(DATA)));
}
