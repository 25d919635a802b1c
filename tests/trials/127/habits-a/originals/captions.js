'use strict';
const fs = require('fs');
const path = require('path');

const STATUSES = new Set(['done', 'in_review', 'rejected']);

class Job {
  constructor({ id, client, language, minutes, rate, status, captioner }) {
    Object.assign(this, { id, client, language, minutes, rate, status, captioner });
  }
  get fee() {
    return this.status === 'rejected' ? 0 : this.minutes * this.rate;
  }
  get billable() {
    return this.status === 'done';
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, got ${parts.length}`);
  const [id, client, language, minutesText, rateText, status, captioner] = parts;
  const minutes = Number(minutesText);
  const rate = Number(rateText);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`line ${lineNo}: bad minutes "${minutesText}"`);
  if (!Number.isFinite(rate)) throw new Error(`line ${lineNo}: bad rate "${rateText}"`);
  if (!STATUSES.has(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  return new Job({ id, client, language, minutes, rate, status, captioner });
}

function load(text) {
  const jobs = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      jobs.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { jobs, errors };
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

const sum = (xs, f) => xs.reduce((acc, x) => acc + f(x), 0);

function report(text) {
  const { jobs, errors } = load(text);
  const out = [];
  out.push('CAPTIONING JOBS REPORT');
  out.push('='.repeat(40));

  const byCaptioner = groupBy(jobs, (j) => j.captioner);
  const names = [...byCaptioner.keys()].sort();
  out.push('Captioner     Jobs   Minutes      Fee');
  for (const name of names) {
    const list = byCaptioner.get(name);
    const mins = sum(list, (j) => j.minutes);
    const fee = sum(list, (j) => j.fee);
    out.push(`${name.padEnd(12)} ${String(list.length).padStart(5)} ${mins.toFixed(2).padStart(9)} ${fee.toFixed(2).padStart(8)}`);
  }

  out.push('');
  out.push('By language:');
  const byLang = groupBy(jobs, (j) => j.language);
  const langs = [...byLang.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  for (const [lang, list] of langs) {
    const share = (100 * list.length) / jobs.length;
    out.push(`  ${lang}: ${list.length} job(s), ${share.toFixed(1)}%`);
  }

  const pending = jobs.filter((j) => j.status === 'in_review').map(({ id }) => id);
  out.push('');
  out.push(`Pending review: ${pending.length ? pending.join(', ') : 'none'}`);

  if (errors.length) {
    out.push('');
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }

  const billed = sum(jobs.filter((j) => j.billable), (j) => j.fee);
  const summary = {
    jobs: jobs.length,
    skipped: errors.length,
    minutes: Math.round(sum(jobs, (j) => j.minutes) * 100) / 100,
    billed: Number(billed.toFixed(2)),
    topCaptioner: names.reduce((best, n) => (sum(byCaptioner.get(n), (j) => j.fee) > sum(byCaptioner.get(best), (j) => j.fee) ? n : best), names[0]),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, Job };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'captions.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
