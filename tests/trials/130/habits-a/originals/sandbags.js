'use strict';
// Sandbag depot report: bags issued per depot and street during a flood alert.
const fs = require('fs');

const FIELDS = ['date', 'depot', 'street', 'bags', 'volunteer'];

class Issue {
  constructor({ date, depot, street, bags, volunteer }) {
    Object.assign(this, { date, depot, street, bags, volunteer });
  }
  get isLarge() { return this.bags >= 50; }
}

class Depot {
  constructor(name) {
    this.name = name;
    this.issues = [];
  }
  add(issue) { this.issues.push(issue); }
  get total() { return this.issues.reduce((sum, { bags }) => sum + bags, 0); }
  get streets() { return new Set(this.issues.map(i => i.street)); }
  get average() { return this.issues.length ? this.total / this.issues.length : 0; }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map(p => p.trim());
  if (parts.length !== FIELDS.length) {
    return { error: `line ${lineNo}: expected ${FIELDS.length} fields, got ${parts.length}` };
  }
  const record = Object.fromEntries(FIELDS.map((f, i) => [f, parts[i]]));
  const bags = Number(record.bags);
  if (!Number.isInteger(bags) || bags <= 0) {
    return { error: `line ${lineNo}: bad bag count "${record.bags}"` };
  }
  return { issue: new Issue({ ...record, bags }) };
}

function load(text) {
  const issues = [];
  const errors = [];
  text.split('\n').forEach((raw, idx) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const { issue, error } = parseLine(line, idx + 1);
    if (error) errors.push(error);
    else issues.push(issue);
  });
  return { issues, errors };
}

function buildReport(text) {
  const { issues, errors } = load(text);
  const depots = new Map();
  const byStreet = new Map();
  for (const issue of issues) {
    if (!depots.has(issue.depot)) depots.set(issue.depot, new Depot(issue.depot));
    depots.get(issue.depot).add(issue);
    byStreet.set(issue.street, (byStreet.get(issue.street) ?? 0) + issue.bags);
  }

  const out = [];
  out.push('SANDBAG DEPOT REPORT');
  out.push('='.repeat(44));
  const ranked = [...depots.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  for (const depot of ranked) {
    const { name, total, average, streets } = depot;
    out.push(`${name.padEnd(14)} ${String(total).padStart(5)} bags  avg ${average.toFixed(1).padStart(5)}  streets ${streets.size}`);
  }
  out.push('-'.repeat(44));
  const topStreets = Array.from(byStreet, ([street, bags]) => ({ street, bags }))
    .sort((a, b) => b.bags - a.bags || a.street.localeCompare(b.street))
    .slice(0, 3);
  topStreets.forEach(({ street, bags }, i) => out.push(`#${i + 1} ${street.padEnd(12)} ${bags}`));
  const large = issues.filter(i => i.isLarge).length;
  out.push(`large issues (>=50): ${large}`);
  if (errors.length) {
    out.push(`skipped ${errors.length} bad line(s):`);
    errors.forEach(e => out.push(`  ${e}`));
  }
  const total = issues.reduce((s, i) => s + i.bags, 0);
  const summary = {
    depots: depots.size,
    issues: issues.length,
    bags: total,
    busiest: ranked[0]?.name ?? null,
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, Depot, Issue };

if (require.main === module) {
  const file = process.argv[2] || 'root/sandbags.csv';
  const text = fs.readFileSync(file, 'utf8');
  console.log(buildReport(text));
}
