'use strict';
const fs = require('fs');

const ROOM_RATES = { A: 18, B: 24, C: 15 };
const EXTRA_FEE = 4.5;
const NO_SHOW_FINE = 20;

class Booking {
  constructor({ date, band, room, start = 0, hours = 0, status = 'done', extras = [] } = {}) {
    Object.assign(this, { date, band, room, start, hours, status, extras });
  }
  get rate() { return ROOM_RATES[this.room] ?? 20; }
  get billable() { return this.status === 'done'; }
  get cost() {
    if (this.status === 'no-show') return NO_SHOW_FINE;
    if (!this.billable) return 0;
    return this.hours * this.rate + this.extras.length * EXTRA_FEE;
  }
  get lateNight() { return this.start + this.hours > 22; }
}

const parseLine = (line) => {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length < 6) return null;
  const [date, band, room, start, hours, status, extras = ''] = parts;
  const h = Number(hours);
  if (Number.isNaN(h)) return null;
  return new Booking({
    date, band, room, start: Number(start), hours: h, status,
    extras: extras ? extras.split(';').filter(Boolean) : [],
  });
};

const parse = (text) => {
  const bookings = [];
  let skipped = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const b = parseLine(line);
    b ? bookings.push(b) : skipped++;
  }
  return { bookings, skipped };
};

const summarizeBands = (bookings) => {
  const bands = new Map();
  for (const b of bookings) {
    const cur = bands.get(b.band) ?? { band: b.band, sessions: 0, hours: 0, cost: 0, rooms: new Set() };
    bands.set(b.band, {
      ...cur,
      sessions: cur.sessions + (b.billable ? 1 : 0),
      hours: cur.hours + (b.billable ? b.hours : 0),
      cost: cur.cost + b.cost,
      rooms: new Set([...cur.rooms, b.room]),
    });
  }
  return [...bands.values()].sort((x, y) => y.cost - x.cost || x.band.localeCompare(y.band));
};

const roomUsage = (bookings) =>
  bookings.filter((b) => b.billable).reduce((acc, { room, hours }) => {
    acc[room] = (acc[room] ?? 0) + hours;
    return acc;
  }, {});

const money = (n) => `$${n.toFixed(2)}`;

function report(path) {
  const { bookings, skipped } = parse(fs.readFileSync(path, 'utf8'));
  const bands = summarizeBands(bookings);
  const usage = roomUsage(bookings);
  const statuses = bookings.reduce((m, { status }) => m.set(status, (m.get(status) ?? 0) + 1), new Map());
  const lines = [];
  lines.push(`Rehearsal studio report (${bookings.length} bookings, ${skipped} skipped)`);
  lines.push('-'.repeat(52));
  lines.push(`${'Band'.padEnd(18)}${'Sess'.padStart(5)}${'Hours'.padStart(7)}${'Cost'.padStart(10)}  Rooms`);
  for (const { band, sessions, hours, cost, rooms } of bands) {
    lines.push(`${band.padEnd(18)}${String(sessions).padStart(5)}${hours.toFixed(1).padStart(7)}${money(cost).padStart(10)}  ${[...rooms].sort().join('')}`);
  }
  lines.push('-'.repeat(52));
  const totalHours = Object.values(usage).reduce((s, h) => s + h, 0);
  for (const room of Object.keys(usage).sort()) {
    const pct = (usage[room] / totalHours) * 100;
    lines.push(`Room ${room}: ${usage[room].toFixed(1)} h (${pct.toFixed(0)}%)`);
  }
  const late = bookings.filter((b) => b.billable && b.lateNight).map((b) => `${b.band} @ ${b.date}`);
  lines.push(`Late-night sessions: ${late.length ? late.join('; ') : 'none'}`);
  const statusText = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}=${n}`).join(', ');
  lines.push(`Statuses: ${statusText}`);
  const revenue = bands.reduce((s, b) => s + b.cost, 0);
  const top = bands[0]?.band ?? null;
  lines.push(`Revenue: ${money(revenue)}`);
  lines.push(JSON.stringify({ bookings: bookings.length, skipped, revenue: Number(revenue.toFixed(2)), top, hours: totalHours }));
  return lines.join('\n');
}

module.exports = { Booking, parse, summarizeBands, roomUsage, report };

if (require.main === module) {
  console.log(report(process.argv[2] ?? 'root/rehearsals.csv'));
}
