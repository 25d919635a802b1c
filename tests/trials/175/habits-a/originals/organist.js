'use strict';
// Deputy organist bookings: fees per organist, per service type, busiest church.
const fs = require('fs');
const path = require('path');

const SERVICES = new Set(['Sunday', 'Wedding', 'Funeral', 'Evensong']);

class Booking {
  constructor({ date, church, organist, service, fee, hymns }) {
    Object.assign(this, { date, church, organist, service, fee, hymns });
  }
  get month() { return this.date.slice(0, 7); }
  get isSpecial() { return this.service === 'Wedding' || this.service === 'Funeral'; }
  get perHymn() { return this.hymns > 0 ? this.fee / this.hymns : 0; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  const [date, church, organist, service, feeText, hymnsText] = parts;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m || +m[2] < 1 || +m[2] > 12 || +m[3] < 1 || +m[3] > 31) {
    throw new Error(`line ${lineNo}: bad date "${date}"`);
  }
  const fee = Number(feeText);
  if (!Number.isFinite(fee) || fee <= 0) throw new Error(`line ${lineNo}: bad fee "${feeText}"`);
  const hymns = Number.parseInt(hymnsText, 10);
  if (Number.isNaN(hymns) || hymns < 0) throw new Error(`line ${lineNo}: bad hymn count "${hymnsText}"`);
  if (!SERVICES.has(service)) throw new Error(`line ${lineNo}: unknown service "${service}"`);
  return new Booking({ date, church, organist, service, fee, hymns });
}

function loadBookings(text) {
  const bookings = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      bookings.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { bookings, errors };
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

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function buildReport(text) {
  const { bookings, errors } = loadBookings(text);
  const out = [];
  out.push('DEPUTY ORGANIST BOOKINGS');
  out.push('='.repeat(40));

  const byOrganist = groupBy(bookings, (b) => b.organist);
  const rows = [...byOrganist.entries()]
    .map(([name, list]) => ({ name, count: list.length, total: sum(list.map((b) => b.fee)), special: list.filter((b) => b.isSpecial).length }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  out.push(`${'Organist'.padEnd(10)}${'Jobs'.padStart(5)}${'Special'.padStart(9)}${'Fees'.padStart(10)}`);
  for (const { name, count, special, total } of rows) {
    out.push(`${name.padEnd(10)}${String(count).padStart(5)}${String(special).padStart(9)}${total.toFixed(2).padStart(10)}`);
  }

  out.push('');
  out.push('By service:');
  const byService = groupBy(bookings, (b) => b.service);
  for (const service of [...byService.keys()].sort()) {
    const list = byService.get(service);
    const avg = sum(list.map((b) => b.fee)) / list.length;
    const perHymn = sum(list.map((b) => b.perHymn)) / list.length;
    out.push(`  ${service.padEnd(9)} x${list.length}  avg £${avg.toFixed(2)}  £${perHymn.toFixed(2)}/hymn`);
  }

  const byChurch = groupBy(bookings, (b) => b.church);
  const [busiest, busiestList] = [...byChurch.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  out.push('');
  out.push(`Busiest church: ${busiest} (${busiestList.length} bookings)`);

  if (errors.length) {
    out.push('');
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }

  const total = sum(bookings.map((b) => b.fee));
  const summary = { bookings: bookings.length, skipped: errors.length, organists: byOrganist.size, totalFees: Math.round(total * 100) / 100, busiest };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Booking, parseLine, loadBookings, buildReport };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'organist_bookings.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
