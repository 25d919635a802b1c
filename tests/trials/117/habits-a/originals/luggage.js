'use strict';
const fs = require('fs');

const RATES = new Map([['S', 4.5], ['M', 9], ['L', 12], ['XL', 15]]);
const BLOCK_HOURS = 6;
const CLOSING = '20:00';

const toMinutes = (hhmm) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const [, h, min] = m;
  return Number(h) * 60 + Number(min);
};

class Deposit {
  constructor({ ticket, size, dropped, collected, paid }) {
    Object.assign(this, { ticket, size, dropped, collected, paid });
  }
  get stillHere() { return this.collected === null; }
  get minutes() {
    return (this.stillHere ? toMinutes(CLOSING) : this.collected) - this.dropped;
  }
  get hours() { return this.minutes / 60; }
  get due() {
    const blocks = Math.max(1, Math.ceil(this.hours / BLOCK_HOURS));
    return RATES.get(this.size) * blocks;
  }
  get owed() { return Math.round((this.due - this.paid) * 100) / 100; }
}

function parseLine(line, lineNo) {
  const [ticket, size, dropped, collected, paid, ...extra] = line.split(',').map((s) => s.trim());
  if (extra.length || paid === undefined) throw new Error(`line ${lineNo}: expected 5 fields`);
  if (!RATES.has(size)) throw new Error(`line ${lineNo}: unknown size "${size}"`);
  const d = toMinutes(dropped);
  if (d === null) throw new Error(`line ${lineNo}: bad drop time "${dropped}"`);
  const c = collected === '' ? null : toMinutes(collected);
  if (collected !== '' && c === null) throw new Error(`line ${lineNo}: bad pickup time "${collected}"`);
  if (c !== null && c < d) throw new Error(`line ${lineNo}: collected before dropped`);
  const amount = Number.parseFloat(paid);
  if (Number.isNaN(amount)) throw new Error(`line ${lineNo}: bad amount "${paid}"`);
  return new Deposit({ ticket, size, dropped: d, collected: c, paid: amount });
}

function load(text) {
  const deposits = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('ticket,')) return;
    try {
      deposits.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { deposits, problems };
}

const money = (x) => `£${x.toFixed(2)}`;

function report(text) {
  const { deposits, problems } = load(text);
  const out = [];
  out.push('LEFT LUGGAGE - DAY SHEET');
  out.push('='.repeat(40));

  const bySize = new Map();
  for (const d of deposits) {
    const entry = bySize.get(d.size) ?? { count: 0, hours: 0, taken: 0 };
    entry.count += 1;
    entry.hours += d.hours;
    entry.taken += d.paid;
    bySize.set(d.size, entry);
  }
  out.push(`${'size'.padEnd(5)}${'bags'.padStart(5)}${'hours'.padStart(8)}${'taken'.padStart(10)}`);
  for (const size of RATES.keys()) {
    const { count = 0, hours = 0, taken = 0 } = bySize.get(size) ?? {};
    out.push(`${size.padEnd(5)}${String(count).padStart(5)}${hours.toFixed(1).padStart(8)}${money(taken).padStart(10)}`);
  }

  const overnight = deposits.filter((d) => d.stillHere).map((d) => d.ticket);
  const underpaid = deposits.filter((d) => d.owed > 0).sort((a, b) => b.owed - a.owed);
  out.push('');
  out.push(`Still in store at ${CLOSING}: ${overnight.length ? overnight.join(', ') : 'none'}`);
  out.push('Underpaid:');
  underpaid.forEach(({ ticket, size, owed }) => out.push(`  ${ticket} (${size}) owes ${money(owed)}`));
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ${p}`));
  }
  const longest = deposits.reduce((best, d) => (!best || d.minutes > best.minutes ? d : best), null);
  const total = deposits.reduce((sum, d) => sum + d.paid, 0);
  const summary = {
    deposits: deposits.length,
    skipped: problems.length,
    taken: Math.round(total * 100) / 100,
    owed: Math.round(underpaid.reduce((s, d) => s + d.owed, 0) * 100) / 100,
    overnight: overnight.length,
    longest: longest?.ticket ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Deposit };

if (require.main === module) {
  const file = process.argv[2] ?? 'root/luggage.csv';
  console.log(report(fs.readFileSync(file, 'utf8')));
}
