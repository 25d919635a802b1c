'use strict';
// Accordion repair bench: summarise a week of repair tickets.
const fs = require('fs');

const HOURLY_RATE = 38.5;

class Ticket {
  constructor({ date, id, make, job, reeds, hours, parts }) {
    Object.assign(this, { date, id, make, job, reeds, hours, parts });
  }

  get labour() {
    return this.hours * HOURLY_RATE;
  }

  get total() {
    return this.labour + this.parts;
  }

  get reedsPerHour() {
    return this.hours > 0 ? this.reeds / this.hours : 0;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [date, id, make, job, reedsRaw, hoursRaw, partsRaw] = fields;
  const reeds = Number.parseInt(reedsRaw, 10);
  const hours = Number(hoursRaw);
  const parts = Number(partsRaw);
  if (!Number.isFinite(hours) || Number.isNaN(reeds)) {
    throw new Error(`line ${lineNo}: bad number in "${line}"`);
  }
  if (parts < 0) {
    throw new Error(`line ${lineNo}: negative parts cost ${parts}`);
  }
  return new Ticket({ date, id, make, job, reeds, hours, parts });
}

function loadTickets(text) {
  const tickets = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      tickets.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { tickets, problems };
}

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
}

const money = (n) => `£${n.toFixed(2)}`;
const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);

function report(text) {
  const { tickets, problems } = loadTickets(text);
  const out = [];
  out.push(`Accordion bench report: ${tickets.length} tickets`);
  out.push('');
  out.push(`${'Job'.padEnd(15)}${'Count'.padStart(6)}${'Hours'.padStart(8)}${'Takings'.padStart(10)}`);
  const byJob = groupBy(tickets, (t) => t.job);
  const jobs = [...byJob.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [job, list] of jobs) {
    const hours = sum(list, (t) => t.hours);
    out.push(`${job.padEnd(15)}${String(list.length).padStart(6)}${hours.toFixed(2).padStart(8)}${money(sum(list, (t) => t.total)).padStart(10)}`);
  }
  out.push('');
  const byMake = groupBy(tickets, (t) => t.make);
  const busiest = [...byMake].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  out.push(`Busiest make: ${busiest[0]} (${busiest[1].length} tickets)`);
  const fastest = tickets.filter((t) => t.reeds > 0).sort((a, b) => b.reedsPerHour - a.reedsPerHour)[0];
  out.push(`Fastest reed work: ${fastest.id} at ${fastest.reedsPerHour.toFixed(1)} reeds/h`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad lines:`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const totalTakings = sum(tickets, (t) => t.total);
  const summary = {
    tickets: tickets.length,
    skipped: problems.length,
    hours: Number(sum(tickets, (t) => t.hours).toFixed(2)),
    takings: Number(totalTakings.toFixed(2)),
    busiest: busiest[0],
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Ticket, parseLine, loadTickets, report };

if (require.main === module) {
  const file = process.argv[2] || 'root/accordion_tickets.csv';
  console.log(report(fs.readFileSync(file, 'utf8')));
}
