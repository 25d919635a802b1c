// Dental clinic appointment report — cordis plugin v1 (body still JavaScript)
const STATUS_ORDER = ['done', 'no-show', 'cancelled'];

class Appointment {
  constructor({ date, time, patient, dentist, procedure, minutes, status, fee }) {
    Object.assign(this, { date, time, patient, dentist, procedure, status });
    this.minutes = Number(minutes);
    this.fee = Number(fee);
  }

  get billable() {
    return this.status === 'done' ? this.fee : 0;
  }

  get endTime() {
    const [h, m] = this.time.split(':').map(Number);
    const total = h * 60 + m + this.minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  }
}

const parseLine = (line) => {
  const [date, time, patient, dentist, procedure, minutes, status, fee] =
    line.split(',').map((s) => s.trim());
  return new Appointment({ date, time, patient, dentist, procedure, minutes, status, fee });
};

const loadAppointments = (text) =>
  text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map(parseLine);

const groupBy = (items, keyFn) => {
  const map = new Map();
  for (const item of items) {
    const key = keyFn(item);
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(item);
  }
  return map;
};

const money = (n) => `$${n.toFixed(2)}`;

const dentistStats = (appts) => {
  const counts = Object.fromEntries(STATUS_ORDER.map((s) => [s, 0]));
  appts.forEach(({ status }) => { counts[status] = (counts[status] || 0) + 1; });
  const revenue = appts.reduce((sum, a) => sum + a.billable, 0);
  const chairMinutes = appts.filter((a) => a.status === 'done').reduce((s, a) => s + a.minutes, 0);
  const missed = counts['no-show'] / appts.length;
  return { count: appts.length, counts, revenue, chairMinutes, missed };
};

const busiestDay = (appts) => {
  const byDay = groupBy(appts.filter((a) => a.status === 'done'), (a) => a.date);
  const [day, list] = [...byDay.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  return { day, count: list.length };
};

const topProcedures = (appts, n = 3) => {
  const totals = new Map();
  appts.filter((a) => a.billable > 0).forEach(({ procedure, fee }) => {
    totals.set(procedure, (totals.get(procedure) ?? 0) + fee);
  });
  return [...totals].sort(([, a], [, b]) => b - a).slice(0, n);
};

const buildReport = (appts) => {
  const lines = [];
  lines.push('DENTAL CLINIC WEEKLY REPORT');
  lines.push('='.repeat(40));
  const byDentist = groupBy(appts, (a) => a.dentist);
  const names = [...byDentist.keys()].sort();
  const summary = { dentists: {}, totalRevenue: 0 };
  for (const name of names) {
    const stats = dentistStats(byDentist.get(name));
    summary.dentists[name] = { revenue: stats.revenue, noShowRate: Number(stats.missed.toFixed(3)) };
    summary.totalRevenue += stats.revenue;
    lines.push(`${name.padEnd(12)} ${String(stats.count).padStart(3)} appts  ${money(stats.revenue).padStart(10)}  ` +
      `${stats.chairMinutes} min  no-show ${(stats.missed * 100).toFixed(1)}%`);
    const breakdown = STATUS_ORDER.map((s) => `${s}=${stats.counts[s]}`).join(', ');
    lines.push(`  ${breakdown}`);
  }
  lines.push('-'.repeat(40));
  const { day, count } = busiestDay(appts);
  lines.push(`Busiest day: ${day} (${count} completed)`);
  lines.push('Top procedures by revenue:');
  topProcedures(appts).forEach(([proc, total], i) => lines.push(`  ${i + 1}. ${proc.padEnd(12)} ${money(total)}`));
  const late = appts.filter((a) => a.status === 'done' && a.endTime > '15:00');
  lines.push(`Finished after 15:00: ${late.map((a) => `${a.patient} (${a.endTime})`).join('; ') || 'none'}`);
  const repeat = [...groupBy(appts, (a) => a.patient)].filter(([, l]) => l.length > 1).map(([p]) => p);
  lines.push(`Repeat patients: ${repeat.sort().join(', ')}`);
  lines.push(`TOTAL ${money(summary.totalRevenue)}`);
  return { text: lines.join('\n'), summary };
};

#{
    name: "dental-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "dental_report",
            description: "Weekly dental clinic appointment report",
            parameters: #{ path: #{ type: "string", description: "appointments CSV file" } },
            execute: |args| {
                const { text, summary } = buildReport(loadAppointments(ctx.fs.read(args.path)));
                `${text}\n${JSON.stringify(summary)}`
            }
        });
    }
}
