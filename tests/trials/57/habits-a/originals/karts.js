'use strict';
// Go-kart track day: lap times per driver, ranked by best valid lap.
const fs = require('fs');

const pad = (v, n) => String(v).padEnd(n);
const lpad = (v, n) => String(v).padStart(n);
const fmtTime = (s) => `${Math.floor(s / 60)}:${(s % 60).toFixed(3).padStart(6, '0')}`;
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const mean = (xs) => (xs.length ? sum(xs) / xs.length : 0);
const stdev = (xs) => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};

class Driver {
  constructor(name, team, limit) {
    Object.assign(this, { name, team, limit });
    this.laps = [];
    this.penalty = 0;
    this.karts = new Set();
  }
  addSession({ kart, laps = [], penalty = 0 }) {
    this.karts.add(kart);
    this.laps.push(...laps.map((t, i) => ({ t, kart, lap: i + 1 })));
    this.penalty += penalty;
  }
  get valid() { return this.laps.filter(({ t }) => t <= this.limit); }
  get discarded() { return this.laps.length - this.valid.length; }
  get times() { return this.valid.map(({ t }) => t); }
  get bestLap() { return this.valid.reduce((b, l) => (!b || l.t < b.t ? l : b), null); }
  get best() { return this.bestLap?.t ?? Infinity; }
  get average() { return mean(this.times); }
  get sigma() { return stdev(this.times); }
  get classified() { return this.valid.length >= 3; }
}

function buildDrivers({ sessions, lapLimit = 90 }) {
  const drivers = new Map();
  for (const s of sessions) {
    if (!drivers.has(s.driver)) drivers.set(s.driver, new Driver(s.driver, s.team, lapLimit));
    drivers.get(s.driver).addSession(s);
  }
  return drivers;
}

function teamTable(ranked) {
  const teams = new Map();
  ranked.forEach((d) => {
    const t = teams.get(d.team) ?? { drivers: 0, bests: [], penalty: 0 };
    t.drivers += 1;
    t.bests.push(d.best);
    t.penalty += d.penalty;
    teams.set(d.team, t);
  });
  return [...teams.entries()]
    .map(([team, { drivers, bests, penalty }]) => ({ team, drivers, avgBest: mean(bests), penalty }))
    .sort((a, b) => a.avgBest - b.avgBest);
}

function report(data) {
  const drivers = buildDrivers(data);
  const all = [...drivers.values()];
  const ranked = all
    .filter((d) => d.classified)
    .sort((a, b) => a.best - b.best || a.name.localeCompare(b.name));
  const unclassified = all.filter((d) => !d.classified).map(({ name }) => name);
  const title = `${data.track} — ${data.date}`;
  const lines = [title, '='.repeat(title.length), ''];
  lines.push(`${pad('#', 4)}${pad('Driver', 13)}${pad('Team', 14)}${pad('Best', 10)}${pad('Average', 10)}${lpad('Sigma', 6)}  Laps  Karts`);
  ranked.forEach((d, i) => {
    const karts = [...d.karts].sort((a, b) => a - b).join(',');
    lines.push(`${pad(`${i + 1}.`, 4)}${pad(d.name, 13)}${pad(d.team, 14)}${pad(fmtTime(d.best), 10)}` +
      `${pad(fmtTime(d.average), 10)}${lpad(d.sigma.toFixed(3), 6)}  ${lpad(d.valid.length, 4)}  ${karts}`);
  });
  if (unclassified.length) lines.push(`Not classified: ${unclassified.join(', ')}`);
  const teams = teamTable(ranked);
  lines.push('', 'Teams');
  for (const { team, drivers: n, avgBest, penalty } of teams) {
    const pen = penalty > 0 ? ` (+${penalty}s penalties)` : '';
    lines.push(`  ${pad(team, 14)}${n} driver${n === 1 ? '' : 's'}  avg best ${avgBest.toFixed(3)}${pen}`);
  }
  const fastest = ranked[0];
  const { t, kart, lap } = fastest.bestLap;
  const discarded = sum(all.map((d) => d.discarded));
  const totalLaps = sum(all.map((d) => d.laps.length));
  lines.push('', `Fastest lap: ${fastest.name}, ${fmtTime(t)} on lap ${lap} in kart ${kart}`);
  lines.push(`Laps: ${totalLaps} driven, ${discarded} over ${data.lapLimit}s discarded (${((discarded / totalLaps) * 100).toFixed(1)}%)`);
  const summary = {
    track: data.track,
    winner: fastest.name,
    podium: ranked.slice(0, 3).map(({ name, best }) => ({ name, best: +best.toFixed(3) })),
    teams: Object.fromEntries(teams.map(({ team, avgBest }) => [team, Math.round(avgBest * 1000) / 1000])),
    discarded,
    unclassified,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

const file = process.argv[2] || 'root/karts.json';
console.log(report(JSON.parse(fs.readFileSync(file, 'utf8'))));
