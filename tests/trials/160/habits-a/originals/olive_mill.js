'use strict';
// Olive mill pressing report: yield per grower and variety, acidity grades.
const fs = require('fs');
const path = require('path');

const EXTRA_VIRGIN_MAX = 0.8; // % free acidity

class Pressing {
  constructor({ date, grower, variety, kg, litres, acidity }) {
    Object.assign(this, { date, grower, variety, kg, litres, acidity });
  }

  get yieldPct() {
    return (this.litres / this.kg) * 100;
  }

  get grade() {
    return this.acidity <= EXTRA_VIRGIN_MAX ? 'extra virgin' : 'virgin';
  }

  static parse(line, lineNo) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 6) {
      throw new Error(`line ${lineNo}: expected 6 fields, got ${fields.length}`);
    }
    const [date, grower, variety, ...nums] = fields;
    const [kg, litres, acidity] = nums.map(Number);
    if ([kg, litres, acidity].some(Number.isNaN)) {
      throw new Error(`line ${lineNo}: not a number in "${nums.join(',')}"`);
    }
    if (kg <= 0 || litres < 0) {
      throw new Error(`line ${lineNo}: impossible quantity ${kg} kg / ${litres} l`);
    }
    return new Pressing({ date, grower, variety, kg, litres, acidity });
  }
}

class Tally {
  constructor() {
    this.kg = 0;
    this.litres = 0;
    this.count = 0;
  }

  add({ kg, litres }) {
    this.kg += kg;
    this.litres += litres;
    this.count += 1;
    return this;
  }

  get yieldPct() {
    return this.kg ? (this.litres / this.kg) * 100 : 0;
  }
}

function loadPressings(text) {
  const pressings = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('date,')) return;
    try {
      pressings.push(Pressing.parse(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { pressings, problems };
}

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, new Tally());
    groups.get(key).add(item);
  }
  return groups;
}

function report(text) {
  const { pressings, problems } = loadPressings(text);
  const out = [];
  out.push(`Olive mill report: ${pressings.length} pressings`);
  out.push('');
  out.push('Grower       Runs     Kg   Litres  Yield');
  const growers = [...groupBy(pressings, (p) => p.grower)].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, t] of growers) {
    out.push(
      `${name.padEnd(10)} ${String(t.count).padStart(6)} ${String(t.kg).padStart(6)} ` +
        `${t.litres.toFixed(1).padStart(8)} ${t.yieldPct.toFixed(2).padStart(5)}%`
    );
  }
  out.push('');
  const varieties = [...groupBy(pressings, (p) => p.variety)].sort((a, b) => b[1].yieldPct - a[1].yieldPct);
  out.push('Varieties by yield:');
  varieties.forEach(([name, t], i) => out.push(`  ${i + 1}. ${name} ${t.yieldPct.toFixed(2)}%`));
  const downgraded = pressings.filter((p) => p.grade !== 'extra virgin');
  out.push('');
  out.push(`Downgraded to virgin (acidity > ${EXTRA_VIRGIN_MAX}%):`);
  for (const { date, grower, acidity } of downgraded) out.push(`  ${date} ${grower} ${acidity.toFixed(2)}%`);
  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} bad lines:`);
    problems.forEach((p) => out.push(`  ${p}`));
  }
  const total = groupBy(pressings, () => 'all').get('all') ?? new Tally();
  const best = varieties[0]?.[0] ?? null;
  const summary = {
    pressings: pressings.length,
    skipped: problems.length,
    kg: total.kg,
    litres: Math.round(total.litres * 10) / 10,
    yieldPct: Number(total.yieldPct.toFixed(2)),
    bestVariety: best,
    downgraded: downgraded.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Pressing, Tally, loadPressings, report };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'olive_pressings.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
