// Window-cleaning rounds: summarise visits per street and who still owes money.
const fs = require('fs');
const path = require('path');

const MONEY = (n) => `£${n.toFixed(2)}`;

class Visit {
  constructor({ date, customer, street, windows, price, paid }) {
    Object.assign(this, { date, customer, street, windows, price, paid });
  }

  get perWindow() {
    return this.windows > 0 ? this.price / this.windows : 0;
  }
}

const parseLine = (line, lineNo) => {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 6) {
    return { error: `line ${lineNo}: expected 6 fields, got ${parts.length}` };
  }
  const [date, customer, street, windows, price, paid] = parts;
  return {
    visit: new Visit({
      date,
      customer,
      street,
      windows: parseInt(windows, 10),
      price: parseFloat(price),
      paid: paid.toLowerCase() === 'yes',
    }),
  };
};

const loadVisits = (file) => {
  const text = fs.readFileSync(file, 'utf8');
  const visits = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const { visit, error } = parseLine(line, i + 1);
    if (error) errors.push(error);
    else visits.push(visit);
  });
  return { visits, errors };
};

const groupBy = (items, keyFn) =>
  items.reduce((map, item) => {
    const key = keyFn(item);
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(item);
    return map;
  }, new Map());

const sum = (items, fn) => items.reduce((acc, x) => acc + fn(x), 0);

const streetTable = (visits) => {
  const byStreet = groupBy(visits, (v) => v.street);
  const rows = [...byStreet.entries()]
    .map(([street, vs]) => ({
      street,
      visits: vs.length,
      windows: sum(vs, (v) => v.windows),
      revenue: sum(vs, (v) => v.price),
    }))
    .sort((a, b) => b.revenue - a.revenue || a.street.localeCompare(b.street));
  return rows.map(
    ({ street, visits: n, windows, revenue }) =>
      `  ${street.padEnd(14)} ${String(n).padStart(3)} visits ${String(windows).padStart(4)} windows ${MONEY(revenue).padStart(9)}`
  );
};

const debtors = (visits) => {
  const owed = new Map();
  visits
    .filter((v) => !v.paid)
    .forEach(({ customer, price }) => owed.set(customer, (owed.get(customer) || 0) + price));
  return [...owed].sort(([, a], [, b]) => b - a);
};

const buildReport = (file) => {
  const { visits, errors } = loadVisits(file);
  const total = sum(visits, (v) => v.price);
  const unpaid = debtors(visits);
  const owedTotal = sum(unpaid, ([, amount]) => amount);
  const best = visits.reduce((a, b) => (b.perWindow > a.perWindow ? b : a), visits[0]);
  const lines = [
    `Window rounds report (${path.basename(file)})`,
    `Visits: ${visits.length}, skipped: ${errors.length}`,
    '',
    'By street:',
    ...streetTable(visits),
    '',
    'Outstanding:',
    ...unpaid.map(([name, amount]) => `  ${name.padEnd(12)} ${MONEY(amount)}`),
    `  ${'TOTAL'.padEnd(12)} ${MONEY(owedTotal)} of ${MONEY(total)} (${((owedTotal / total) * 100).toFixed(1)}%)`,
    '',
    `Best rate: ${best.customer} on ${best.date} at ${MONEY(best.perWindow)}/window`,
    ...errors.map((e) => `! ${e}`),
  ];
  const summary = { visits: visits.length, revenue: +total.toFixed(2), owed: +owedTotal.toFixed(2), debtors: unpaid.length };
  return `${lines.join('\n')}\n${JSON.stringify(summary)}`;
};

console.log(buildReport(process.argv[2] || 'rounds.csv'));
