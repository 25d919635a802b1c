'use strict';
// Polling-station returns -> turnout report per ward.
const fs = require('fs');
const path = require('path');

class Station {
  constructor({ id, ward, registered, cast, spoiled, closed }) {
    Object.assign(this, { id, ward, registered, cast, spoiled, closed });
  }
  get valid() { return this.cast - this.spoiled; }
  get turnout() { return this.cast / this.registered; }
  get late() { return this.closed > '22:00'; }
}

class Ward {
  constructor(name) {
    this.name = name;
    this.stations = [];
  }
  add(st) { this.stations.push(st); }
  get registered() { return this.stations.reduce((s, st) => s + st.registered, 0); }
  get cast() { return this.stations.reduce((s, st) => s + st.cast, 0); }
  get spoiled() { return this.stations.reduce((s, st) => s + st.spoiled, 0); }
  get turnout() { return this.registered ? this.cast / this.registered : 0; }
}

const pct = (x, digits = 1) => `${(x * 100).toFixed(digits)}%`;

function parse(text) {
  const stations = [];
  const rejects = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('station,')) return;
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 6) {
      rejects.push({ line: i + 1, reason: `expected 6 fields, got ${fields.length}` });
      return;
    }
    const [id, ward, ...rest] = fields;
    const [registered, cast, spoiled] = rest.slice(0, 3).map(Number);
    const closed = rest[3];
    if ([registered, cast, spoiled].some((n) => !Number.isInteger(n)) || rest.slice(0, 3).includes('')) {
      rejects.push({ line: i + 1, reason: `non-numeric count in ${id}` });
      return;
    }
    if (cast > registered) {
      rejects.push({ line: i + 1, reason: `${id}: cast ${cast} > registered ${registered}` });
      return;
    }
    stations.push(new Station({ id, ward, registered, cast, spoiled, closed }));
  });
  return { stations, rejects };
}

function report(stations, rejects) {
  const wards = new Map();
  for (const st of stations) {
    if (!wards.has(st.ward)) wards.set(st.ward, new Ward(st.ward));
    wards.get(st.ward).add(st);
  }
  const out = [];
  out.push('BY-ELECTION TURNOUT');
  out.push('='.repeat(46));
  out.push(`${'Ward'.padEnd(8)}${'Stns'.padStart(5)}${'Reg'.padStart(8)}${'Cast'.padStart(8)}${'Spoilt'.padStart(8)}${'Turnout'.padStart(9)}`);
  const sorted = [...wards.values()].sort((a, b) => b.turnout - a.turnout || a.name.localeCompare(b.name));
  for (const w of sorted) {
    out.push(`${w.name.padEnd(8)}${String(w.stations.length).padStart(5)}${String(w.registered).padStart(8)}` +
      `${String(w.cast).padStart(8)}${String(w.spoiled).padStart(8)}${pct(w.turnout).padStart(9)}`);
  }
  out.push('-'.repeat(46));
  const totals = { registered: 0, cast: 0, spoiled: 0 };
  stations.forEach(({ registered, cast, spoiled }) => {
    totals.registered += registered;
    totals.cast += cast;
    totals.spoiled += spoiled;
  });
  const overall = totals.cast / totals.registered;
  out.push(`Overall turnout: ${pct(overall, 2)} (${totals.cast}/${totals.registered})`);
  const best = stations.reduce((a, b) => (b.turnout > a.turnout ? b : a));
  const worst = stations.reduce((a, b) => (b.turnout < a.turnout ? b : a));
  out.push(`Highest: ${best.id} ${pct(best.turnout)}  Lowest: ${worst.id} ${pct(worst.turnout)}`);
  const late = stations.filter((s) => s.late).map((s) => `${s.id}@${s.closed}`);
  out.push(`Closed late: ${late.length ? late.join(', ') : 'none'}`);
  if (rejects.length) {
    out.push(`Rejected ${rejects.length} line(s):`);
    rejects.forEach(({ line, reason }) => out.push(`  line ${line}: ${reason}`));
  }
  const summary = {
    stations: stations.length,
    rejected: rejects.length,
    wards: wards.size,
    turnout: Number((overall * 100).toFixed(2)),
    spoiled: totals.spoiled,
    leader: sorted[0] ? sorted[0].name : null,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

function main(file = path.join(__dirname, '..', 'root', 'turnout.csv')) {
  const text = fs.readFileSync(file, 'utf8');
  const { stations, rejects } = parse(text);
  console.log(report(stations, rejects));
}

module.exports = { parse, report, Station, Ward };

if (require.main === module) main(process.argv[2]);
