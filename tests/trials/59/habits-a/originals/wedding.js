'use strict';
const fs = require('fs');

const pad = (s, n) => String(s).padEnd(n);
const money = (x) => `€${x.toFixed(2)}`;
const pct = (part, whole) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

class Guest {
  constructor({ name, side, rsvp, meal, table, plusOne = false, diet = [] }) {
    Object.assign(this, { name, side, rsvp, meal, table, plusOne, diet });
  }
  get coming() { return this.rsvp === 'yes'; }
  get headcount() { return this.coming ? 1 + (this.plusOne ? 1 : 0) : 0; }
  get surname() { return this.name.split(' ').slice(-1)[0]; }
}

class Table {
  constructor({ id, name, seats }) {
    this.id = id;
    this.name = name;
    this.seats = seats;
    this.guests = [];
  }
  get used() { return sum(this.guests.map((g) => g.headcount)); }
  get free() { return this.seats - this.used; }
  get overbooked() { return this.used > this.seats; }
}

function loadWedding(path = 'root/wedding.json') {
  const data = JSON.parse(fs.readFileSync(path, 'utf8'));
  const tables = new Map(data.tables.map((t) => [t.id, new Table(t)]));
  const guests = data.guests.map((g) => new Guest(g));
  guests.forEach((g) => tables.get(g.table)?.guests.push(g));
  return { ...data, tables, guests };
}

function mealCosts(guests, prices) {
  const counts = new Map();
  for (const g of guests.filter((x) => x.coming)) {
    const plates = g.headcount;
    counts.set(g.meal, (counts.get(g.meal) || 0) + plates);
  }
  return [...counts.entries()]
    .map(([meal, plates]) => ({ meal, plates, cost: plates * (prices[meal] ?? 0) }))
    .sort((a, b) => b.cost - a.cost || a.meal.localeCompare(b.meal));
}

function dietTally(guests) {
  return guests
    .filter((g) => g.coming && g.diet.length > 0)
    .flatMap((g) => g.diet)
    .reduce((acc, d) => ({ ...acc, [d]: (acc[d] || 0) + 1 }), {});
}

function report(path) {
  const { event, budgetPerHead, tables, guests, meals } = loadWedding(path);
  const lines = [`== ${event} ==`];
  const attending = guests.filter((g) => g.coming);
  const heads = sum(guests.map((g) => g.headcount));
  const pending = guests.filter((g) => g.rsvp === 'maybe').map((g) => g.name);
  lines.push(`Invited: ${guests.length}  Attending: ${attending.length} (+${heads - attending.length} plus-ones)  Heads: ${heads}`);
  lines.push(`Response rate: ${pct(guests.length - pending.length, guests.length)}%`);

  lines.push('', 'Tables:');
  for (const t of tables.values()) {
    const flag = t.overbooked ? ' OVERBOOKED' : t.free === 0 ? ' full' : '';
    const names = t.guests.filter((g) => g.coming).map((g) => g.surname);
    lines.push(`  ${pad(t.id, 3)} ${pad(t.name, 9)} ${String(t.used).padStart(2)}/${t.seats}${flag}  [${[...new Set(names)].join(', ')}]`);
  }

  lines.push('', 'Meals:');
  const costs = mealCosts(guests, meals);
  costs.forEach(({ meal, plates, cost }) => lines.push(`  ${pad(meal, 8)} x${String(plates).padStart(2)}  ${money(cost).padStart(9)}`));
  const total = sum(costs.map((c) => c.cost));
  const budget = heads * budgetPerHead;
  lines.push(`  total ${money(total)} vs budget ${money(budget)} -> ${total <= budget ? 'under' : 'OVER'} by ${money(Math.abs(budget - total))}`);

  const bySide = attending.reduce((acc, g) => {
    acc[g.side] = (acc[g.side] || 0) + g.headcount;
    return acc;
  }, {});
  const sides = Object.entries(bySide).sort(([, a], [, b]) => b - a);
  lines.push('', `Sides: ${sides.map(([s, n]) => `${s}=${n}`).join(' ')}`);

  const diets = dietTally(guests);
  const dietKeys = Object.keys(diets).sort();
  lines.push(`Diets: ${dietKeys.length ? dietKeys.map((k) => `${k}:${diets[k]}`).join(', ') : 'none'}`);
  lines.push(`Pending: ${pending.length ? pending.join('; ') : '-'}`);

  const summary = {
    heads,
    tablesOver: [...tables.values()].filter((t) => t.overbooked).map((t) => t.id),
    foodTotal: Math.round(total * 100) / 100,
    perHead: heads ? Number((total / heads).toFixed(2)) : 0,
    topMeal: costs[0]?.meal ?? null,
    pending: pending.length,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

if (require.main === module) {
  console.log(report(process.argv[2]));
}

module.exports = { report };
