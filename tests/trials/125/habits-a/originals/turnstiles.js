'use strict';
// Stadium turnstile report: totals per stand and gate, peak half-hour, bad rows.
const fs = require('fs');
const path = require('path');

const CAPACITY = { North: 2500, South: 1800, East: 700, West: 1200, Away: 600 };

class Gate {
  constructor(id, stand) {
    this.id = id;
    this.stand = stand;
    this.entries = 0;
    this.exits = 0;
    this.readings = 0;
  }
  add({ entries, exits }) {
    this.entries += entries;
    this.exits += exits;
    this.readings += 1;
  }
  get net() { return this.entries - this.exits; }
  get avgEntries() { return this.readings ? this.entries / this.readings : 0; }
}

class Stand {
  constructor(name) {
    this.name = name;
    this.gates = new Map();
  }
  gate(id) {
    if (!this.gates.has(id)) this.gates.set(id, new Gate(id, this.name));
    return this.gates.get(id);
  }
  get entries() { return [...this.gates.values()].reduce((s, g) => s + g.entries, 0); }
  get net() { return [...this.gates.values()].reduce((s, g) => s + g.net, 0); }
  get fill() { return CAPACITY[this.name] ? this.net / CAPACITY[this.name] : null; }
}

function parseLine(line, lineNo) {
  const cells = line.split(',').map((c) => c.trim());
  if (cells.length !== 6) throw new Error(`line ${lineNo}: expected 6 fields, got ${cells.length}`);
  const [gate, stand, time, entriesRaw, exitsRaw, ticket] = cells;
  const entries = Number(entriesRaw);
  const exits = Number(exitsRaw);
  if (!Number.isInteger(entries) || !Number.isInteger(exits)) {
    throw new Error(`line ${lineNo}: non-numeric count "${entriesRaw}"/"${exitsRaw}"`);
  }
  if (entries < 0 || exits < 0) throw new Error(`line ${lineNo}: negative count`);
  return { gate, stand, time, entries, exits, ticket };
}

function buildReport(text) {
  const stands = new Map();
  const bySlot = new Map();
  const byTicket = new Map();
  const errors = [];
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('gate,')) return;
    try {
      const row = parseLine(line, i + 1);
      if (!stands.has(row.stand)) stands.set(row.stand, new Stand(row.stand));
      stands.get(row.stand).gate(row.gate).add(row);
      bySlot.set(row.time, (bySlot.get(row.time) ?? 0) + row.entries);
      byTicket.set(row.ticket, (byTicket.get(row.ticket) ?? 0) + row.entries);
    } catch (err) {
      errors.push(err.message);
    }
  });

  const out = [];
  out.push('STADIUM TURNSTILE REPORT');
  out.push('='.repeat(40));
  const ordered = [...stands.values()].sort((a, b) => b.entries - a.entries);
  for (const stand of ordered) {
    const fill = stand.fill === null ? 'n/a' : `${(stand.fill * 100).toFixed(1)}%`;
    out.push(`${stand.name.padEnd(8)} entries ${String(stand.entries).padStart(5)}  net ${String(stand.net).padStart(5)}  fill ${fill}`);
    for (const g of [...stand.gates.values()].sort((a, b) => a.id.localeCompare(b.id))) {
      out.push(`  ${g.id}: ${g.entries} in / ${g.exits} out over ${g.readings} readings (avg ${g.avgEntries.toFixed(1)})`);
    }
  }
  const [peakSlot, peakCount] = [...bySlot.entries()].reduce((best, cur) => (cur[1] > best[1] ? cur : best), ['', -1]);
  out.push(`Peak half-hour: ${peakSlot} with ${peakCount} entries`);
  const tickets = [...byTicket.entries()].sort(([a], [b]) => a.localeCompare(b))
    .map(([t, n]) => `${t}=${n}`).join(', ');
  out.push(`By ticket: ${tickets}`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const totalEntries = ordered.reduce((s, st) => s + st.entries, 0);
  const totalNet = ordered.reduce((s, st) => s + st.net, 0);
  const summary = {
    stands: ordered.length,
    gates: ordered.reduce((s, st) => s + st.gates.size, 0),
    entries: totalEntries,
    inside: totalNet,
    peak: peakSlot,
    bad: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, parseLine, Gate, Stand };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'turnstiles.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
