'use strict';

const TARIFFS = { peak: 0.34, offPeak: 0.12, standing: 0.45 };
const PEAK_HOURS = new Set([7, 8, 9, 17, 18, 19, 20]);

class Reading {
  constructor(stamp, kwh) {
    const [date, time] = stamp.split('T');
    this.date = date;
    this.hour = Number(time.split(':')[0]);
    this.kwh = kwh;
  }
}

const parseLine = (line) => {
  const [stamp, value] = line.split(',').map((s) => s.trim());
  const kwh = Number.parseFloat(value);
  if (!stamp || Number.isNaN(kwh)) return null;
  return new Reading(stamp, kwh);
};

function parseReadings(text) {
  return text
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map(parseLine)
    .filter(Boolean);
}

function usageByDay(readings) {
  const days = new Map();
  for (let i = 1; i < readings.length; i++) {
    const { kwh: before } = readings[i - 1];
    const { date, hour, kwh } = readings[i];
    const used = kwh - before;
    if (used < 0) continue; // meter was reset
    const day = days.get(date) ?? { peak: 0, offPeak: 0, hours: new Set() };
    if (PEAK_HOURS.has(hour)) day.peak += used;
    else day.offPeak += used;
    day.hours.add(hour);
    days.set(date, day);
  }
  return days;
}

const costOf = ({ peak, offPeak }, tariffs = TARIFFS) =>
  peak * tariffs.peak + offPeak * tariffs.offPeak + tariffs.standing;

const fmt = (n, digits = 2) => n.toFixed(digits).padStart(7);

function summarize(text, { currency = '£', top = 2 } = {}) {
  const readings = parseReadings(text);
  const rows = [...usageByDay(readings).entries()].map(([date, d]) => ({
    date, ...d, total: d.peak + d.offPeak, cost: costOf(d), partial: d.hours.size < 24,
  }));
  const lines = rows.map(({ date, peak, offPeak, total, cost, partial }) =>
    `${date}${partial ? '*' : ' '} peak ${fmt(peak)}  off ${fmt(offPeak)}  total ${fmt(total)}  ${currency}${cost.toFixed(2)}`);
  const sum = (key) => rows.reduce((acc, r) => acc + r[key], 0);
  const totalKwh = sum('total');
  const totalCost = sum('cost');
  const peakShare = totalKwh > 0 ? sum('peak') / totalKwh : 0;
  const worst = [...rows].sort((a, b) => b.cost - a.cost).slice(0, top);
  lines.push('', `Days: ${rows.length} (* = partial), readings: ${readings.length}`);
  lines.push(`Total: ${totalKwh.toFixed(2)} kWh, ${currency}${totalCost.toFixed(2)} (peak share ${(peakShare * 100).toFixed(1)}%)`);
  lines.push(`Costliest: ${worst.map((r) => `${r.date} (${currency}${r.cost.toFixed(2)})`).join(', ')}`);
  const summary = {
    days: rows.length,
    totalKwh: Number(totalKwh.toFixed(2)),
    totalCost: Number(totalCost.toFixed(2)),
    costliest: worst[0]?.date ?? null,
  };
  return { text: lines.join('\n'), summary };
}

module.exports = #{
  name: 'meter-report',
  inject: ['fs'],
  apply: |ctx| {
    ctx.tools.register(#{
      name: 'meter_report',
      description: 'Daily electricity usage and cost from a cumulative meter-reading CSV',
      parameters: #{
        path: #{ type: 'string', description: 'CSV file of timestamp,kwh readings' },
        currency: #{ type: 'string', description: 'currency symbol', required: false },
      },
      execute: |args| {
        const { path, currency = '£' } = args;
        try {
          const { text, summary } = summarize(ctx.fs.read(path), { currency });
          return #{ content: [#{ type: 'text', text }], isError: false, structuredContent: summary };
        } catch (err) {
          return #{ content: [#{ type: 'text', text: `failed: ${err.message}` }], isError: true };
        }
      },
    });
  },
};
