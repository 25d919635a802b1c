'use strict';
const fs = require('fs');
const path = require('path');

const PRICES = { 'Science Museum': 18.5, 'Castle Visit': 12, 'Theatre Trip': 25 };
const CONSENT = new Set(['yes', 'no', 'pending']);

class Trip {
  constructor(name, price) {
    this.name = name;
    this.price = price;
    this.slips = [];
  }
  add(slip) { this.slips.push(slip); }
  get collected() { return this.slips.reduce((sum, { paid }) => sum + paid, 0); }
  get expected() { return this.price * this.slips.length; }
  get outstanding() { return Math.max(0, this.expected - this.collected); }
  get overpaid() { return this.slips.filter(({ paid }) => paid > this.price); }
  get missingConsent() { return this.slips.filter(({ consent }) => consent !== 'yes'); }
  get owing() { return this.slips.filter(({ paid }) => paid < this.price); }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) return { error: `line ${lineNo}: expected 6 fields, got ${fields.length}` };
  const [student, form, trip, paidText, consent, date] = fields;
  const paid = Number(paidText);
  if (!Number.isFinite(paid) || paidText === '') return { error: `line ${lineNo}: bad amount "${paidText}"` };
  if (paid < 0) return { error: `line ${lineNo}: negative amount ${paid}` };
  if (!CONSENT.has(consent)) return { error: `line ${lineNo}: bad consent "${consent}"` };
  if (!(trip in PRICES)) return { error: `line ${lineNo}: unknown trip "${trip}"` };
  return { slip: { student, form, trip, paid, consent, date } };
}

function load(text) {
  const trips = new Map();
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const { slip, error } = parseLine(line, i + 1);
    if (error) { errors.push(error); return; }
    if (!trips.has(slip.trip)) trips.set(slip.trip, new Trip(slip.trip, PRICES[slip.trip]));
    trips.get(slip.trip).add(slip);
  });
  return { trips, errors };
}

const money = (n) => `£${n.toFixed(2)}`;

function report(text) {
  const { trips, errors } = load(text);
  const out = [];
  out.push('SCHOOL TRIP SLIPS');
  out.push('='.repeat(60));
  out.push(`${'Trip'.padEnd(16)}${'Slips'.padStart(6)}${'Collected'.padStart(12)}${'Expected'.padStart(12)}${'Owed'.padStart(10)}`);
  const sorted = [...trips.values()].sort((a, b) => b.outstanding - a.outstanding || a.name.localeCompare(b.name));
  for (const t of sorted) {
    out.push(`${t.name.padEnd(16)}${String(t.slips.length).padStart(6)}${money(t.collected).padStart(12)}${money(t.expected).padStart(12)}${money(t.outstanding).padStart(10)}`);
  }
  out.push('');
  out.push('Still owing:');
  for (const t of sorted) {
    for (const { student, form, paid } of t.owing) {
      out.push(`  ${student} (${form}) ${t.name}: ${money(t.price - paid)} to pay`);
    }
  }
  const consentIssues = sorted.flatMap((t) => t.missingConsent.map((s) => ({ ...s, trip: t.name })));
  out.push(`Consent missing: ${consentIssues.map(({ student, consent }) => `${student} [${consent}]`).join(', ') || 'none'}`);
  const over = sorted.flatMap((t) => t.overpaid);
  if (over.length) out.push(`Overpaid: ${over.map(({ student, paid, trip }) => `${student} ${money(paid - PRICES[trip])}`).join(', ')}`);
  const byForm = new Map();
  for (const t of trips.values()) {
    for (const { form, paid } of t.slips) byForm.set(form, (byForm.get(form) || 0) + paid);
  }
  const forms = [...byForm.entries()].sort(([a], [b]) => a.localeCompare(b));
  out.push(`By form: ${forms.map(([f, v]) => `${f}=${money(v)}`).join(' ')}`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  ${e}`));
  }
  const collected = sorted.reduce((s, t) => s + t.collected, 0);
  const outstanding = sorted.reduce((s, t) => s + t.outstanding, 0);
  const summary = {
    trips: trips.size,
    slips: sorted.reduce((s, t) => s + t.slips.length, 0),
    collected: Math.round(collected * 100) / 100,
    outstanding: Math.round(outstanding * 100) / 100,
    consentMissing: consentIssues.length,
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Trip };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'trips.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
