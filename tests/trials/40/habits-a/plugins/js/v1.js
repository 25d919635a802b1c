'use strict';

const DEFAULT_FILE = 'kilns.csv';

class KilnStats {
  constructor(kiln) {
    this.kiln = kiln;
    this.firings = [];
  }
  add(firing) { this.firings.push(firing); return this; }
  get pieces() { return this.firings.reduce((sum, f) => sum + f.pieces, 0); }
  get cracked() { return this.firings.reduce((sum, f) => sum + f.cracked, 0); }
  get crackRate() { return this.pieces ? this.cracked / this.pieces : 0; }
  get avgPeak() { return this.firings.length ? this.firings.reduce((s, f) => s + f.peak, 0) / this.firings.length : 0; }
  get hottest() { return this.firings.reduce((best, f) => (!best || f.peak > best.peak ? f : best), null); }
}

const parseLine = (line, lineNo) => {
  const [date, kiln, cone, peak, hours, pieces, cracked = '0'] = line.split(',').map(s => s.trim());
  const rec = { date, kiln: kiln.toUpperCase(), cone, peak: Number(peak), hours: parseFloat(hours), pieces: parseInt(pieces, 10), cracked: parseInt(cracked || '0', 10) };
  if ([rec.peak, rec.hours, rec.pieces, rec.cracked].some(Number.isNaN)) {
    throw new Error(`line ${lineNo}: bad number in "${line}"`);
  }
  return rec;
};

function parseLog(text) {
  const firings = [], problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try { firings.push(parseLine(line, i + 1)); }
    catch (e) { problems.push(e.message); }
  });
  return { firings, problems };
}

const pct = (x, digits = 1) => `${(x * 100).toFixed(digits)}%`;

function summarize(firings, { minPieces = 1, maxRate = 0.1 } = {}) {
  const byKiln = new Map();
  for (const f of firings.filter(f => f.pieces >= minPieces)) {
    if (!byKiln.has(f.kiln)) byKiln.set(f.kiln, new KilnStats(f.kiln));
    byKiln.get(f.kiln).add(f);
  }
  const kilns = [...byKiln.values()].sort((a, b) => a.crackRate - b.crackRate || a.kiln.localeCompare(b.kiln));
  const cones = new Set(firings.map(f => f.cone));
  const flagged = kilns.filter(k => k.crackRate > maxRate).map(k => k.kiln);
  return { kilns, cones: [...cones].sort(), flagged };
}

function render({ kilns, cones, flagged }, problems) {
  const lines = kilns.map((k, i) => {
    const hot = k.hottest;
    return `${i + 1}. ${k.kiln.padEnd(6)} firings=${k.firings.length} pieces=${String(k.pieces).padStart(3)} cracked=${pct(k.crackRate)} avgPeak=${k.avgPeak.toFixed(0)}C hottest=${hot?.date ?? '-'}`;
  });
  lines.push(`Cones used: ${cones.join(', ')}`);
  lines.push(flagged.length ? `Check: ${flagged.join(', ')}` : 'All kilns within limit');
  if (problems.length) lines.push(...problems.map(p => `skipped ${p}`));
  return lines.join('\n');
}

module.exports = {
  name: 'kiln-log',
  inject: ['fs'],
  apply: (ctx) => {
    ctx.tools.register({
      name: 'kiln_report',
      description: 'Summarise a pottery kiln firing log (CSV)',
      parameters: {
        path: { type: 'string', description: 'CSV file to read', default: DEFAULT_FILE, required: false },
        minPieces: { type: 'integer', description: 'ignore firings with fewer pieces', required: false },
        maxRate: { type: 'number', description: 'crack rate that flags a kiln', required: false },
      },
      execute: ({ path = DEFAULT_FILE, minPieces, maxRate } = {}) => {
        try {
          const text = ctx.fs.read(path);
          const { firings, problems } = parseLog(text);
          const summary = summarize(firings, { minPieces: minPieces ?? 1, maxRate: maxRate ?? 0.1 });
          const json = {
            kilns: summary.kilns.map(k => ({ kiln: k.kiln, firings: k.firings.length, crackRate: +k.crackRate.toFixed(3) })),
            flagged: summary.flagged,
          };
          return { content: [{ type: 'text', text: render(summary, problems) }], structuredContent: json, isError: false };
        } catch (err) {
          return { content: [{ type: 'text', text: `failed: ${err.message}` }], isError: true };
        }
      },
    });
  },
};
