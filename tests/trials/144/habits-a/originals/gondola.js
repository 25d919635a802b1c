'use strict';
// Gondola station ride log: per-station and per-gondolier takings.
const fs = require('fs');

const FIELDS = ['date', 'station', 'gondolier', 'passengers', 'minutes', 'fare'];

class Ride {
  constructor({ date, station, gondolier, passengers, minutes, fare }) {
    Object.assign(this, { date, station, gondolier, passengers, minutes, fare });
  }

  get perPassenger() {
    return this.fare / this.passengers;
  }

  get perMinute() {
    return this.fare / this.minutes;
  }

  static parse(line, lineNo) {
    const parts = line.split(',').map((s) => s.trim());
    if (parts.length !== FIELDS.length) {
      throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
    }
    const [date, station, gondolier, ...nums] = parts;
    const [passengers, minutes, fare] = nums.map(Number);
    if (!Number.isInteger(passengers) || passengers <= 0) {
      throw new Error(`line ${lineNo}: bad passengers "${nums[0]}"`);
    }
    if (!(minutes > 0)) throw new Error(`line ${lineNo}: bad minutes "${nums[1]}"`);
    if (!(fare >= 0)) throw new Error(`line ${lineNo}: bad fare "${nums[2]}"`);
    return new Ride({ date, station, gondolier, passengers, minutes, fare });
  }
}

class Tally {
  constructor(name) {
    this.name = name;
    this.rides = 0;
    this.passengers = 0;
    this.minutes = 0;
    this.takings = 0;
  }

  add({ passengers, minutes, fare }) {
    this.rides += 1;
    this.passengers += passengers;
    this.minutes += minutes;
    this.takings += fare;
    return this;
  }

  get avgFare() {
    return this.rides ? this.takings / this.rides : 0;
  }
}

function loadRides(text) {
  const rides = [];
  const skipped = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      rides.push(Ride.parse(line, i + 1));
    } catch (err) {
      skipped.push(err.message);
    }
  });
  return { rides, skipped };
}

function tallyBy(rides, key) {
  const map = new Map();
  for (const ride of rides) {
    const name = ride[key];
    if (!map.has(name)) map.set(name, new Tally(name));
    map.get(name).add(ride);
  }
  return [...map.values()].sort((a, b) => b.takings - a.takings || a.name.localeCompare(b.name));
}

const money = (n) => `€${n.toFixed(2)}`;

function report(text) {
  const { rides, skipped } = loadRides(text);
  const out = [];
  out.push(`Gondola ride report: ${rides.length} rides, ${skipped.length} skipped`);
  out.push('');
  out.push('Station        Rides  Pax   Takings   Avg fare');
  for (const t of tallyBy(rides, 'station')) {
    out.push(`${t.name.padEnd(14)} ${String(t.rides).padStart(5)} ${String(t.passengers).padStart(4)} ${money(t.takings).padStart(9)} ${money(t.avgFare).padStart(10)}`);
  }
  out.push('');
  out.push('Gondolier  Rides  Minutes  Takings');
  const gondoliers = tallyBy(rides, 'gondolier');
  for (const { name, rides: n, minutes, takings } of gondoliers) {
    out.push(`${name.padEnd(10)} ${String(n).padStart(5)} ${String(minutes).padStart(8)} ${money(takings).padStart(8)}`);
  }
  const best = rides.reduce((a, b) => (b.perMinute > a.perMinute ? b : a));
  out.push('');
  out.push(`Best rate: ${best.gondolier} at ${best.station} on ${best.date}, ${money(best.perMinute)}/min (${money(best.perPassenger)} per passenger)`);
  if (skipped.length) {
    out.push('');
    out.push('Skipped:');
    skipped.forEach((msg) => out.push(`  ${msg}`));
  }
  const total = rides.reduce((sum, r) => sum + r.fare, 0);
  const summary = {
    rides: rides.length,
    skipped: skipped.length,
    passengers: rides.reduce((sum, r) => sum + r.passengers, 0),
    takings: Math.round(total * 100) / 100,
    topGondolier: gondoliers[0]?.name ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Ride, Tally, loadRides, report };

if (require.main === module) {
  const path = process.argv[2] || 'root/gondola_rides.csv';
  console.log(report(fs.readFileSync(path, 'utf8')));
}
