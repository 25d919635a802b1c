'use strict';
const fs = require('fs');
const path = require('path');

const DATA = path.join(__dirname, '..', 'root', 'herbarium_loans.csv');
const TODAY = '2026-06-01';
const DAY_MS = 24 * 60 * 60 * 1000;

class Loan {
  constructor({ id, institution, count, sent, returned, condition }) {
    Object.assign(this, { id, institution, count, sent, returned, condition });
  }

  get isOpen() {
    return !this.returned;
  }

  get days() {
    const end = this.returned || TODAY;
    return Math.round((Date.parse(end) - Date.parse(this.sent)) / DAY_MS);
  }

  get isDamaged() {
    return this.condition === 'damaged';
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
  }
  const [id, institution, countText, sent, returned, condition] = fields;
  const count = Number(countText);
  if (!Number.isInteger(count) || count <= 0) {
    throw new Error(`line ${lineNo}: bad specimen count "${countText}"`);
  }
  if (Number.isNaN(Date.parse(sent))) {
    throw new Error(`line ${lineNo}: bad sent date "${sent}"`);
  }
  return new Loan({ id, institution, count, sent, returned, condition });
}

function loadLoans(text) {
  const loans = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      loans.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { loans, problems };
}

function summarise(loans) {
  const byInstitution = new Map();
  for (const loan of loans) {
    const entry = byInstitution.get(loan.institution) ?? { loans: 0, specimens: 0, open: 0, damaged: 0 };
    entry.loans += 1;
    entry.specimens += loan.count;
    if (loan.isOpen) entry.open += 1;
    if (loan.isDamaged) entry.damaged += 1;
    byInstitution.set(loan.institution, entry);
  }
  return byInstitution;
}

function report(text) {
  const { loans, problems } = loadLoans(text);
  const byInstitution = summarise(loans);
  const lines = ['Herbarium loan report', '====================='];
  const sorted = [...byInstitution.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, { loans: n, specimens, open, damaged }] of sorted) {
    lines.push(`${name.padEnd(16)} ${String(n).padStart(2)} loans ${String(specimens).padStart(4)} specimens  open ${open}  damaged ${damaged}`);
  }
  const open = loans.filter((l) => l.isOpen);
  const longest = open.reduce((best, l) => (!best || l.days > best.days ? l : best), null);
  const returned = loans.filter((l) => !l.isOpen);
  const avgDays = returned.length
    ? returned.reduce((sum, l) => sum + l.days, 0) / returned.length
    : 0;
  lines.push('');
  lines.push(`Average turnaround: ${avgDays.toFixed(1)} days over ${returned.length} returned loans`);
  if (longest) lines.push(`Longest open loan: ${longest.id} (${longest.institution}), ${longest.days} days`);
  if (problems.length) {
    lines.push(`Skipped ${problems.length} bad lines:`);
    problems.forEach((p) => lines.push(`  - ${p}`));
  }
  const summary = {
    loans: loans.length,
    specimens: loans.reduce((s, l) => s + l.count, 0),
    open: open.length,
    institutions: byInstitution.size,
    skipped: problems.length,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

module.exports = { Loan, parseLine, loadLoans, summarise, report };

if (require.main === module) {
  console.log(report(fs.readFileSync(DATA, 'utf8')));
}
