'use strict';
// Pigeon race result sheet: velocities in metres per minute, loft averages, prize list.
const fs = require('fs');

const PRIZES = 5;
const toSeconds = (hms = '') => {
  const m = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(hms.trim());
  return m ? (+m[1]) * 3600 + (+m[2]) * 60 + (+m[3]) : null;
};
const fmtTime = (secs) => [Math.floor(secs / 3600), Math.floor(secs / 60) % 60, secs % 60]
  .map((n) => String(n).padStart(2, '0')).join(':');

class Bird {
  constructor({ ring, loft, fancier = 'unknown', distance_m: distance = '0', clocked = '', sex = '?' }, release) {
    Object.assign(this, { ring, loft, fancier, sex });
    this.distance = Number(distance);
    this.clockedAt = toSeconds(clocked);
    this.release = release;
    this.raw = clocked;
  }
  get returned() { return this.clockedAt !== null; }
  get flightSecs() { return this.returned ? this.clockedAt - this.release : null; }
  get velocity() { return this.returned ? this.distance / (this.flightSecs / 60) : 0; }
}

const parse = (text) => {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const meta = Object.fromEntries((lines.shift() ?? '').replace(/^#\s*/, '').split(/\s+(?=\w+=)/)
    .map((kv) => kv.split('=')));
  const header = lines.shift().split(',');
  const release = toSeconds(meta.release) ?? 0;
  const warnings = [];
  const birds = lines.map((line, i) => {
    const row = Object.fromEntries(header.map((h, j) => [h, line.split(',')[j]?.trim() ?? '']));
    const bird = new Bird(row, release);
    if (row.clocked && !bird.returned) warnings.push(`line ${i + 3}: bad clock time "${row.clocked}" for ${row.ring}`);
    return bird;
  });
  return { meta, release, birds, warnings };
};

const report = (text) => {
  const { meta: { race = 'Unnamed race' }, release, birds, warnings } = parse(text);
  const returned = birds.filter((b) => b.returned)
    .sort((a, b) => b.velocity - a.velocity || a.ring.localeCompare(b.ring));
  const lofts = new Map();
  for (const b of birds) {
    const entry = lofts.get(b.loft) ?? { loft: b.loft, fancier: b.fancier, sent: 0, home: 0, total: 0 };
    entry.sent += 1;
    if (b.returned) { entry.home += 1; entry.total += b.velocity; }
    lofts.set(b.loft, entry);
  }
  const loftRows = [...lofts.values()]
    .map((l) => ({ ...l, avg: l.home ? l.total / l.home : 0 }))
    .sort((a, b) => b.avg - a.avg || a.loft.localeCompare(b.loft));
  const sexes = new Set(returned.map((b) => b.sex));

  const out = [];
  out.push(`RACE: ${race} (released ${fmtTime(release)})`);
  out.push(`Birds sent: ${birds.length}, returned: ${returned.length}, sexes home: ${[...sexes].sort().join('/')}`);
  out.push('');
  out.push(`${'Pos'.padEnd(4)}${'Ring'.padEnd(12)}${'Loft'.padEnd(13)}${'Flight'.padStart(9)}${'m/min'.padStart(10)}`);
  returned.forEach((b, i) => {
    const prize = i < PRIZES ? '*' : ' ';
    out.push(`${String(i + 1).padEnd(3)}${prize}${b.ring.padEnd(12)}${b.loft.padEnd(13)}`
      + `${fmtTime(b.flightSecs).padStart(9)}${b.velocity.toFixed(3).padStart(10)}`);
  });
  out.push('');
  out.push('Lofts by average velocity:');
  for (const { loft, fancier, sent, home, avg } of loftRows) {
    const pct = ((home / sent) * 100).toFixed(0);
    out.push(`  ${loft.padEnd(12)} ${fancier.padEnd(14)} ${home}/${sent} home (${pct.padStart(3)}%)  avg ${avg.toFixed(2)}`);
  }
  const winner = returned[0];
  const ties = returned.filter((b, i, arr) => i > 0 && b.clockedAt === arr[i - 1].clockedAt && b.loft === arr[i - 1].loft);
  if (ties.length) out.push(`Note: ${ties.length} bird(s) clocked together with a loft-mate`);
  warnings.forEach((w) => out.push(`WARNING ${w}`));
  const totalVelocity = returned.reduce((sum, b) => sum + b.velocity, 0);
  const summary = {
    race,
    sent: birds.length,
    returned: returned.length,
    winner: winner?.ring ?? null,
    winnerVelocity: winner ? Number(winner.velocity.toFixed(3)) : null,
    meanVelocity: returned.length ? Number((totalVelocity / returned.length).toFixed(3)) : 0,
    prizes: returned.slice(0, PRIZES).map(({ ring, loft }) => ({ ring, loft })),
    bestLoft: loftRows[0]?.loft ?? null,
    warnings: warnings.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
};

module.exports = { Bird, parse, report, toSeconds };

if (require.main === module) {
  const file = process.argv[2] ?? `${__dirname}/../root/pigeon_race.csv`;
  console.log(report(fs.readFileSync(file, 'utf8')));
}
