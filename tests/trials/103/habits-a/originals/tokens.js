'use strict';
// Festival token redemptions: per-stall totals, category split, busiest hour.
const fs = require('fs');
const path = require('path');

const TOKEN_VALUE = 2.5; // pounds per token

class Redemption {
  constructor({ time, stall, category, tokens, wristband }) {
    Object.assign(this, { time, stall, category, tokens, wristband });
  }

  get hour() {
    return Number(this.time.split(':')[0]);
  }

  get value() {
    return this.tokens * TOKEN_VALUE;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 5) {
    throw new Error(`line ${lineNo}: expected 5 fields, got ${parts.length}`);
  }
  const [time, stall, category, rawTokens, wristband] = parts;
  if (!/^\d{1,2}:\d{2}$/.test(time)) throw new Error(`line ${lineNo}: bad time "${time}"`);
  if (!category) throw new Error(`line ${lineNo}: missing category`);
  const tokens = Number.parseInt(rawTokens, 10);
  if (!Number.isInteger(tokens) || String(tokens) !== rawTokens) {
    throw new Error(`line ${lineNo}: tokens not a number "${rawTokens}"`);
  }
  if (tokens <= 0) throw new Error(`line ${lineNo}: tokens must be positive (${tokens})`);
  return new Redemption({ time, stall, category, tokens, wristband });
}

function load(text) {
  const records = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      records.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { records, problems };
}

function summarise(records) {
  const byStall = new Map();
  const byCategory = new Map();
  const byHour = new Map();
  const wristbands = new Set();
  for (const r of records) {
    const s = byStall.get(r.stall) ?? { tokens: 0, count: 0 };
    s.tokens += r.tokens;
    s.count += 1;
    byStall.set(r.stall, s);
    byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + r.tokens);
    byHour.set(r.hour, (byHour.get(r.hour) ?? 0) + r.tokens);
    wristbands.add(r.wristband);
  }
  const total = records.reduce((sum, r) => sum + r.tokens, 0);
  const [busiestHour, busiestTokens] = [...byHour.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return { byStall, byCategory, total, busiestHour, busiestTokens, visitors: wristbands.size };
}

function report(text) {
  const { records, problems } = load(text);
  const { byStall, byCategory, total, busiestHour, busiestTokens, visitors } = summarise(records);
  const out = [];
  out.push('FESTIVAL TOKEN REDEMPTIONS');
  out.push('='.repeat(40));
  const stalls = [...byStall.entries()].sort((a, b) => b[1].tokens - a[1].tokens || a[0].localeCompare(b[0]));
  for (const [stall, { tokens, count }] of stalls) {
    const share = ((tokens / total) * 100).toFixed(1);
    out.push(`${stall.padEnd(14)} ${String(tokens).padStart(3)} tok  ${String(count).padStart(2)}x  £${(tokens * TOKEN_VALUE).toFixed(2).padStart(6)}  ${share.padStart(5)}%`);
  }
  out.push('-'.repeat(40));
  for (const [cat, tokens] of [...byCategory].sort()) {
    out.push(`  ${cat}: ${tokens}`);
  }
  out.push(`Busiest hour: ${String(busiestHour).padStart(2, '0')}:00 (${busiestTokens} tokens)`);
  out.push(`Unique wristbands: ${visitors}`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const summary = {
    redemptions: records.length,
    tokens: total,
    revenue: Number((total * TOKEN_VALUE).toFixed(2)),
    topStall: stalls[0][0],
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, parseLine, Redemption };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'tokens.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
