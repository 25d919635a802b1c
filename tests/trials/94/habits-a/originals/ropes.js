'use strict';
// Climbing-wall rope inspection log: summarise wear per rope and per inspector.
const fs = require('fs');
const path = require('path');

const STATUSES = new Set(['ok', 'worn', 'retire']);
const FALL_LIMIT = 40;

class Rope {
  constructor(id, length) {
    this.id = id;
    this.length = length;
    this.inspections = [];
  }
  add(insp) {
    this.inspections.push(insp);
  }
  get totalFalls() {
    return this.inspections.reduce((sum, { falls }) => sum + falls, 0);
  }
  get latest() {
    return this.inspections[this.inspections.length - 1];
  }
  get needsAction() {
    return this.latest.status !== 'ok' || this.totalFalls >= FALL_LIMIT;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 6) {
    return { error: `line ${lineNo}: expected 6 fields, got ${parts.length}` };
  }
  const [date, ropeId, inspector, lengthText, fallsText, status] = parts;
  const length = Number(lengthText);
  const falls = Number.parseInt(fallsText, 10);
  if (!lengthText || Number.isNaN(length)) {
    return { error: `line ${lineNo}: bad length "${lengthText}"` };
  }
  if (Number.isNaN(falls)) {
    return { error: `line ${lineNo}: bad falls "${fallsText}"` };
  }
  if (!STATUSES.has(status)) {
    return { error: `line ${lineNo}: unknown status "${status}"` };
  }
  return { record: { date, ropeId, inspector, length, falls, status } };
}

function loadLog(text) {
  const ropes = new Map();
  const inspectors = new Map();
  const errors = [];
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  lines.slice(1).forEach((line, i) => {
    const { record, error } = parseLine(line, i + 2);
    if (error) {
      errors.push(error);
      return;
    }
    const { ropeId, length, inspector } = record;
    if (!ropes.has(ropeId)) ropes.set(ropeId, new Rope(ropeId, length));
    const rope = ropes.get(ropeId);
    rope.length = Math.min(rope.length, length);
    rope.add(record);
    inspectors.set(inspector, (inspectors.get(inspector) || 0) + 1);
  });
  return { ropes, inspectors, errors };
}

function report(text) {
  const { ropes, inspectors, errors } = loadLog(text);
  const out = [];
  out.push('ROPE INSPECTION REPORT');
  out.push('='.repeat(40));
  const sorted = [...ropes.values()].sort((a, b) => b.totalFalls - a.totalFalls);
  for (const rope of sorted) {
    const flag = rope.needsAction ? ' <-- action' : '';
    out.push(
      `${rope.id.padEnd(6)} ${String(rope.length).padStart(5)}m ` +
        `${String(rope.inspections.length).padStart(2)} insp ` +
        `${String(rope.totalFalls).padStart(3)} falls  ${rope.latest.status}${flag}`
    );
  }
  out.push('');
  out.push('Inspections by inspector:');
  const byName = [...inspectors.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, count] of byName) {
    out.push(`  ${name}: ${count}`);
  }
  if (errors.length) {
    out.push('');
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  ${e}`));
  }
  const flagged = sorted.filter((r) => r.needsAction).map((r) => r.id);
  const totalFalls = sorted.reduce((s, r) => s + r.totalFalls, 0);
  const summary = { ropes: ropes.size, falls: totalFalls, flagged, skipped: errors.length };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, Rope };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'rope_inspections.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
