'use strict';
// Toll bridge crossings report: fees by class, lane stats, top payers, JSON summary.
const fs = require('fs');

const RATES = { car: 3.5, van: 5.25, truck: 4.1, motorbike: 1.75 };
const PEAK = [[7, 9], [16, 18]];
const DISCOUNTS = new Map([['tag', 0.15], ['card', 0], ['cash', -0.1]]);

const pad = (s, n) => String(s).padEnd(n);
const money = (x) => `$${x.toFixed(2)}`;
const sumFees = (list) => list.reduce((s, c) => s + c.fee, 0);
const toMinutes = (hhmm) => { const [h, m] = hhmm.split(':').map(Number); return h * 60 + m; };
const isPeak = (mins, windows = PEAK) => windows.some(([a, b]) => mins >= a * 60 && mins < b * 60);

class Crossing {
  constructor({ time, plate, vclass, lane, axles, payment }) {
    Object.assign(this, { time, plate, vclass, lane, payment });
    this.axles = parseInt(axles, 10);
  }
  get minutes() { return toMinutes(this.time); }
  get peak() { return isPeak(this.minutes); }
  get fee() {
    const base = this.vclass === 'truck' ? RATES.truck * this.axles : RATES[this.vclass] ?? 0;
    const surcharge = this.peak ? 1.25 : 1;
    const discount = DISCOUNTS.get(this.payment) ?? 0;
    return Math.round(base * surcharge * (1 - discount) * 100) / 100;
  }
}

class TollLog {
  constructor(text) {
    const [header, ...rows] = text.trim().split(/\r?\n/);
    const keys = header.split(',').map((k) => k.trim());
    this.crossings = rows
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i], v.trim()])))
      .map((rec) => new Crossing(rec));
  }
  get total() { return sumFees(this.crossings); }
  groupBy(fn) {
    const groups = new Map();
    for (const c of this.crossings) {
      const key = fn(c);
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    return groups;
  }
  get byClass() { return this.groupBy((c) => c.vclass); }
  get byLane() { return this.groupBy((c) => c.lane); }
  topPlates(n = 3) {
    return [...this.groupBy((c) => c.plate)]
      .map(([plate, list]) => ({ plate, trips: list.length, spent: sumFees(list) }))
      .sort((a, b) => b.spent - a.spent || a.plate.localeCompare(b.plate))
      .slice(0, n);
  }
  get busiestHour() {
    const counts = this.crossings.reduce((acc, { minutes }) => {
      const h = Math.floor(minutes / 60);
      acc[h] = (acc[h] || 0) + 1;
      return acc;
    }, {});
    const [hour, count] = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    return { hour: Number(hour), count };
  }
}

function render(log) {
  const lines = [`TOLL BRIDGE REPORT — ${log.crossings.length} crossings`, '='.repeat(40), 'By vehicle class:'];
  const classes = [...log.byClass.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [vclass, list] of classes) {
    const peakShare = list.filter((c) => c.peak).length / list.length;
    lines.push(`  ${pad(vclass, 10)}${String(list.length).padStart(3)}  ${money(sumFees(list)).padStart(9)}  peak ${(peakShare * 100).toFixed(0)}%`);
  }
  lines.push('By lane:');
  for (const [lane, list] of [...log.byLane].sort((a, b) => b[1].length - a[1].length)) {
    const payments = new Set(list.map(({ payment }) => payment));
    lines.push(`  lane ${lane}: ${list.length} crossings, avg ${money(sumFees(list) / list.length)} [${[...payments].sort().join('/')}]`);
  }
  lines.push('Top payers:');
  log.topPlates().forEach(({ plate, trips, spent }, i) =>
    lines.push(`  ${i + 1}. ${plate} ${trips} trip${trips === 1 ? '' : 's'} ${money(spent)}`));
  const { hour, count } = log.busiestHour;
  lines.push(`Busiest hour: ${String(hour).padStart(2, '0')}:00 (${count} crossings)`);
  const heaviest = log.crossings.filter((c) => c.vclass === 'truck').sort((a, b) => b.axles - a.axles)[0];
  lines.push(`Heaviest truck: ${heaviest?.plate ?? 'none'} with ${heaviest?.axles ?? 0} axles`);
  const summary = {
    crossings: log.crossings.length,
    revenue: Number(log.total.toFixed(2)),
    peakCount: log.crossings.filter((c) => c.peak).length,
    classes: Object.fromEntries(classes.map(([k, v]) => [k, v.length])),
    topPlate: log.topPlates(1)[0]?.plate ?? null,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

const file = process.argv[2] || 'root/tolls.csv';
process.stdout.write(render(new TollLog(fs.readFileSync(file, 'utf8'))));
