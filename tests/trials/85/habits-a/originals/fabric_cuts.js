'use strict';
// Fabric shop cutting-table log: totals per fabric and per customer.
const fs = require('fs');
const path = require('path');

class Cut {
  constructor({ date, bolt, fabric, metres, price }, customer) {
    Object.assign(this, { date, bolt, fabric, metres, price, customer });
  }
  get value() {
    return this.metres * this.price;
  }
}

class CutLog {
  constructor() {
    this.cuts = [];
    this.rejects = [];
  }

  static parse(text) {
    const log = new CutLog();
    const [header, ...lines] = text.split('\n');
    lines.forEach((line, i) => {
      const lineNo = i + 2;
      if (!line.trim()) return;
      const fields = line.split(',').map((f) => f.trim());
      if (fields.length !== 6) {
        log.rejects.push({ lineNo, reason: `expected 6 fields, got ${fields.length}` });
        return;
      }
      const [date, bolt, fabric, m, p, customer] = fields;
      const metres = Number(m);
      const price = Number(p);
      if (!Number.isFinite(metres) || !Number.isFinite(price)) {
        log.rejects.push({ lineNo, reason: `bad number '${Number.isFinite(metres) ? p : m}'` });
        return;
      }
      if (metres <= 0) {
        log.rejects.push({ lineNo, reason: `non-positive length ${metres}` });
        return;
      }
      log.cuts.push(new Cut({ date, bolt, fabric, metres, price }, customer));
    });
    return log;
  }

  get totalMetres() {
    return this.cuts.reduce((sum, c) => sum + c.metres, 0);
  }

  get totalValue() {
    return this.cuts.reduce((sum, c) => sum + c.value, 0);
  }

  groupBy(key) {
    const groups = new Map();
    for (const cut of this.cuts) {
      const k = cut[key];
      const g = groups.get(k) ?? { metres: 0, value: 0, count: 0 };
      g.metres += cut.metres;
      g.value += cut.value;
      g.count += 1;
      groups.set(k, g);
    }
    return [...groups.entries()].sort(([, a], [, b]) => b.value - a.value);
  }
}

function report(log) {
  const out = [];
  out.push('FABRIC CUTS REPORT');
  out.push('==================');
  out.push(`${'fabric'.padEnd(12)} ${'cuts'.padStart(4)} ${'metres'.padStart(7)} ${'value'.padStart(8)}`);
  for (const [fabric, { count, metres, value }] of log.groupBy('fabric')) {
    out.push(`${fabric.padEnd(12)} ${String(count).padStart(4)} ${metres.toFixed(2).padStart(7)} ${value.toFixed(2).padStart(8)}`);
  }
  out.push('');
  out.push('By customer:');
  for (const [name, { metres, value }] of log.groupBy('customer')) {
    out.push(`  ${name.padEnd(10)} ${metres.toFixed(2)} m  £${value.toFixed(2)}`);
  }
  if (log.rejects.length) {
    out.push('');
    out.push(`Skipped ${log.rejects.length} line(s):`);
    log.rejects.forEach(({ lineNo, reason }) => out.push(`  line ${lineNo}: ${reason}`));
  }
  const [topFabric] = log.groupBy('fabric')[0] ?? [null];
  const summary = {
    cuts: log.cuts.length,
    skipped: log.rejects.length,
    metres: Number(log.totalMetres.toFixed(2)),
    value: Number(log.totalValue.toFixed(2)),
    topFabric,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

function main(file = path.join(__dirname, '..', 'root', 'cuts.csv')) {
  const text = fs.readFileSync(file, 'utf8');
  console.log(report(CutLog.parse(text)));
}

module.exports = { Cut, CutLog, report, main };

if (require.main === module) main(process.argv[2]);
