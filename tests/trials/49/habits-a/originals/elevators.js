// Elevator maintenance report: reads root/elevators.csv and prints a report
const fs = require('fs');
const path = require('path');

const SEVERITY = { inspection: 0, fault: 2, repair: 1, modernization: 1 };
const SLA_MINUTES = 120;

class Elevator {
  constructor(building, id) {
    this.building = building;
    this.id = id;
    this.events = [];
  }
  get downtime() {
    return this.events.reduce((sum, e) => sum + e.minutes, 0);
  }
  get faults() {
    return this.events.filter(e => e.kind === 'fault').length;
  }
  get worst() {
    return this.events.reduce((a, b) => (b.minutes > (a?.minutes ?? -1) ? b : a), null);
  }
}

const parseLine = (line) => {
  const fields = [];
  let cur = '', quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) { fields.push(cur); cur = ''; }
    else cur += ch;
  }
  fields.push(cur);
  return fields.map(f => f.trim());
};

const loadEvents = (file) =>
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .filter(l => l.trim() && !l.startsWith('#'))
    .map(parseLine)
    .map(([building, elevator, date, kind, minutes, tech, note = '']) => ({
      building, elevator, date, kind, minutes: Number(minutes), tech, note,
    }));

const groupElevators = (events) => {
  const byId = new Map();
  for (const ev of events) {
    if (!byId.has(ev.elevator)) byId.set(ev.elevator, new Elevator(ev.building, ev.elevator));
    byId.get(ev.elevator).events.push(ev);
  }
  return byId;
};

const fmtHours = (min) => `${(min / 60).toFixed(1)}h`;

const riskScore = (elev) =>
  elev.events.reduce((s, { kind, minutes }) => s + (SEVERITY[kind] ?? 0) * (minutes > SLA_MINUTES ? 2 : 1), 0);

const techStats = (events) => {
  const stats = new Map();
  events.forEach(({ tech, minutes }) => {
    const s = stats.get(tech) || { jobs: 0, minutes: 0 };
    s.jobs += 1;
    s.minutes += minutes;
    stats.set(tech, s);
  });
  return [...stats.entries()].sort(([, a], [, b]) => b.jobs - a.jobs || b.minutes - a.minutes);
};

function buildReport(file) {
  const events = loadEvents(file);
  const elevators = groupElevators(events);
  const lines = [`ELEVATOR MAINTENANCE — ${events.length} events, ${elevators.size} elevators`, ''];
  const buildings = [...new Set(events.map(e => e.building))].sort();
  for (const b of buildings) {
    const list = [...elevators.values()].filter(e => e.building === b);
    const total = list.reduce((s, e) => s + e.downtime, 0);
    lines.push(`${b} (${fmtHours(total)} down)`);
    for (const e of list.sort((x, y) => y.downtime - x.downtime)) {
      const w = e.worst;
      const flag = riskScore(e) >= 4 ? ' !' : '';
      lines.push(`  ${e.id.padEnd(6)}${String(e.events.length).padStart(3)} ev ${String(e.downtime).padStart(5)} min  faults=${e.faults}  worst=${w.kind}@${w.date}${flag}`);
    }
  }
  lines.push('', 'Technicians:');
  techStats(events).forEach(([name, { jobs, minutes }], i) =>
    lines.push(`  ${i + 1}. ${name.padEnd(10)} ${jobs} jobs, avg ${(minutes / jobs).toFixed(1)} min`));
  const notes = events.filter(e => e.note).map(e => `${e.elevator}: ${e.note}`);
  lines.push('', `Notes (${notes.length}): ${notes.join('; ')}`);
  const overSla = events.filter(e => e.kind === 'fault' && e.minutes > SLA_MINUTES).map(e => e.elevator);
  const summary = {
    events: events.length,
    totalDowntime: events.reduce((s, e) => s + e.minutes, 0),
    overSla,
    byKind: Object.fromEntries(Object.keys(SEVERITY).map(k => [k, events.filter(e => e.kind === k).length])),
  };
  lines.push('', JSON.stringify(summary, null, 2));
  return lines.join('\n');
}

console.log(buildReport(path.join(__dirname, '..', 'root', 'elevators.csv')));
