'use strict';
// Ceilidh band gig ledger: reads root/gigs.csv and prints a per-band report.
const fs = require('fs');
const path = require('path');

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MILEAGE_RATE = 0.45; // GBP per mile, travel is paid out of the fee

class Gig {
  constructor({ date, band, venue, fee, sets, miles }) {
    Object.assign(this, { date, band, venue, fee, sets, miles });
  }

  get travelCost() {
    return this.miles * MILEAGE_RATE;
  }

  get net() {
    return this.fee - this.travelCost;
  }

  get perSet() {
    return this.fee / this.sets;
  }

  static parse(line, lineNo) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 6) {
      throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
    }
    const [date, band, venue, feeText, setsText, milesText] = fields;
    const m = DATE_RE.exec(date);
    if (!m || +m[2] < 1 || +m[2] > 12 || +m[3] < 1 || +m[3] > 31) {
      throw new Error(`line ${lineNo}: bad date "${date}"`);
    }
    const fee = Number(feeText);
    if (!Number.isFinite(fee) || fee <= 0) {
      throw new Error(`line ${lineNo}: bad fee "${feeText}"`);
    }
    const sets = parseInt(setsText, 10);
    const miles = Number(milesText);
    if (!Number.isInteger(sets) || sets < 1 || !Number.isFinite(miles)) {
      throw new Error(`line ${lineNo}: bad sets/miles`);
    }
    return new Gig({ date, band, venue, fee, sets, miles });
  }
}

function loadGigs(file) {
  const gigs = [];
  const errors = [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      gigs.push(Gig.parse(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { gigs, errors };
}

function summarise(gigs) {
  const byBand = new Map();
  for (const gig of gigs) {
    const entry = byBand.get(gig.band) ?? { gigs: 0, fees: 0, net: 0, sets: 0, venues: new Set() };
    entry.gigs += 1;
    entry.fees += gig.fee;
    entry.net += gig.net;
    entry.sets += gig.sets;
    entry.venues.add(gig.venue);
    byBand.set(gig.band, entry);
  }
  return [...byBand.entries()].sort(([, a], [, b]) => b.fees - a.fees);
}

function report(file) {
  const { gigs, errors } = loadGigs(file);
  const bands = summarise(gigs);
  const out = [];
  out.push(`Ceilidh gig ledger: ${gigs.length} gigs, ${errors.length} skipped`);
  out.push('');
  out.push(`${'Band'.padEnd(22)}${'Gigs'.padStart(5)}${'Fees'.padStart(10)}${'Net'.padStart(10)}${'/set'.padStart(8)}`);
  for (const [band, { gigs: n, fees, net, sets, venues }] of bands) {
    out.push(`${band.padEnd(22)}${String(n).padStart(5)}${fees.toFixed(2).padStart(10)}${net.toFixed(2).padStart(10)}${(fees / sets).toFixed(1).padStart(8)}  (${venues.size} venues)`);
  }
  const best = gigs.reduce((a, b) => (b.perSet > a.perSet ? b : a));
  out.push('');
  out.push(`Best paid per set: ${best.band} at ${best.venue} on ${best.date}, £${best.perSet.toFixed(2)}`);
  if (errors.length) {
    out.push('Skipped:');
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const totalFees = gigs.reduce((s, g) => s + g.fee, 0);
  const summary = {
    gigs: gigs.length,
    skipped: errors.length,
    bands: bands.length,
    totalFees: Math.round(totalFees * 100) / 100,
    topBand: bands[0][0],
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Gig, loadGigs, summarise, report };

if (require.main === module) {
  console.log(report(path.join(__dirname, '..', 'root', 'gigs.csv')));
}
