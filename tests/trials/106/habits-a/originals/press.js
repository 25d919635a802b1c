'use strict';
// Press-shop stamping line: shift report from a CSV of shift totals.
const fs = require('fs');
const path = require('path');

class Shift {
  constructor({ date, line, shift, operator, parts, rejects, downtime }) {
    Object.assign(this, { date, line, shift, operator, parts, rejects, downtime });
  }
  get good() { return this.parts - this.rejects; }
  get rejectRate() { return this.parts ? this.rejects / this.parts : 0; }
  static parse(text, lineNo) {
    const cols = text.split(',').map((c) => c.trim());
    if (cols.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${cols.length}`);
    const [date, line, shift, operator, ...nums] = cols;
    const [parts, rejects, downtime] = nums.map(Number);
    if (nums.some((n) => n === '' || Number.isNaN(Number(n)))) {
      throw new Error(`line ${lineNo}: bad number in "${nums.join(',')}"`);
    }
    if (rejects > parts) throw new Error(`line ${lineNo}: ${rejects} rejects > ${parts} parts`);
    return new Shift({ date, line, shift, operator, parts, rejects, downtime });
  }
}

class LineStats {
  constructor(name) {
    this.name = name;
    this.shifts = [];
  }
  add(s) { this.shifts.push(s); }
  get parts() { return this.shifts.reduce((a, s) => a + s.parts, 0); }
  get rejects() { return this.shifts.reduce((a, s) => a + s.rejects, 0); }
  get downtime() { return this.shifts.reduce((a, s) => a + s.downtime, 0); }
  get rate() { return this.parts ? this.rejects / this.parts : 0; }
  get worst() {
    return this.shifts.reduce((w, s) => (!w || s.rejectRate > w.rejectRate ? s : w), null);
  }
}

function loadShifts(file) {
  const text = fs.readFileSync(file, 'utf8');
  const shifts = [];
  const skipped = [];
  text.split('\n').slice(1).forEach((raw, i) => {
    const row = raw.trim();
    if (!row || row.startsWith('#')) return;
    try {
      shifts.push(Shift.parse(row, i + 2));
    } catch (err) {
      skipped.push(err.message);
    }
  });
  return { shifts, skipped };
}

const pct = (x) => `${(x * 100).toFixed(2)}%`;

function buildReport(file) {
  const { shifts, skipped } = loadShifts(file);
  const lines = new Map();
  for (const s of shifts) {
    if (!lines.has(s.line)) lines.set(s.line, new LineStats(s.line));
    lines.get(s.line).add(s);
  }
  const byOperator = new Map();
  for (const { operator, parts, rejects } of shifts) {
    const o = byOperator.get(operator) ?? { parts: 0, rejects: 0 };
    byOperator.set(operator, { parts: o.parts + parts, rejects: o.rejects + rejects });
  }
  const out = [];
  out.push(`Press shop report: ${path.basename(file)}`);
  out.push(`${'Line'.padEnd(6)}${'Shifts'.padStart(7)}${'Parts'.padStart(8)}${'Rejects'.padStart(9)}${'Rate'.padStart(8)}${'Down'.padStart(6)}`);
  for (const ls of [...lines.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    out.push(`${ls.name.padEnd(6)}${String(ls.shifts.length).padStart(7)}${String(ls.parts).padStart(8)}` +
      `${String(ls.rejects).padStart(9)}${pct(ls.rate).padStart(8)}${String(ls.downtime).padStart(6)}`);
    const { date, shift, operator, rejectRate } = ls.worst;
    out.push(`  worst shift: ${date} ${shift} (${operator}) at ${pct(rejectRate)}`);
  }
  out.push('Operators by reject rate:');
  const ranked = [...byOperator.entries()]
    .map(([name, { parts, rejects }]) => ({ name, parts, rejects, rate: rejects / parts }))
    .sort((a, b) => a.rate - b.rate || a.name.localeCompare(b.name));
  ranked.forEach(({ name, parts, rate }, i) => {
    out.push(`  ${i + 1}. ${name.padEnd(10)} ${pct(rate).padStart(7)} of ${parts.toLocaleString('en-US')}`);
  });
  if (skipped.length) {
    out.push(`Skipped ${skipped.length} bad row(s):`);
    skipped.forEach((m) => out.push(`  - ${m}`));
  }
  const totalParts = shifts.reduce((a, s) => a + s.parts, 0);
  const totalRejects = shifts.reduce((a, s) => a + s.rejects, 0);
  const summary = {
    shifts: shifts.length,
    lines: lines.size,
    parts: totalParts,
    rejects: totalRejects,
    rejectRate: Number((totalRejects / totalParts).toFixed(4)),
    best: ranked[0]?.name ?? null,
    skipped: skipped.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Shift, LineStats, buildReport };

if (require.main === module) {
  console.log(buildReport(process.argv[2] || path.join(__dirname, '..', 'root', 'press_shifts.csv')));
}
