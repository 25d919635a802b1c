'use strict';
const DAY_MS = 24 * 60 * 60 * 1000;

class Container {
  constructor({ id, carrier, arrived, departed, tons, reefer }) {
    this.id = id;
    this.carrier = carrier;
    this.arrived = arrived;
    this.departed = departed || null;
    this.tons = Number(tons);
    this.reefer = reefer === 'yes';
  }

  dwellDays(asOf) {
    const end = this.departed ?? asOf;
    return Math.round((new Date(end) - new Date(this.arrived)) / DAY_MS);
  }

  get inYard() {
    return this.departed === null;
  }
}

function parseCsv(text) {
  const [header, ...rows] = text.trim().split('\n');
  const keys = header.split(',').map(k => k.trim());
  return rows
    .filter(line => line.trim() !== '' && !line.startsWith('#'))
    .map(line => {
      const cells = line.split(',').map(c => c.trim());
      return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']));
    });
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

const average = (nums) => nums.length ? nums.reduce((a, b) => a + b, 0) / nums.length : 0;

function summarize(containers, { asOf = '2024-03-20', maxDwell = 5 } = {}) {
  const byCarrier = groupBy(containers, c => c.carrier);
  const carriers = [...byCarrier.entries()]
    .map(([name, list]) => ({
      name,
      count: list.length,
      avgDwell: average(list.map(c => c.dwellDays(asOf))),
      tons: list.reduce((sum, c) => sum + c.tons, 0),
    }))
    .sort((a, b) => b.avgDwell - a.avgDwell || a.name.localeCompare(b.name));
  const overdue = containers
    .filter(c => c.dwellDays(asOf) > maxDwell)
    .map(c => ({ id: c.id, days: c.dwellDays(asOf), inYard: c.inYard }));
  const heaviest = containers.reduce((best, c) => (c.tons > (best?.tons ?? -Infinity) ? c : best), null);
  const reeferCarriers = new Set(containers.filter(c => c.reefer).map(c => c.carrier));
  return { carriers, overdue, heaviest: heaviest?.id, reeferCarriers: [...reeferCarriers].sort() };
}

function formatReport(summary, asOf) {
  const lines = [`Port dwell report as of ${asOf}`];
  for (const { name, count, avgDwell, tons } of summary.carriers) {
    lines.push(`${name.padEnd(10)} ${String(count).padStart(3)} boxes  avg ${avgDwell.toFixed(1)} d  ${tons.toFixed(1)} t`);
  }
  const overdue = summary.overdue.map(o => `${o.id} (${o.days}d${o.inYard ? ', in yard' : ''})`);
  lines.push(`Overdue: ${overdue.join(', ') || 'none'}`);
  lines.push(`Heaviest: ${summary.heaviest ?? 'n/a'}`);
  lines.push(`Reefer carriers: ${summary.reeferCarriers.join(' / ')}`);
  return lines.join('\n');
}

function portReport(fs, path, asOf = '2024-03-20') {
  let text;
  try {
    text = fs.read(path);
  } catch (err) {
    return { text: `cannot read ${path}: ${err.message}`, json: null };
  }
  const containers = parseCsv(text).map(row => new Container(row));
  const summary = summarize(containers, { asOf });
  return { text: formatReport(summary, asOf), json: summary };
}

module.exports = #{
  name: "port-dwell",
  inject: ["fs"],
  apply: |ctx| {
    ctx.tools.register(#{
      name: "port_dwell",
      description: "Dwell-time report for containers in a port yard CSV",
      parameters: #{
        path: #{ type: "string", description: "CSV file of container moves" },
        asOf: #{ type: "string", description: "date used for boxes still in the yard", required: false },
      },
      execute: |args| {
        const { text, json } = portReport(ctx.fs, args.path, args.asOf ?? '2024-03-20');
        return #{
          content: [#{ type: "text", text }],
          isError: json === null,
          structuredContent: json ?? #{},
        };
      }
    });
  }
};
