// v1: the Node program as written, wrapped in the cordis plugin shape
const pad = (s, n) => String(s).padEnd(n);
const fmtPace = (secPer100) => {
  if (!Number.isFinite(secPer100)) return '  --  ';
  const m = Math.floor(secPer100 / 60);
  const s = Math.round(secPer100 % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
};

class Swimmer {
  constructor(name) {
    this.name = name;
    this.sessions = [];
    this.lanes = new Set();
    this.strokes = new Map();
  }
  add({ lane, laps, minutes, stroke, ...rest }, poolLength) {
    const meters = laps * poolLength;
    this.sessions.push({ lane, meters, minutes, stroke, ...rest });
    this.lanes.add(lane);
    this.strokes.set(stroke, (this.strokes.get(stroke) ?? 0) + meters);
  }
  get meters() { return this.sessions.reduce((sum, s) => sum + s.meters, 0); }
  get minutes() { return this.sessions.reduce((sum, s) => sum + s.minutes, 0); }
  get pace() { return this.meters > 0 ? (this.minutes * 60) / (this.meters / 100) : Infinity; }
  get favorite() {
    const [best] = [...this.strokes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return best?.[0] ?? 'none';
  }
}

function loadLog(ctx, file) {
  try {
    return JSON.parse(ctx.fs.read(file));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${err.message}`);
  }
}

function groupBySwimmer(sessions, poolLength) {
  const swimmers = new Map();
  for (const s of sessions) {
    if (!swimmers.has(s.swimmer)) swimmers.set(s.swimmer, new Swimmer(s.swimmer));
    swimmers.get(s.swimmer).add(s, poolLength);
  }
  return swimmers;
}

function laneUsage(sessions) {
  const counts = {};
  sessions.forEach(({ lane }) => { counts[lane] = (counts[lane] || 0) + 1; });
  return Object.entries(counts)
    .map(([lane, n]) => ({ lane: Number(lane), n }))
    .sort((a, b) => b.n - a.n || a.lane - b.lane);
}

function coachLoad(sessions) {
  const load = new Map();
  for (const { coach, minutes } of sessions) {
    const key = coach ?? 'unsupervised';
    load.set(key, (load.get(key) ?? 0) + minutes);
  }
  return [...load].sort(([a], [b]) => a.localeCompare(b));
}

function buildReport(ctx, file) {
  const { pool, poolLength = 25, sessions = [] } = loadLog(ctx, file);
  const swimmers = [...groupBySwimmer(sessions, poolLength).values()]
    .sort((a, b) => b.meters - a.meters || a.name.localeCompare(b.name));
  const lines = [`Swim log: ${pool} (${poolLength} m pool), ${sessions.length} sessions`, ''];
  lines.push(`${pad('Swimmer', 12)}${pad('Sess', 6)}${'Meters'.padStart(7)}  ${pad('Pace/100', 9)}${pad('Favorite', 13)}Lanes`);
  swimmers.forEach((sw, i) => {
    const lanes = [...sw.lanes].sort((a, b) => a - b).join(',');
    lines.push(`${pad(`${i + 1}. ${sw.name.split(' ')[0]}`, 12)}${pad(sw.sessions.length, 6)}${String(sw.meters).padStart(7)}  ${pad(fmtPace(sw.pace), 9)}${pad(sw.favorite, 13)}${lanes}`);
  });
  const total = swimmers.reduce((t, sw) => t + sw.meters, 0);
  lines.push('', `Total distance: ${(total / 1000).toFixed(2)} km`);
  const [busiest, ...others] = laneUsage(sessions);
  lines.push(`Busiest lane: ${busiest?.lane ?? '-'} (${busiest?.n ?? 0} sessions); others: ${others.map(({ lane, n }) => `${lane}x${n}`).join(' ')}`);
  lines.push('Coach minutes: ' + coachLoad(sessions).map(([c, m]) => `${c}=${m}`).join(', '));
  const notes = sessions.filter((s) => s.note).map((s) => `  - ${s.date} ${s.swimmer}: ${s.note}`);
  if (notes.length) lines.push('Notes:', ...notes);
  const dates = sessions.map((s) => s.date).sort();
  const summary = {
    pool, sessions: sessions.length, totalMeters: total,
    range: { from: dates[0], to: dates.at(-1) },
    leader: swimmers[0]?.name ?? null,
    swimmers: Object.fromEntries(swimmers.map((sw) => [sw.name, { meters: sw.meters, pace: Math.round(sw.pace) || null }])),
  };
  lines.push('', JSON.stringify(summary));
  return lines.join('\n');
}

#{
    name: "swim-log",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "swim_report",
            description: "Report on a swim session log (JSON)",
            parameters: #{ path: #{ type: "string", description: "JSON log to read" } },
            execute: |args| {
                buildReport(ctx, args.path)
            }
        });
    }
}
