'use strict';
// Storm-drain CCTV survey report: summarises pipe segments by street and crew.
const fs = require('fs');
const path = require('path');

const GRADE_LABELS = { 1: 'good', 2: 'minor', 3: 'moderate', 4: 'serious', 5: 'collapse risk' };

class Segment {
  constructor({ id, street, lengthM, grade, crew, date }) {
    Object.assign(this, { id, street, lengthM, grade, crew, date });
  }

  get needsRepair() {
    return this.grade >= 4;
  }

  get label() {
    return GRADE_LABELS[this.grade];
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [id, street, len, gradeText, crew, date] = fields;
  const lengthM = Number.parseFloat(len);
  const grade = Number.parseInt(gradeText, 10);
  if (Number.isNaN(lengthM)) throw new Error(`line ${lineNo}: bad length "${len}"`);
  if (!(grade in GRADE_LABELS)) throw new Error(`line ${lineNo}: bad grade "${gradeText}"`);
  return new Segment({ id, street, lengthM, grade, crew, date });
}

function load(text) {
  const segments = [];
  const problems = [];
  const lines = text.split('\n');
  lines.slice(1).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      segments.push(parseLine(line, i + 2));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { segments, problems };
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

function report(segments, problems) {
  const out = [];
  out.push('STORM-DRAIN CCTV SURVEY');
  out.push('='.repeat(40));
  const byStreet = groupBy(segments, (s) => s.street);
  const streets = [...byStreet.keys()].sort();
  for (const street of streets) {
    const segs = byStreet.get(street);
    const total = segs.reduce((sum, { lengthM }) => sum + lengthM, 0);
    const worst = Math.max(...segs.map((s) => s.grade));
    out.push(`${street.padEnd(16)} ${String(segs.length).padStart(2)} segs ${total.toFixed(1).padStart(7)} m  worst ${worst} (${GRADE_LABELS[worst]})`);
  }
  out.push('');
  out.push('Crews:');
  const byCrew = groupBy(segments, (s) => s.crew);
  for (const [crew, segs] of [...byCrew].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
    const avg = segs.reduce((sum, s) => sum + s.grade, 0) / segs.length;
    out.push(`  ${crew.padEnd(6)} ${segs.length} segments, mean grade ${avg.toFixed(2)}`);
  }
  const repairs = segments.filter((s) => s.needsRepair);
  out.push('');
  out.push(`Repairs needed (${repairs.length}):`);
  for (const { id, street, label } of repairs) {
    out.push(`  - ${id} ${street}: ${label}`);
  }
  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  ! ${p}`));
  }
  const totalLength = segments.reduce((sum, s) => sum + s.lengthM, 0);
  const summary = {
    segments: segments.length,
    streets: streets.length,
    totalLengthM: Math.round(totalLength * 10) / 10,
    repairs: repairs.length,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

function main() {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'drain_survey.csv');
  const text = fs.readFileSync(file, 'utf8');
  const { segments, problems } = load(text);
  console.log(report(segments, problems));
}

module.exports = { Segment, parseLine, load, report };

if (require.main === module) main();
