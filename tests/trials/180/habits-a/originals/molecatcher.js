'use strict';
// Mole-catcher callout report: reads a CSV of callouts and summarises by parish.
const fs = require('fs');
const path = require('path');

const TRAP_FEE = 12.5;      // per trap set
const MILEAGE_RATE = 0.45;  // per mile driven
const FIELDS = ['date', 'farm', 'parish', 'traps', 'moles', 'miles'];

class Callout {
  constructor({ date, farm, parish, traps, moles, miles }) {
    Object.assign(this, { date, farm, parish, traps, moles, miles });
  }
  get fee() { return this.traps * TRAP_FEE + this.miles * MILEAGE_RATE; }
  get catchRate() { return this.traps ? this.moles / this.traps : 0; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map(s => s.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}`);
  }
  const [date, farm, parish, ...nums] = parts;
  if (!parish) throw new Error(`line ${lineNo}: missing parish`);
  const [traps, moles, miles] = nums.map(Number);
  if ([traps, moles, miles].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad number in "${nums.join(',')}"`);
  }
  if (moles > traps) throw new Error(`line ${lineNo}: ${moles} moles from ${traps} traps`);
  return new Callout({ date, farm, parish, traps, moles, miles });
}

class Ledger {
  constructor() {
    this.callouts = [];
    this.rejects = [];
    this.byParish = new Map();
  }
  load(text) {
    text.split('\n').forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      try {
        const c = parseLine(line, i + 1);
        this.callouts.push(c);
        const group = this.byParish.get(c.parish) ?? [];
        group.push(c);
        this.byParish.set(c.parish, group);
      } catch (err) {
        this.rejects.push(err.message);
      }
    });
    return this;
  }
  get totalMoles() { return this.callouts.reduce((sum, c) => sum + c.moles, 0); }
  get totalFees() { return this.callouts.reduce((sum, c) => sum + c.fee, 0); }
  get bestCallout() {
    return this.callouts.reduce((best, c) => (!best || c.catchRate > best.catchRate ? c : best), null);
  }
  parishRows() {
    return [...this.byParish.entries()]
      .map(([parish, list]) => ({
        parish,
        visits: list.length,
        moles: list.reduce((s, c) => s + c.moles, 0),
        fees: list.reduce((s, c) => s + c.fee, 0),
      }))
      .sort((a, b) => b.moles - a.moles || a.parish.localeCompare(b.parish));
  }
}

function report(ledger) {
  const out = [];
  out.push('MOLE-CATCHER CALLOUTS');
  out.push('='.repeat(44));
  out.push(`${'Parish'.padEnd(12)}${'Visits'.padStart(8)}${'Moles'.padStart(8)}${'Fees'.padStart(12)}`);
  for (const { parish, visits, moles, fees } of ledger.parishRows()) {
    out.push(`${parish.padEnd(12)}${String(visits).padStart(8)}${String(moles).padStart(8)}${fees.toFixed(2).padStart(12)}`);
  }
  out.push('-'.repeat(44));
  const best = ledger.bestCallout;
  if (best) {
    const pct = (best.catchRate * 100).toFixed(1);
    out.push(`Best catch rate: ${best.farm} (${best.parish}) ${pct}% on ${best.date}`);
  }
  if (ledger.rejects.length) {
    out.push(`Skipped ${ledger.rejects.length} bad line(s):`);
    ledger.rejects.forEach(msg => out.push(`  ! ${msg}`));
  }
  const summary = {
    callouts: ledger.callouts.length,
    skipped: ledger.rejects.length,
    moles: ledger.totalMoles,
    fees: Math.round(ledger.totalFees * 100) / 100,
    topParish: ledger.parishRows()[0]?.parish ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Callout, Ledger, parseLine, report };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'molecatcher.csv');
  const ledger = new Ledger().load(fs.readFileSync(file, 'utf8'));
  console.log(report(ledger));
}
