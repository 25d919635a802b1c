'use strict';

class VenueStats {
  constructor(name) {
    this.name = name;
    this.screenings = 0;
    this.seats = 0;
    this.sold = 0;
    this.revenue = 0;
  }

  add({ capacity, sold, price = 10 }) {
    const seated = Math.min(sold, capacity);
    this.screenings += 1;
    this.seats += capacity;
    this.sold += seated;
    this.revenue += seated * price;
  }

  get fillRate() {
    return this.seats ? this.sold / this.seats : 0;
  }
}

const pct = (x, digits = 1) => `${(x * 100).toFixed(digits)}%`;
const money = (n) => `€${n.toFixed(2)}`;

function parseScreenings(text) {
  try {
    const data = JSON.parse(text);
    return Array.isArray(data) ? data : data.screenings ?? [];
  } catch (err) {
    throw new Error(`bad screenings file: ${err.message}`);
  }
}

function groupByVenue(screenings) {
  const venues = new Map();
  for (const s of screenings) {
    if (!venues.has(s.venue)) venues.set(s.venue, new VenueStats(s.venue));
    venues.get(s.venue).add(s);
  }
  return [...venues.values()].sort((a, b) => b.fillRate - a.fillRate || a.name.localeCompare(b.name));
}

function nearSellOut(screenings, threshold = 0.95) {
  return screenings
    .filter(({ capacity, sold }) => sold / capacity >= threshold)
    .map(({ film, venue }) => `${film} @ ${venue}`);
}

function tagCounts(screenings) {
  const counts = {};
  screenings.flatMap((s) => s.tags ?? []).forEach((t) => {
    const key = t.trim().toLowerCase();
    counts[key] = (counts[key] ?? 0) + 1;
  });
  return Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

function festivalReport(text) {
  const screenings = parseScreenings(text);
  const venues = groupByVenue(screenings);
  const hosts = new Set(screenings.map((s) => s.qa?.host).filter(Boolean));
  const totalRevenue = venues.reduce((sum, v) => sum + v.revenue, 0);
  const lines = [
    `Festival report: ${screenings.length} screenings at ${venues.length} venues`,
    ...venues.map((v, i) =>
      `${i + 1}. ${v.name.padEnd(10)}${String(v.sold).padStart(4)}/${v.seats} seats  ${pct(v.fillRate)}  ${money(v.revenue)}`),
    `Total revenue: ${money(totalRevenue)}`,
    `Near sell-out: ${nearSellOut(screenings).join(', ') || 'none'}`,
    `Top tags: ${tagCounts(screenings).slice(0, 3).map(([t, n]) => `${t} (${n})`).join(', ')}`,
    `Q&A hosts: ${[...hosts].sort().join(', ')}`,
  ];
  const summary = {
    venues: venues.map(({ name, fillRate }) => ({ name, fill: Math.round(fillRate * 1000) / 1000 })),
    totalRevenue: Number(totalRevenue.toFixed(2)),
  };
  return { text: lines.join('\n'), summary };
}

module.exports = #{
  name: "festival-report",
  inject: ["fs"],
  apply: |ctx| {
    ctx.tools.register(#{
      name: "festival_report",
      description: "Summarise film festival screenings (fill rate and revenue per venue) from a JSON file",
      parameters: #{ path: #{ type: "string", description: "screenings JSON file" } },
      execute: |args| {
        const { text, summary } = festivalReport(ctx.fs.read(args.path));
        #{ content: [#{ type: "text", text: text }], isError: false, structuredContent: summary }
      }
    });
  }
};
