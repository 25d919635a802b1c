// Food-bank volunteer shift report
const fs = require('fs');

const STATUS_DONE = 'done';

const toMinutes = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

const fmtHours = (mins) => `${Math.floor(mins / 60)}h${String(mins % 60).padStart(2, '0')}`;

class Shift {
  constructor({ date, volunteer, role, start, end, status }) {
    Object.assign(this, { date, volunteer, role, start, end, status });
    this.minutes = toMinutes(end) - toMinutes(start);
  }
  get worked() {
    return this.status === STATUS_DONE;
  }
}

const parseLine = (line) => {
  const [date, volunteer, role, start, end, status] = line.split(',').map((s) => s.trim());
  return new Shift({ date, volunteer, role, start, end, status });
};

const loadShifts = (path) =>
  fs.readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map(parseLine);

const groupBy = (items, keyFn) => {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
};

const summarizeVolunteers = (shifts) => {
  const byVol = groupBy(shifts, (s) => s.volunteer);
  return [...byVol.entries()]
    .map(([name, list]) => {
      const worked = list.filter((s) => s.worked);
      return {
        name,
        shifts: worked.length,
        minutes: worked.reduce((sum, s) => sum + s.minutes, 0),
        missed: list.filter((s) => s.status === 'no-show').length,
        roles: [...new Set(worked.map((s) => s.role))].sort(),
      };
    })
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
};

const roleTotals = (shifts) => {
  const totals = {};
  shifts.filter((s) => s.worked).forEach(({ role, minutes }) => {
    totals[role] = (totals[role] || 0) + minutes;
  });
  return totals;
};

const longestShift = (shifts) =>
  shifts.filter((s) => s.worked).reduce((best, s) => (!best || s.minutes > best.minutes ? s : best), null);

const buildReport = (shifts) => {
  const vols = summarizeVolunteers(shifts);
  const roles = roleTotals(shifts);
  const longest = longestShift(shifts);
  const totalMins = vols.reduce((t, v) => t + v.minutes, 0);
  const lines = [];
  lines.push('FOOD BANK VOLUNTEER REPORT');
  lines.push('='.repeat(40));
  lines.push(`Shifts logged: ${shifts.length}, worked: ${shifts.filter((s) => s.worked).length}`);
  lines.push(`Total time: ${fmtHours(totalMins)}`);
  lines.push('');
  lines.push('Volunteers:');
  vols.forEach(({ name, shifts: n, minutes, missed, roles: r }, i) => {
    const flag = missed > 0 ? ` (missed ${missed})` : '';
    lines.push(`${String(i + 1).padStart(2)}. ${name.padEnd(14)} ${fmtHours(minutes).padStart(6)}  ${n} shift${n === 1 ? '' : 's'}  [${r.join(', ')}]${flag}`);
  });
  lines.push('');
  lines.push('By role:');
  Object.entries(roles)
    .sort(([, a], [, b]) => b - a)
    .forEach(([role, mins]) => {
      const pct = ((mins / totalMins) * 100).toFixed(1);
      lines.push(`  ${role.padEnd(12)} ${fmtHours(mins).padStart(6)}  ${pct.padStart(5)}%`);
    });
  lines.push('');
  if (longest) {
    lines.push(`Longest shift: ${longest.volunteer} on ${longest.date} (${longest.role}, ${fmtHours(longest.minutes)})`);
  }
  const summary = {
    volunteers: vols.length,
    totalHours: Number((totalMins / 60).toFixed(2)),
    noShows: shifts.filter((s) => s.status === 'no-show').length,
    topVolunteer: vols[0]?.name ?? null,
  };
  lines.push(`JSON: ${JSON.stringify(summary)}`);
  return lines.join('\n');
};

const main = () => {
  const path = process.argv[2] || 'root/shifts.csv';
  console.log(buildReport(loadShifts(path)));
};

main();
