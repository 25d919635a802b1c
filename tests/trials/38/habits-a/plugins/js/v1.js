'use strict';

const FREE_MINUTES = 30;
const HOURLY_RATE = 2.5;
const DAILY_CAP = 18;

class Session {
  constructor({ plate, level, entry, exit, permit }) {
    this.plate = plate.trim().toUpperCase();
    this.level = level;
    this.entry = toMinutes(entry);
    this.exit = exit ? toMinutes(exit) : null;
    this.permit = permit === 'yes';
  }

  get minutes() {
    return this.exit === null ? null : this.exit - this.entry;
  }

  fee({ rate = HOURLY_RATE, cap = DAILY_CAP } = {}) {
    const mins = this.minutes;
    if (mins === null || this.permit || mins <= FREE_MINUTES) return 0;
    const hours = Math.ceil((mins - FREE_MINUTES) / 60);
    return Math.min(hours * rate, cap);
  }
}

const toMinutes = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

const fmtDuration = (mins) => `${Math.floor(mins / 60)}h${String(mins % 60).padStart(2, '0')}`;

const money = (n) => `€${n.toFixed(2)}`;

function parseCsv(text) {
  const [header, ...rows] = text.trim().split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  const keys = header.split(',').map((k) => k.trim());
  return rows.map((row) => {
    const cells = row.split(',').map((c) => c.trim());
    return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']));
  });
}

function summarize(sessions, opts = {}) {
  const byLevel = new Map();
  for (const s of sessions) {
    const entry = byLevel.get(s.level) ?? { count: 0, minutes: 0, revenue: 0 };
    if (s.minutes !== null) {
      entry.count += 1;
      entry.minutes += s.minutes;
      entry.revenue += s.fee(opts);
    }
    byLevel.set(s.level, entry);
  }
  const levels = [...byLevel.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([level, { count, minutes, revenue }]) => ({
      level, count, revenue, avg: count ? Math.round(minutes / count) : 0,
    }));
  const longest = sessions
    .filter((s) => s.minutes !== null)
    .sort((a, b) => b.minutes - a.minutes || a.plate.localeCompare(b.plate))
    .slice(0, 3)
    .map(({ plate, minutes }) => ({ plate, minutes }));
  const parked = [...new Set(sessions.filter((s) => s.exit === null).map((s) => s.plate))];
  const total = levels.reduce((sum, l) => sum + l.revenue, 0);
  return { levels, longest, parked, total };
}

function render({ levels, longest, parked, total }) {
  const lines = levels.map(({ level, count, revenue, avg }) =>
    `${level.padEnd(4)} ${String(count).padStart(3)} stays  avg ${fmtDuration(avg)}  ${money(revenue)}`);
  lines.push(`Longest: ${longest.map((l) => `${l.plate} (${fmtDuration(l.minutes)})`).join(', ')}`);
  lines.push(`Still parked: ${parked.length ? parked.join(', ') : 'none'}`);
  lines.push(`Total revenue: ${money(total)}`);
  return lines.join('\n');
}

function garageReport(text, opts) {
  const sessions = parseCsv(text).map((row) => new Session(row));
  const summary = summarize(sessions, opts);
  return { text: render(summary), summary };
}

module.exports = { garageReport, Session, parseCsv };

#{
    name: "garage-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "garage_report",
            description: "Summarise a parking garage session log (CSV): stays, fees and revenue per level",
            parameters: #{
                path: #{ type: "string", description: "CSV file to read", required: false, "default": "garage.csv" },
                rate: #{ type: "number", description: "hourly rate after the free 30 minutes", required: false }
            },
            execute: |args| {
                try {
                    const { text, summary } = garageReport(ctx.fs.read(args.path ?? 'garage.csv'), { rate: args.rate ?? HOURLY_RATE });
                    return { content: [{ type: 'text', text }], structuredContent: summary };
                } catch (err) {
                    return { content: [{ type: 'text', text: `failed: ${err.message}` }], isError: true };
                }
            }
        });
    }
}
