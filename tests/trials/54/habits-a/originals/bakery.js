// Bakery order report: reads a CSV of orders and prints a summary.
const fs = require('fs');

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

class Order {
  constructor({ id, customer, item, qty, price, day, status }) {
    Object.assign(this, { id, customer, item, qty, price, day, status });
  }
  get total() {
    return this.qty * this.price;
  }
  get counts() {
    return this.status !== 'cancelled';
  }
}

const parseLine = (line, lineNo) => {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 7) {
    return { error: `line ${lineNo}: expected 7 fields, got ${parts.length}` };
  }
  const [id, customer, item, qty, price, day, status] = parts;
  return {
    order: new Order({ id, customer, item, qty: parseInt(qty, 10), price: parseFloat(price), day, status }),
  };
};

const parseOrders = (text) => {
  const orders = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const { order, error } = parseLine(line, i + 1);
    if (error) errors.push(error);
    else orders.push(order);
  });
  return { orders, errors };
};

const groupBy = (items, keyFn) => {
  const map = new Map();
  for (const it of items) {
    const k = keyFn(it);
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(it);
  }
  return map;
};

const money = (n) => `$${n.toFixed(2)}`;
const pad = (s, w) => String(s).padEnd(w);

const customerLines = (orders) => {
  const byCustomer = groupBy(orders.filter((o) => o.counts), (o) => o.customer);
  return [...byCustomer.entries()]
    .map(([name, list]) => ({ name, n: list.length, spent: list.reduce((a, o) => a + o.total, 0) }))
    .sort((a, b) => b.spent - a.spent || a.name.localeCompare(b.name))
    .map(({ name, n, spent }) => `  ${pad(name, 12)} ${String(n).padStart(2)} orders  ${money(spent).padStart(8)}`);
};

const itemLines = (orders) => {
  const qtyByItem = new Map();
  orders.filter((o) => o.counts).forEach(({ item, qty }) => {
    qtyByItem.set(item, (qtyByItem.get(item) || 0) + qty);
  });
  const top = Math.max(...qtyByItem.values());
  return [...qtyByItem]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([item, qty]) => `  ${pad(item, 14)} ${'#'.repeat(Math.round((qty / top) * 10)).padEnd(10)} ${qty}`);
};

const dayLines = (orders) => {
  const byDay = groupBy(orders.filter((o) => o.counts), (o) => o.day);
  return DAYS.filter((d) => byDay.has(d)).map((d) => {
    const total = byDay.get(d).reduce((a, o) => a + o.total, 0);
    return `  ${d}: ${money(total)}`;
  });
};

const buildReport = (text) => {
  const { orders, errors } = parseOrders(text);
  const statusCounts = orders.reduce((acc, { status }) => ({ ...acc, [status]: (acc[status] || 0) + 1 }), {});
  const revenue = orders.filter((o) => o.counts).reduce((a, o) => a + o.total, 0);
  const lines = [
    `Bakery report (${orders.length} orders, ${errors.length} skipped)`,
    '',
    'By customer:', ...customerLines(orders),
    '',
    'Items (units):', ...itemLines(orders),
    '',
    'Revenue by day:', ...dayLines(orders),
    '',
    `Total revenue: ${money(revenue)}`,
    ...errors.map((e) => `warning: ${e}`),
  ];
  const summary = { orders: orders.length, revenue: Number(revenue.toFixed(2)), status: statusCounts };
  return `${lines.join('\n')}\nJSON: ${JSON.stringify(summary)}`;
};

const path = process.argv[2] || 'root/bakery/orders.csv';
console.log(buildReport(fs.readFileSync(path, 'utf8')));
