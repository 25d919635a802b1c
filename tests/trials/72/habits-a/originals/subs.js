'use strict';
const fs = require('fs');
const path = require('path');

const PLANS = new Set(['print', 'digital', 'bundle']);

class Subscription {
  constructor({ id, subscriber, plan, channel, months, price, renewed }) {
    this.id = id;
    this.subscriber = subscriber;
    this.plan = plan;
    this.channel = channel;
    this.months = months;
    this.price = price;
    this.renewed = renewed;
  }

  get value() {
    return this.months * this.price;
  }

  get isLongTerm() {
    return this.months >= 12;
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 7) {
    throw new Error(`line ${lineNo}: expected 7 fields, got ${fields.length}`);
  }
  const [id, subscriber, plan, channel, monthsText, priceText, renewedText] = fields;
  if (!PLANS.has(plan)) throw new Error(`line ${lineNo}: unknown plan "${plan}"`);
  const months = Number.parseInt(monthsText, 10);
  if (Number.isNaN(months) || months <= 0) {
    throw new Error(`line ${lineNo}: bad months "${monthsText}"`);
  }
  const price = Number.parseFloat(priceText);
  if (Number.isNaN(price)) throw new Error(`line ${lineNo}: bad price "${priceText}"`);
  return new Subscription({
    id, subscriber, plan, channel, months, price, renewed: renewedText === 'yes',
  });
}

function loadSubscriptions(text) {
  const subs = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('id,')) return;
    try {
      subs.push(parseLine(line, i + 1));
    } catch (err) {
      errors.push(err.message);
    }
  });
  return { subs, errors };
}

function summarize(subs) {
  const byPlan = new Map();
  for (const sub of subs) {
    const entry = byPlan.get(sub.plan) ?? { count: 0, revenue: 0, renewed: 0 };
    entry.count += 1;
    entry.revenue += sub.value;
    if (sub.renewed) entry.renewed += 1;
    byPlan.set(sub.plan, entry);
  }
  const byChannel = subs.reduce((acc, { channel }) => {
    acc[channel] = (acc[channel] || 0) + 1;
    return acc;
  }, {});
  return { byPlan, byChannel };
}

function report(text) {
  const { subs, errors } = loadSubscriptions(text);
  const { byPlan, byChannel } = summarize(subs);
  const out = [];
  out.push('Subscription renewals report');
  out.push('='.repeat(40));
  out.push(`${'plan'.padEnd(10)}${'subs'.padStart(6)}${'revenue'.padStart(12)}${'renew%'.padStart(9)}`);
  const plans = [...byPlan.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [plan, { count, revenue, renewed }] of plans) {
    const rate = ((renewed / count) * 100).toFixed(1);
    out.push(`${plan.padEnd(10)}${String(count).padStart(6)}${revenue.toFixed(2).padStart(12)}${`${rate}%`.padStart(9)}`);
  }
  out.push('');
  out.push('By channel:');
  Object.entries(byChannel)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .forEach(([channel, n]) => out.push(`  ${channel}: ${n}`));
  const top = [...subs].sort((a, b) => b.value - a.value).slice(0, 3);
  out.push('');
  out.push('Top subscribers:');
  top.forEach((s, i) => out.push(`  ${i + 1}. ${s.subscriber} (${s.id}) ${s.value.toFixed(2)}`));
  const longTerm = subs.filter((s) => s.isLongTerm).length;
  out.push('');
  out.push(`Long-term (12+ months): ${longTerm} of ${subs.length}`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const total = subs.reduce((sum, s) => sum + s.value, 0);
  const renewedCount = subs.filter(({ renewed }) => renewed).length;
  out.push(JSON.stringify({
    subscriptions: subs.length,
    skipped: errors.length,
    revenue: Math.round(total * 100) / 100,
    renewalRate: Math.round((renewedCount / subs.length) * 1000) / 1000,
    topPlan: plans.reduce((best, cur) => (cur[1].revenue > best[1].revenue ? cur : best))[0],
  }));
  return out.join('\n');
}

module.exports = { report, loadSubscriptions, Subscription };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'subscriptions.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
