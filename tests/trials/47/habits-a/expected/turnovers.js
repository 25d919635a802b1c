'use strict';
const fs = require('fs');
const path = require('path');

const DEFAULT_TARGET = 45;

const loadPlan = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${err.message}`);
  }
};

const pct = (part, whole) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : 'n/a');

const pad = (text, width) => String(text).padEnd(width);

class Attendant {
  constructor(name) {
    this.name = name;
    this.rooms = [];
  }

  add(room, target) {
    this.rooms.push({ ...room, target, late: room.minutes > target });
  }

  get totalMinutes() {
    return this.rooms.reduce((sum, { minutes }) => sum + minutes, 0);
  }

  get lateCount() {
    return this.rooms.filter(({ late }) => late).length;
  }

  get average() {
    return this.rooms.length ? this.totalMinutes / this.rooms.length : 0;
  }
}

const buildAttendants = ({ shifts = [], targets = {} }) =>
  shifts.map(({ attendant, rooms = [] }) => {
    const a = new Attendant(attendant);
    rooms.forEach((room) => a.add(room, targets[room.type] ?? DEFAULT_TARGET));
    return a;
  });

const countIssues = (attendants) => {
  const counts = new Map();
  for (const a of attendants) {
    for (const room of a.rooms) {
      for (const issue of room.issues ?? []) {
        counts.set(issue, (counts.get(issue) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()].sort(([ia, ca], [ib, cb]) => cb - ca || ia.localeCompare(ib));
};

const typeSummary = (attendants) => {
  const byType = {};
  attendants.flatMap((a) => a.rooms).forEach(({ type, minutes, checkout }) => {
    const entry = (byType[type] ??= { count: 0, minutes: 0, checkouts: 0 });
    entry.count += 1;
    entry.minutes += minutes;
    if (checkout) entry.checkouts += 1;
  });
  return Object.entries(byType).sort(([a], [b]) => a.localeCompare(b));
};

const buildReport = (plan) => {
  const attendants = buildAttendants(plan);
  const allRooms = attendants.flatMap((a) => a.rooms);
  const lines = [`Turnover report - ${plan.hotel} (${plan.date})`, '='.repeat(40)];
  const ranked = [...attendants].sort((x, y) => y.rooms.length - x.rooms.length || x.name.localeCompare(y.name));
  ranked.forEach((a, i) => {
    const flag = a.rooms.length === 0 ? ' (no rooms)' : '';
    lines.push(`${i + 1}. ${pad(a.name, 7)} rooms=${a.rooms.length} avg=${a.average.toFixed(1)}min late=${a.lateCount}${flag}`);
  });
  lines.push('', 'By room type:');
  for (const [type, { count, minutes, checkouts }] of typeSummary(attendants)) {
    const known = plan.targets?.[type] !== undefined ? '' : ' *default target*';
    lines.push(`  ${pad(type, 10)} ${count} rooms, ${minutes} min, checkouts ${pct(checkouts, count)}${known}`);
  }
  const issues = countIssues(attendants);
  lines.push('', `Issues (${issues.length} kinds): ${issues.map(([k, n]) => `${k}x${n}`).join(', ') || 'none'}`);
  const slowest = allRooms.reduce((best, r) => (!best || r.minutes - r.target > best.minutes - best.target ? r : best), null);
  const onTime = allRooms.filter((r) => !r.late).length;
  lines.push(`On time: ${onTime}/${allRooms.length} (${pct(onTime, allRooms.length)})`);
  if (slowest) lines.push(`Most over target: room ${slowest.room} (+${slowest.minutes - slowest.target} min)`);
  const uniqueFloors = new Set(allRooms.map(({ room }) => room[0]));
  lines.push(`Floors touched: ${[...uniqueFloors].sort().join(', ')}`);
  const summary = { rooms: allRooms.length, onTime, issues: Object.fromEntries(issues) };
  return { text: lines.join('\n'), summary };
};

const main = (file = path.join(__dirname, '..', 'root', 'turnovers.json')) => {
  const { text, summary } = buildReport(loadPlan(file));
  console.log(text);
  console.log(JSON.stringify(summary));
};

module.exports = { buildReport, loadPlan };
if (require.main === module) main(process.argv[2]);
