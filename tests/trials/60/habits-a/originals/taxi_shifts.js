'use strict';
// Taxi shift report: per-driver earnings, zone mix and payment split.
const fs = require('fs');
const path = require('path');

const CURRENCY = '€';
const TIP_BONUS_RATE = 0.15; // tips above 15% of fare count as "generous"

class Driver {
  constructor(name) {
    this.name = name;
    this.trips = [];
    this.zones = new Set();
  }
  add(trip) {
    this.trips.push(trip);
    this.zones.add(trip.zone);
  }
  get fares() { return this.trips.reduce((s, t) => s + t.fare, 0); }
  get tips() { return this.trips.reduce((s, t) => s + (t.tip ?? 0), 0); }
  get km() { return this.trips.reduce((s, t) => s + t.distance, 0); }
  get minutes() { return this.trips.reduce((s, t) => s + t.minutes, 0); }
  get total() { return this.fares + this.tips; }
  get perHour() { return this.minutes ? (this.total / this.minutes) * 60 : 0; }
  get generous() {
    return this.trips.filter(({ tip, fare }) => (tip ?? 0) > fare * TIP_BONUS_RATE).length;
  }
}

const num = (s) => (s === undefined || s.trim() === '' ? null : Number(s));
const money = (n) => `${CURRENCY}${n.toFixed(2)}`;

function parseTrips(text) {
  const trips = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [driver, zone, distance, minutes, fare, tip, payment = 'cash'] = line.split(',');
    if (!fare) {
      skipped.push(i + 1);
      return;
    }
    trips.push({
      driver,
      zone,
      distance: num(distance),
      minutes: num(minutes),
      fare: num(fare),
      tip: num(tip),
      payment: payment.trim(),
    });
  });
  return { trips, skipped };
}

function summarize(trips) {
  const drivers = new Map();
  const zoneCounts = {};
  const payments = new Map();
  for (const trip of trips) {
    if (!drivers.has(trip.driver)) drivers.set(trip.driver, new Driver(trip.driver));
    drivers.get(trip.driver).add(trip);
    zoneCounts[trip.zone] = (zoneCounts[trip.zone] ?? 0) + 1;
    payments.set(trip.payment, (payments.get(trip.payment) ?? 0) + trip.fare);
  }
  const ranked = [...drivers.values()].sort(
    (a, b) => b.total - a.total || b.trips.length - a.trips.length || a.name.localeCompare(b.name)
  );
  return { ranked, zoneCounts, payments };
}

function report({ trips, skipped }, { width = 8 } = {}) {
  const { ranked, zoneCounts, payments } = summarize(trips);
  const out = [];
  out.push(`TAXI SHIFT REPORT (${trips.length} trips, ${ranked.length} drivers)`);
  out.push('='.repeat(52));
  out.push(`${'Driver'.padEnd(width)}${'Trips'.padStart(6)}${'Km'.padStart(8)}${'Total'.padStart(10)}${'/hour'.padStart(10)}  Zones`);
  for (const d of ranked) {
    const zones = [...d.zones].sort().join('/');
    out.push(
      `${d.name.padEnd(width)}${String(d.trips.length).padStart(6)}${d.km.toFixed(1).padStart(8)}` +
        `${money(d.total).padStart(10)}${money(d.perHour).padStart(10)}  ${zones}`
    );
  }
  out.push('-'.repeat(52));
  const zoneLine = Object.entries(zoneCounts)
    .sort(([za, a], [zb, b]) => b - a || za.localeCompare(zb))
    .map(([z, n]) => `${z}=${n}`)
    .join(', ');
  out.push(`Zones: ${zoneLine}`);
  const fareSum = [...payments.values()].reduce((a, b) => a + b, 0);
  for (const [method, amount] of [...payments].sort((a, b) => b[1] - a[1])) {
    const pct = ((amount / fareSum) * 100).toFixed(1);
    out.push(`  ${method.padEnd(5)} ${money(amount).padStart(9)} ${pct.padStart(5)}%`);
  }
  const noTip = trips.filter((t) => t.tip === null).map((t) => t.driver);
  out.push(`No tip recorded: ${[...new Set(noTip)].join(', ') || 'none'}`);
  if (skipped.length) out.push(`Skipped lines: ${skipped.join(' ')}`);
  const best = ranked[0];
  const longest = trips.reduce((a, b) => (b.distance > a.distance ? b : a), trips[0]);
  const summary = {
    trips: trips.length,
    fares: Number(fareSum.toFixed(2)),
    tips: Number(ranked.reduce((s, d) => s + d.tips, 0).toFixed(2)),
    top: best?.name ?? null,
    generous: ranked.reduce((s, d) => s + d.generous, 0),
    longest: { driver: longest?.driver, km: longest?.distance },
    skipped: skipped.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Driver, parseTrips, summarize, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'taxi_trips.csv');
  console.log(report(parseTrips(fs.readFileSync(file, 'utf8'))));
}
