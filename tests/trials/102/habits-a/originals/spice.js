'use strict';
const fs = require('fs');
const path = require('path');

const STATUSES = new Set(['received', 'damaged', 'lost']);

class Shipment {
  constructor({ date, supplier, spice, origin, kg, price, status }) {
    Object.assign(this, { date, supplier, spice, origin, kg, price, status });
  }

  get value() {
    return this.kg * this.price;
  }

  get usable() {
    return this.status === 'received';
  }

  static parse(line) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 7) throw new Error(`expected 7 fields, got ${fields.length}`);
    const [date, supplier, spice, origin, kgText, priceText, status] = fields;
    const kg = Number(kgText);
    const price = Number(priceText);
    if (kgText === '' || !Number.isFinite(kg) || kg <= 0) throw new Error(`bad kg "${kgText}"`);
    if (!Number.isFinite(price) || price <= 0) throw new Error(`bad price "${priceText}"`);
    if (!STATUSES.has(status)) throw new Error(`unknown status "${status}"`);
    return new Shipment({ date, supplier, spice, origin, kg, price, status });
  }
}

function loadLedger(text) {
  const shipments = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      shipments.push(Shipment.parse(line));
    } catch (err) {
      skipped.push({ line: i + 1, reason: err.message });
    }
  });
  return { shipments, skipped };
}

const money = (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function summarise(shipments) {
  const bySpice = new Map();
  for (const s of shipments) {
    const entry = bySpice.get(s.spice) ?? { kg: 0, value: 0, loads: 0, written: 0 };
    entry.loads += 1;
    if (s.usable) {
      entry.kg += s.kg;
      entry.value += s.value;
    } else {
      entry.written += s.value;
    }
    bySpice.set(s.spice, entry);
  }
  return bySpice;
}

function report(text) {
  const { shipments, skipped } = loadLedger(text);
  const bySpice = summarise(shipments);
  const out = [];
  out.push('SPICE SHIPMENT LEDGER');
  out.push('='.repeat(58));
  out.push(`${'spice'.padEnd(14)}${'loads'.padStart(6)}${'kg'.padStart(10)}${'value'.padStart(14)}${'written off'.padStart(14)}`);
  const rows = [...bySpice.entries()].sort(([, a], [, b]) => b.value - a.value);
  for (const [spice, { kg, value, loads, written }] of rows) {
    out.push(`${spice.padEnd(14)}${String(loads).padStart(6)}${kg.toFixed(1).padStart(10)}${money(value).padStart(14)}${money(written).padStart(14)}`);
  }
  out.push('-'.repeat(58));

  const suppliers = new Map();
  shipments.filter((s) => s.usable).forEach(({ supplier, value }) => {
    suppliers.set(supplier, (suppliers.get(supplier) ?? 0) + value);
  });
  const [topSupplier, topValue] = [...suppliers].reduce((best, cur) => (cur[1] > best[1] ? cur : best), ['', 0]);
  const totalValue = rows.reduce((sum, [, e]) => sum + e.value, 0);
  const totalKg = rows.reduce((sum, [, e]) => sum + e.kg, 0);
  const writtenOff = rows.reduce((sum, [, e]) => sum + e.written, 0);
  const problemRate = shipments.length ? (shipments.filter((s) => !s.usable).length / shipments.length) * 100 : 0;

  out.push(`Top supplier: ${topSupplier} (${money(topValue)})`);
  out.push(`Problem loads: ${problemRate.toFixed(1)}% of ${shipments.length}`);
  for (const { line, reason } of skipped) out.push(`skipped line ${line}: ${reason}`);
  out.push(JSON.stringify({
    shipments: shipments.length,
    skipped: skipped.length,
    kg: Math.round(totalKg * 10) / 10,
    value: Math.round(totalValue * 100) / 100,
    writtenOff: Math.round(writtenOff * 100) / 100,
    topSupplier,
  }));
  return out.join('\n');
}

module.exports = { Shipment, loadLedger, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'spice_shipments.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
