'use strict';
// Gong bath session report: revenue and occupancy per practitioner and room.
const fs = require('fs');
const path = require('path');

class Session {
  constructor({ date, practitioner, room, attendees, capacity, price }) {
    Object.assign(this, { date, practitioner, room, attendees, capacity, price });
  }
  get revenue() { return this.attendees * this.price; }
  get occupancy() { return this.attendees / this.capacity; }
  get full() { return this.attendees === this.capacity; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  const [date, practitioner, room, att, cap, pr] = parts;
  const attendees = Number.parseInt(att, 10);
  const capacity = Number.parseInt(cap, 10);
  const price = Number.parseFloat(pr);
  if ([attendees, capacity, price].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad number in "${line}"`);
  }
  if (attendees > capacity) {
    throw new Error(`line ${lineNo}: ${attendees} attendees over capacity ${capacity}`);
  }
  return new Session({ date, practitioner, room, attendees, capacity, price });
}

function load(text) {
  const sessions = [];
  const errors = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      sessions.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { sessions, errors };
}

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
}

const money = (n) => `£${n.toFixed(2)}`;
const pct = (x) => `${(x * 100).toFixed(1)}%`;

function report(text) {
  const { sessions, errors } = load(text);
  const out = [];
  out.push('GONG BATH SESSIONS');
  out.push('='.repeat(40));

  const byPractitioner = groupBy(sessions, (s) => s.practitioner);
  const rows = [...byPractitioner.entries()]
    .map(([name, list]) => ({
      name,
      count: list.length,
      revenue: list.reduce((sum, s) => sum + s.revenue, 0),
      fullHouses: list.filter((s) => s.full).length,
    }))
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));

  out.push('Practitioner      Sessions   Revenue  Full');
  for (const { name, count, revenue, fullHouses } of rows) {
    out.push(`${name.padEnd(16)} ${String(count).padStart(9)} ${money(revenue).padStart(9)} ${String(fullHouses).padStart(5)}`);
  }

  out.push('');
  out.push('Room occupancy');
  const byRoom = groupBy(sessions, (s) => s.room);
  for (const room of [...byRoom.keys()].sort()) {
    const list = byRoom.get(room);
    const seats = list.reduce((n, s) => n + s.capacity, 0);
    const filled = list.reduce((n, s) => n + s.attendees, 0);
    out.push(`  ${room.padEnd(8)} ${String(filled).padStart(3)}/${String(seats).padEnd(3)} ${pct(filled / seats).padStart(6)}`);
  }

  if (errors.length) {
    out.push('');
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }

  const total = sessions.reduce((sum, s) => sum + s.revenue, 0);
  const best = rows[0]?.name ?? null;
  out.push('');
  out.push(JSON.stringify({
    sessions: sessions.length,
    skipped: errors.length,
    revenue: Math.round(total * 100) / 100,
    top: best,
    rooms: byRoom.size,
  }));
  return out.join('\n');
}

module.exports = { Session, parseLine, load, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'gong_sessions.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
