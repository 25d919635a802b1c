'use strict';
const fs = require('fs');
const path = require('path');

const STATUSES = new Set(['fitted', 'altered', 'pending', 'returned']);

class Fitting {
  constructor({ date, member, section, item, size, fee, status }) {
    Object.assign(this, { date, member, section, item, size, fee, status });
  }
  get isOpen() { return this.status === 'pending' || this.status === 'altered'; }
  get month() { return this.date.slice(0, 7); }
  toString() { return `${this.member} (${this.section}) ${this.item}/${this.size}`; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map(s => s.trim());
  if (parts.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${parts.length}`);
  const [date, member, section, item, size, feeText, status] = parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`line ${lineNo}: bad date "${date}"`);
  const fee = Number.parseFloat(feeText);
  if (Number.isNaN(fee) || fee < 0) throw new Error(`line ${lineNo}: bad fee "${feeText}"`);
  if (!STATUSES.has(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  return new Fitting({
    date, member, item, fee, status,
    section: section.toLowerCase(),
    size: size.toUpperCase(),
  });
}

class FittingLog {
  constructor(text) {
    this.fittings = [];
    this.rejected = [];
    text.split(/\r?\n/).forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      if (i === 0 && line.startsWith('date,')) return;
      try {
        this.fittings.push(parseLine(line, i + 1));
      } catch (err) {
        this.rejected.push(err.message);
      }
    });
  }
  get totalFees() { return this.fittings.reduce((sum, f) => sum + f.fee, 0); }
  get open() { return this.fittings.filter(f => f.isOpen); }
  groupBy(key) {
    const groups = new Map();
    for (const f of this.fittings) {
      const k = typeof key === 'function' ? key(f) : f[key];
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(f);
    }
    return groups;
  }
  get sizeCounts() {
    return [...this.groupBy('size')]
      .map(([size, list]) => [size, list.length])
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  }
}

const money = n => n.toFixed(2);
const sumFees = list => list.reduce((s, { fee }) => s + fee, 0);

function report(log) {
  const out = ['Marching band uniform fittings', '='.repeat(30)];
  out.push(`${'section'.padEnd(12)}${'items'.padStart(6)}${'fees'.padStart(10)}${'open'.padStart(6)}`);
  const sections = [...log.groupBy('section')].sort(([a], [b]) => a.localeCompare(b));
  for (const [section, list] of sections) {
    const open = list.filter(f => f.isOpen).length;
    out.push(`${section.padEnd(12)}${String(list.length).padStart(6)}${money(sumFees(list)).padStart(10)}${String(open).padStart(6)}`);
  }
  out.push(`${'TOTAL'.padEnd(12)}${String(log.fittings.length).padStart(6)}${money(log.totalFees).padStart(10)}${String(log.open.length).padStart(6)}`);
  out.push('', `Sizes: ${log.sizeCounts.map(([s, n]) => `${s}=${n}`).join(', ')}`);
  for (const [month, list] of [...log.groupBy(f => f.month)].sort()) {
    out.push(`  ${month}: ${list.length} fitting${list.length === 1 ? '' : 's'}, ${money(sumFees(list))}`);
  }
  out.push('', 'Still open:');
  for (const f of log.open) out.push(`  - ${f} [${f.status}]`);
  const byMember = [...log.groupBy('member')].map(([name, list]) => ({ name, spent: sumFees(list) }));
  const top = byMember.reduce((best, m) => (m.spent > best.spent ? m : best));
  out.push('', `Biggest spender: ${top.name} (${money(top.spent)})`);
  if (log.rejected.length) {
    out.push('', `Skipped ${log.rejected.length} bad line(s):`);
    log.rejected.forEach(msg => out.push(`  ! ${msg}`));
  }
  const summary = {
    fittings: log.fittings.length,
    rejected: log.rejected.length,
    totalFees: Math.round(log.totalFees * 100) / 100,
    open: log.open.length,
    sections: sections.length,
    topSpender: top.name,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

function main() {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'uniform_fittings.csv');
  const log = new FittingLog(fs.readFileSync(file, 'utf8'));
  console.log(report(log));
}

module.exports = { Fitting, FittingLog, parseLine, report };
if (require.main === module) main();
