'use strict';
const fs = require('fs');
const path = require('path');

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const pad = (s, n) => String(s).padEnd(n);
const money = (x) => `€${x.toFixed(2)}`;
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

class Booking {
  constructor({ stall, trader, category, day, hours, rate, paid }) {
    Object.assign(this, { stall, trader, category, day });
    this.hours = Number(hours);
    this.rate = parseFloat(rate);
    this.paid = paid.trim().toLowerCase() === 'yes';
  }
  get fee() { return this.hours * this.rate; }
  get weekend() { return ['Sat', 'Sun'].includes(this.day); }
  toString() { return `${pad(this.stall, 4)}${pad(this.trader, 13)}${this.day} ${money(this.fee)}`; }
}

class Market {
  constructor(bookings = []) { this.bookings = [...bookings]; }
  static parse(text) {
    const lines = text.split(/\r?\n/).map(l => l.trim()).filter(l => l && !l.startsWith('#'));
    const [header, ...rows] = lines;
    const keys = header.split(',');
    const bookings = rows.map(row => {
      const cells = row.split(',');
      const rec = Object.fromEntries(keys.map((k, i) => [k, cells[i]]));
      return new Booking(rec);
    });
    return new Market(bookings);
  }
  get total() { return sum(this.bookings.map(b => b.fee)); }
  get outstanding() { return this.bookings.filter(b => !b.paid); }
  byCategory() {
    const m = new Map();
    for (const b of this.bookings) {
      const entry = m.get(b.category) ?? { count: 0, fees: 0, traders: new Set() };
      entry.count += 1;
      entry.fees += b.fee;
      entry.traders.add(b.trader);
      m.set(b.category, entry);
    }
    return m;
  }
  byDay() {
    const hours = this.bookings.reduce((acc, { day, hours }) => {
      acc[day] = (acc[day] || 0) + hours;
      return acc;
    }, {});
    return DAYS.filter(d => d in hours).map(d => [d, hours[d]]);
  }
  topTraders(n = 3) {
    const totals = {};
    this.bookings.forEach(b => { totals[b.trader] = (totals[b.trader] || 0) + b.fee; });
    return Object.entries(totals)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n);
  }
}

function report(file) {
  const market = Market.parse(fs.readFileSync(file, 'utf8'));
  const out = [];
  out.push(`Market stall report — ${path.basename(file)}`);
  out.push('='.repeat(40));
  out.push(`Bookings: ${market.bookings.length}, total fees ${money(market.total)}`);
  out.push('');
  out.push('By category:');
  const cats = [...market.byCategory().entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [cat, { count, fees, traders }] of cats) {
    const share = ((fees / market.total) * 100).toFixed(1);
    out.push(`  ${pad(cat, 12)}${String(count).padStart(2)} bookings ${money(fees).padStart(8)} (${share}%) ${traders.size} traders`);
  }
  out.push('');
  out.push('Hours by day:');
  const days = market.byDay();
  const maxHours = Math.max(...days.map(([, h]) => h));
  days.forEach(([day, h]) => {
    const bar = '#'.repeat(Math.round((h / maxHours) * 20));
    out.push(`  ${day} ${String(h).padStart(3)}h ${bar}`);
  });
  out.push('');
  const owing = market.outstanding;
  out.push(`Unpaid (${owing.length}):`);
  owing.sort((a, b) => b.fee - a.fee).forEach(b => out.push(`  ${b}`));
  const owed = sum(owing.map(b => b.fee));
  out.push(`  owed: ${money(owed)}`);
  out.push('');
  out.push('Top traders:');
  market.topTraders().forEach(([name, fee], i) => out.push(`  ${i + 1}. ${name} ${money(fee)}`));
  const weekendShare = market.bookings.filter(b => b.weekend).length / market.bookings.length;
  const summary = {
    bookings: market.bookings.length,
    total: Math.round(market.total * 100) / 100,
    owed: +owed.toFixed(2),
    weekendShare: Number(weekendShare.toFixed(3)),
    categories: cats.map(([c]) => c),
    top: market.topTraders(1)[0]?.[0] ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'stalls.csv');
  try {
    console.log(report(file));
  } catch (err) {
    console.error(`error: ${err.message}`);
    process.exit(1);
  }
}
module.exports = { report, Market, Booking };
