'use strict';
const fs = require('fs');
const path = require('path');

const COIN_VALUE = 0.5; // pounds per coin

class Play {
  constructor({ date, bar, artist, track, coins, seconds }) {
    Object.assign(this, { date, bar, artist, track, coins, seconds });
  }
  get revenue() {
    return this.coins * COIN_VALUE;
  }
  get minutes() {
    return this.seconds / 60;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((s) => s.trim());
  if (parts.length !== 6) {
    throw new Error(`line ${lineNo}: expected 6 fields, got ${parts.length}`);
  }
  const [date, bar, artist, track, coinsText, secondsText] = parts;
  const coins = Number.parseInt(coinsText, 10);
  const seconds = Number.parseInt(secondsText, 10);
  if (!Number.isInteger(coins) || coins <= 0) {
    throw new Error(`line ${lineNo}: bad coins "${coinsText}"`);
  }
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`line ${lineNo}: bad seconds "${secondsText}"`);
  }
  return new Play({ date, bar, artist, track, coins, seconds });
}

function loadPlays(text) {
  const plays = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      plays.push(parseLine(line, i + 1));
    } catch (err) {
      skipped.push(err.message);
    }
  });
  return { plays, skipped };
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

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function buildReport(text) {
  const { plays, skipped } = loadPlays(text);
  const out = [];
  out.push(`Jukebox report: ${plays.length} plays, ${skipped.length} skipped`);
  for (const msg of skipped) out.push(`  skipped ${msg}`);

  out.push('', 'By bar:');
  const byBar = groupBy(plays, (p) => p.bar);
  const bars = [...byBar.keys()].sort();
  for (const bar of bars) {
    const list = byBar.get(bar);
    const takings = sum(list.map((p) => p.revenue));
    const mins = sum(list.map((p) => p.minutes));
    out.push(`  ${bar.padEnd(12)} ${String(list.length).padStart(3)} plays  £${takings.toFixed(2).padStart(6)}  ${mins.toFixed(1)} min`);
  }

  out.push('', 'Top artists:');
  const byArtist = groupBy(plays, (p) => p.artist);
  const ranked = [...byArtist.entries()]
    .map(([artist, list]) => ({ artist, count: list.length, coins: sum(list.map((p) => p.coins)) }))
    .sort((a, b) => b.coins - a.coins || a.artist.localeCompare(b.artist));
  ranked.forEach(({ artist, count, coins }, i) => {
    out.push(`  ${i + 1}. ${artist} - ${coins} coins over ${count} plays`);
  });

  const total = sum(plays.map((p) => p.revenue));
  const summary = {
    plays: plays.length,
    skipped: skipped.length,
    takings: Number(total.toFixed(2)),
    topArtist: ranked[0]?.artist ?? null,
    bars: bars.length,
  };
  out.push('', JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { buildReport, loadPlays, Play };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'jukebox.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
