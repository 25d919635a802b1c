'use strict';
// Stained-glass studio: commission book report.
const fs = require('fs');

const STATUSES = ['quoted', 'in progress', 'delivered', 'installed', 'cancelled'];
const gbp = (n) => `£${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

class Commission {
  constructor({ id, client, piece, panes, area, price, status, due }) {
    Object.assign(this, { id, client, piece, panes, area, price, status, due });
  }
  get pricePerM2() { return this.price / this.area; }
  get isOpen() { return this.status === 'quoted' || this.status === 'in progress'; }
  get earned() { return this.status === 'delivered' || this.status === 'installed'; }
}

function parseLine(line, lineNo) {
  const cells = line.split(',').map((c) => c.trim());
  if (cells.length !== 8) throw new Error(`line ${lineNo}: expected 8 fields, got ${cells.length}`);
  const [id, client, piece, panesS, areaS, priceS, status, due] = cells;
  const panes = Number.parseInt(panesS, 10);
  const area = Number(areaS);
  const price = Number(priceS);
  if (!Number.isFinite(price) || price < 0) throw new Error(`line ${lineNo}: bad price "${priceS}"`);
  if (!Number.isFinite(area) || area <= 0) throw new Error(`line ${lineNo}: bad area "${areaS}"`);
  if (!STATUSES.includes(status)) throw new Error(`line ${lineNo}: unknown status "${status}"`);
  return new Commission({ id, client, piece, panes, area, price, status, due });
}

function load(text) {
  const commissions = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (i === 0 || line === '' || line.startsWith('#')) return;
    try {
      commissions.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { commissions, problems };
}

function byClient(commissions) {
  const clients = new Map();
  for (const c of commissions) {
    const entry = clients.get(c.client) ?? { jobs: 0, panes: 0, value: 0 };
    entry.jobs += 1;
    entry.panes += c.panes;
    entry.value += c.status === 'cancelled' ? 0 : c.price;
    clients.set(c.client, entry);
  }
  return [...clients.entries()].sort(([, a], [, b]) => b.value - a.value);
}

function report(text) {
  const { commissions, problems } = load(text);
  const out = [];
  out.push('STAINED GLASS COMMISSIONS');
  out.push('='.repeat(25));
  out.push(`${'client'.padEnd(20)} ${'jobs'.padStart(4)} ${'panes'.padStart(5)} ${'value'.padStart(11)}`);
  for (const [client, { jobs, panes, value }] of byClient(commissions)) {
    out.push(`${client.padEnd(20)} ${String(jobs).padStart(4)} ${String(panes).padStart(5)} ${gbp(value).padStart(11)}`);
  }
  const counts = STATUSES.map((s) => [s, commissions.filter((c) => c.status === s).length]);
  out.push('');
  out.push(`By status: ${counts.filter(([, n]) => n > 0).map(([s, n]) => `${s}=${n}`).join(', ')}`);
  const earned = commissions.filter((c) => c.earned).reduce((sum, c) => sum + c.price, 0);
  const pipeline = commissions.filter((c) => c.isOpen).reduce((sum, c) => sum + c.price, 0);
  out.push(`Earned:   ${gbp(earned)}`);
  out.push(`Pipeline: ${gbp(pipeline)}`);
  const live = commissions.filter((c) => c.status !== 'cancelled');
  const best = live.reduce((a, b) => (b.pricePerM2 > a.pricePerM2 ? b : a));
  out.push(`Best rate: ${best.id} ${best.piece} at ${gbp(best.pricePerM2)}/m²`);
  const openDue = commissions.filter((c) => c.isOpen).sort((a, b) => a.due.localeCompare(b.due));
  if (openDue.length) {
    const { id, client, due } = openDue[0];
    out.push(`Next due: ${id} for ${client} on ${due}`);
  }
  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const summary = {
    commissions: commissions.length,
    skipped: problems.length,
    clients: byClient(commissions).length,
    earned: Math.round(earned * 100) / 100,
    pipeline: Math.round(pipeline * 100) / 100,
    avgPanes: Number((commissions.reduce((s, c) => s + c.panes, 0) / commissions.length).toFixed(1)),
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, Commission };

if (require.main === module) {
  const file = process.argv[2] ?? 'root/glass_commissions.csv';
  console.log(report(fs.readFileSync(file, 'utf8')));
}
