// 3D print farm report: reads a CSV job log, summarises per printer and per owner.
const fs = require('fs');

const PRICE_PER_KG = { PLA: 22.0, PETG: 26.5, ABS: 24.0, TPU: 38.0 };
const POWER_COST_PER_HOUR = 0.18;

class Job {
  constructor({ job_id, printer, material, grams, minutes, status, owner }) {
    this.id = job_id;
    this.printer = printer;
    this.material = material;
    this.grams = parseFloat(grams);
    this.minutes = parseInt(minutes, 10);
    this.status = status;
    this.owner = owner;
  }

  get cost() {
    const filament = (this.grams / 1000) * (PRICE_PER_KG[this.material] ?? 30);
    const power = (this.minutes / 60) * POWER_COST_PER_HOUR;
    return filament + power;
  }

  get ok() {
    return this.status === 'done';
  }
}

const parseCsv = (text) => {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const [header, ...rows] = lines;
  const keys = header.split(',');
  return rows.map((row) => {
    const cells = row.split(',');
    return Object.fromEntries(keys.map((k, i) => [k, cells[i]]));
  });
};

const groupBy = (items, keyFn) => {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
};

const sum = (xs, f = (x) => x) => xs.reduce((acc, x) => acc + f(x), 0);

const fmtHours = (minutes) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}h${String(m).padStart(2, '0')}m`;
};

function printerStats(jobs) {
  const stats = [];
  for (const [printer, list] of groupBy(jobs, (j) => j.printer)) {
    const done = list.filter((j) => j.ok);
    stats.push({
      printer,
      jobs: list.length,
      successRate: done.length / list.length,
      minutes: sum(list, (j) => j.minutes),
      grams: sum(list, (j) => j.grams),
      cost: sum(list, (j) => j.cost),
    });
  }
  return stats.sort((a, b) => b.successRate - a.successRate || a.printer.localeCompare(b.printer));
}

function ownerTotals(jobs) {
  const totals = new Map();
  jobs.forEach(({ owner, cost, grams }) => {
    const prev = totals.get(owner) || { cost: 0, grams: 0, count: 0 };
    totals.set(owner, { cost: prev.cost + cost, grams: prev.grams + grams, count: prev.count + 1 });
  });
  return [...totals.entries()].sort(([, a], [, b]) => b.cost - a.cost);
}

function buildReport(text) {
  const jobs = parseCsv(text).map((r) => new Job(r));
  const lines = ['PRINT FARM REPORT', '='.repeat(17), ''];
  lines.push(`${'Printer'.padEnd(10)}${'Jobs'.padStart(5)}${'OK%'.padStart(7)}${'Time'.padStart(9)}${'Grams'.padStart(9)}${'Cost'.padStart(8)}`);
  for (const s of printerStats(jobs)) {
    const pct = `${(s.successRate * 100).toFixed(1)}%`;
    lines.push(`${s.printer.padEnd(10)}${String(s.jobs).padStart(5)}${pct.padStart(7)}${fmtHours(s.minutes).padStart(9)}${s.grams.toFixed(1).padStart(9)}${s.cost.toFixed(2).padStart(8)}`);
  }
  lines.push('', 'Cost by owner:');
  ownerTotals(jobs).forEach(([owner, { cost, grams, count }], i) => {
    lines.push(`  ${i + 1}. ${owner.padEnd(6)} ${count} job${count === 1 ? '' : 's'}, ${grams.toFixed(1)} g, EUR ${cost.toFixed(2)}`);
  });
  const failed = jobs.filter((j) => !j.ok).map((j) => `${j.id}(${j.status})`);
  lines.push('', `Not completed: ${failed.length ? failed.join(', ') : 'none'}`);
  const materials = [...new Set(jobs.map((j) => j.material))].sort();
  const summary = {
    jobs: jobs.length,
    done: jobs.filter((j) => j.ok).length,
    materials,
    totalCost: Number(sum(jobs, (j) => j.cost).toFixed(2)),
    longest: jobs.reduce((a, b) => (b.minutes > a.minutes ? b : a)).id,
  };
  lines.push('', JSON.stringify(summary, null, 2));
  return lines.join('\n');
}

const path = process.argv[2] || 'root/printjobs.csv';
console.log(buildReport(fs.readFileSync(path, 'utf8')));
