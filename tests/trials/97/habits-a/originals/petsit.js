'use strict';

const fs = require('fs');
const path = require('path');

const KINDS = new Map([
  ['walk', { label: 'Dog walk', surcharge: 0 }],
  ['feed', { label: 'Feed & water', surcharge: 2.5 }],
  ['overnight', { label: 'Overnight stay', surcharge: 15 }],
]);

class Visit {
  constructor({ date, client, pet, kind, minutes, rate, extras }) {
    Object.assign(this, { date, client, pet, kind, minutes, rate, extras });
  }

  get hours() {
    return this.minutes / 60;
  }

  get charge() {
    const { surcharge } = KINDS.get(this.kind);
    return Math.round((this.hours * this.rate + surcharge + this.extras) * 100) / 100;
  }
}

class Client {
  constructor(name) {
    this.name = name;
    this.visits = [];
  }

  add(visit) {
    this.visits.push(visit);
  }

  get total() {
    return this.visits.reduce((sum, v) => sum + v.charge, 0);
  }

  get minutes() {
    return this.visits.reduce((sum, v) => sum + v.minutes, 0);
  }

  get pets() {
    return [...new Set(this.visits.map(v => v.pet))].sort();
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map(f => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [date, client, pet, kind, minutesText, rateText, extrasText] = fields;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`line ${lineNo}: bad date "${date}"`);
  if (!KINDS.has(kind)) throw new Error(`line ${lineNo}: unknown kind "${kind}"`);
  const minutes = Number(minutesText);
  const rate = Number(rateText);
  const extras = extrasText === '' ? 0 : Number(extrasText);
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`line ${lineNo}: bad minutes "${minutesText}"`);
  if (Number.isNaN(rate) || Number.isNaN(extras)) throw new Error(`line ${lineNo}: bad money value`);
  return new Visit({ date, client, pet, kind, minutes, rate, extras });
}

function loadVisits(text) {
  const visits = [];
  const problems = [];
  const lines = text.split(/\r?\n/);
  lines.slice(1).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      visits.push(parseLine(line, i + 2));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { visits, problems };
}

const money = n => `£${n.toFixed(2)}`;

function buildReport(text) {
  const { visits, problems } = loadVisits(text);
  const clients = new Map();
  const byKind = new Map();
  for (const visit of visits) {
    if (!clients.has(visit.client)) clients.set(visit.client, new Client(visit.client));
    clients.get(visit.client).add(visit);
    byKind.set(visit.kind, (byKind.get(visit.kind) ?? 0) + 1);
  }

  const out = ['Pet-sitting invoices', '='.repeat(20)];
  const ranked = [...clients.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  for (const c of ranked) {
    const count = String(c.visits.length).padStart(2);
    out.push(`${c.name.padEnd(12)} ${count} visits ${String(c.minutes).padStart(4)} min ${money(c.total).padStart(9)}  (${c.pets.join(', ')})`);
  }
  out.push('', 'Visits by kind:');
  for (const [kind, { label }] of KINDS) {
    out.push(`  ${label.padEnd(15)} ${byKind.get(kind) ?? 0}`);
  }
  if (problems.length) {
    out.push('', `Skipped ${problems.length} bad line(s):`);
    problems.forEach(p => out.push(`  - ${p}`));
  }
  const grand = ranked.reduce((s, c) => s + c.total, 0);
  const [top] = ranked;
  out.push('', JSON.stringify({
    clients: clients.size,
    visits: visits.length,
    skipped: problems.length,
    total: Math.round(grand * 100) / 100,
    top: top ? top.name : null,
  }));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, Visit, Client };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'petsit.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
