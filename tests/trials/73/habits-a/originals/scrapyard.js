#!/usr/bin/env node
// Scrapyard weigh-in report: totals per metal and payouts per supplier.
'use strict';
const fs = require('fs');

const METALS = new Set(['copper', 'brass', 'aluminium', 'steel', 'lead']);

class WeighIn {
  constructor({ date, supplier, metal, kg, price }) {
    Object.assign(this, { date, supplier, metal, kg, price });
  }
  get payout() {
    return Math.round(this.kg * this.price * 100) / 100;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 5) {
    throw new Error(`line ${lineNo}: expected 5 fields, got ${parts.length}`);
  }
  const [date, supplier, metal, kgText, priceText] = parts;
  if (!supplier) throw new Error(`line ${lineNo}: missing supplier`);
  if (!METALS.has(metal)) throw new Error(`line ${lineNo}: unknown metal "${metal}"`);
  const kg = Number(kgText);
  const price = Number(priceText);
  if (!Number.isFinite(kg) || kg <= 0) throw new Error(`line ${lineNo}: bad weight "${kgText}"`);
  if (!Number.isFinite(price) || price <= 0) throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  return new WeighIn({ date, supplier, metal, kg, price });
}

function loadWeighIns(text) {
  const records = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      records.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { records, problems };
}

function summarise(records) {
  const byMetal = new Map();
  const bySupplier = new Map();
  for (const rec of records) {
    const m = byMetal.get(rec.metal) ?? { kg: 0, value: 0, loads: 0 };
    m.kg += rec.kg;
    m.value += rec.payout;
    m.loads += 1;
    byMetal.set(rec.metal, m);
    bySupplier.set(rec.supplier, (bySupplier.get(rec.supplier) ?? 0) + rec.payout);
  }
  return { byMetal, bySupplier };
}

function formatReport({ records, problems }) {
  const { byMetal, bySupplier } = summarise(records);
  const lines = [];
  lines.push(`Scrapyard weigh-ins: ${records.length} loads accepted, ${problems.length} rejected`);
  lines.push('');
  lines.push('Metal       Loads        kg      Value');
  const metals = [...byMetal.entries()].sort(([, a], [, b]) => b.value - a.value);
  for (const [metal, { kg, value, loads }] of metals) {
    lines.push(`${metal.padEnd(10)} ${String(loads).padStart(6)} ${kg.toFixed(1).padStart(9)} ${value.toFixed(2).padStart(10)}`);
  }
  lines.push('');
  lines.push('Payouts by supplier');
  const suppliers = [...bySupplier.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, total] of suppliers) {
    lines.push(`  ${name.padEnd(20, '.')} ${total.toFixed(2).padStart(9)}`);
  }
  if (problems.length) {
    lines.push('');
    lines.push('Rejected lines');
    problems.forEach((p) => lines.push(`  - ${p}`));
  }
  const totalValue = records.reduce((sum, r) => sum + r.payout, 0);
  const totalKg = records.reduce((sum, r) => sum + r.kg, 0);
  const [topSupplier] = [...bySupplier.entries()].sort(([, a], [, b]) => b - a)[0] ?? [null];
  const summary = {
    loads: records.length,
    rejected: problems.length,
    totalKg: Math.round(totalKg * 10) / 10,
    totalPaid: Math.round(totalValue * 100) / 100,
    topSupplier,
  };
  lines.push('');
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { parseLine, loadWeighIns, summarise, formatReport, WeighIn };

if (require.main === module) {
  const path = process.argv[2] ?? 'root/weighins.csv';
  const text = fs.readFileSync(path, 'utf8');
  console.log(formatReport(loadWeighIns(text)));
}
