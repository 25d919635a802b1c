'use strict';
const fs = require('fs');
const path = require('path');

const VALID_STATUS = new Set(['done', 'pending', 'cancelled']);

class Build {
  constructor({ date, customer, vessel, plants, mossG, price, status }) {
    Object.assign(this, { date, customer, vessel, plants, mossG, price, status });
  }

  get isBilled() {
    return this.status === 'done';
  }

  get pricePerPlant() {
    return this.plants ? this.price / this.plants : 0;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [date, customer, vessel, plantsRaw, mossRaw, priceRaw, status] = fields;
  if (!customer) throw new Error(`line ${lineNo}: missing customer`);
  const plants = Number(plantsRaw);
  const mossG = Number(mossRaw);
  const price = Number(priceRaw);
  if (!Number.isInteger(plants) || Number.isNaN(mossG) || Number.isNaN(price)) {
    throw new Error(`line ${lineNo}: bad number in "${line}"`);
  }
  if (!VALID_STATUS.has(status)) {
    throw new Error(`line ${lineNo}: unknown status "${status}"`);
  }
  return new Build({ date, customer, vessel, plants, mossG, price, status });
}

function loadBuilds(text) {
  const builds = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      builds.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { builds, problems };
}

function summarise(builds) {
  const byVessel = new Map();
  const byCustomer = new Map();
  for (const b of builds.filter((x) => x.isBilled)) {
    const v = byVessel.get(b.vessel) ?? { count: 0, revenue: 0, plants: 0 };
    v.count += 1;
    v.revenue += b.price;
    v.plants += b.plants;
    byVessel.set(b.vessel, v);
    byCustomer.set(b.customer, (byCustomer.get(b.customer) ?? 0) + b.price);
  }
  return { byVessel, byCustomer };
}

function report(text) {
  const { builds, problems } = loadBuilds(text);
  const { byVessel, byCustomer } = summarise(builds);
  const out = [];
  out.push('Terrarium studio build report');
  out.push('='.repeat(30));
  out.push(`${'vessel'.padEnd(10)}${'builds'.padStart(7)}${'plants'.padStart(8)}${'revenue'.padStart(10)}`);
  const vessels = [...byVessel.entries()].sort(([, a], [, b]) => b.revenue - a.revenue);
  for (const [name, { count, plants, revenue }] of vessels) {
    out.push(`${name.padEnd(10)}${String(count).padStart(7)}${String(plants).padStart(8)}${revenue.toFixed(2).padStart(10)}`);
  }
  const billed = builds.filter((b) => b.isBilled);
  const total = billed.reduce((sum, b) => sum + b.price, 0);
  const [topName, topSpend] = [...byCustomer.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  const pending = builds.filter((b) => b.status === 'pending').length;
  const best = billed.reduce((a, b) => (b.pricePerPlant > a.pricePerPlant ? b : a));
  out.push('');
  out.push(`Top customer: ${topName} (${topSpend.toFixed(2)})`);
  out.push(`Best price per plant: ${best.customer} ${best.vessel} at ${best.pricePerPlant.toFixed(2)}`);
  out.push(`Pending builds: ${pending}`);
  if (problems.length) {
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const summary = {
    builds: billed.length,
    revenue: Number(total.toFixed(2)),
    topCustomer: topName,
    pending,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, loadBuilds, Build };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'terrarium_builds.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
