'use strict';

// SLA report over a helpdesk ticket export (CSV).
const SLA_MINUTES = { urgent: 60, high: 240, normal: 1440, low: 4320 };
const PRIORITIES = ['low', 'normal', 'high', 'urgent'];

class Ticket {
  constructor({ id, priority, opened, closed, agent, tags }) {
    this.id = id;
    this.priority = priority;
    this.agent = agent || 'unassigned';
    this.tags = tags ? tags.split(';').map(t => t.trim()).filter(Boolean) : [];
    this.minutes = closed ? (Date.parse(closed) - Date.parse(opened)) / 60000 : null;
  }

  get breached() {
    const limit = SLA_MINUTES[this.priority] ?? SLA_MINUTES.normal;
    return this.minutes !== null && this.minutes > limit;
  }
}

function parseCsv(text, sep = ',') {
  const [header, ...rows] = text.trim().split('\n').filter(l => l.trim() && !l.startsWith('#'));
  const keys = header.split(sep).map(k => k.trim());
  return rows.map(line => {
    const cells = line.split(sep);
    return Object.fromEntries(keys.map((k, i) => [k, cells[i]?.trim() ?? '']));
  });
}

const median = (xs) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const fmtDuration = (min) => {
  if (min == null) return 'n/a';
  const h = Math.floor(min / 60);
  const m = Math.round(min % 60);
  return h ? `${h}h${String(m).padStart(2, '0')}` : `${m}m`;
};

function summarize(tickets) {
  const byAgent = new Map();
  for (const t of tickets) {
    if (!byAgent.has(t.agent)) byAgent.set(t.agent, []);
    byAgent.get(t.agent).push(t);
  }
  return [...byAgent.entries()]
    .map(([agent, list]) => {
      const closed = list.filter(t => t.minutes !== null);
      const tagCounts = {};
      list.flatMap(t => t.tags).forEach(tag => { tagCounts[tag] = (tagCounts[tag] || 0) + 1; });
      const topTag = Object.entries(tagCounts)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '-';
      return {
        agent,
        total: list.length,
        open: list.length - closed.length,
        breached: list.filter(t => t.breached).length,
        median: median(closed.map(t => t.minutes)),
        topTag,
      };
    })
    .sort((a, b) => b.breached - a.breached || a.agent.localeCompare(b.agent));
}

function render(rows, minPriority) {
  const lines = rows.map(({ agent, total, open, breached, median: med, topTag }) => {
    const rate = total ? ((breached / total) * 100).toFixed(1) : '0.0';
    return `${agent.padEnd(10)} ${String(total).padStart(3)} tickets, ${open} open, ${breached} breached (${rate}%), median ${fmtDuration(med)}, top tag: ${topTag}`;
  });
  const totals = rows.reduce((acc, r) => ({ total: acc.total + r.total, breached: acc.breached + r.breached }), { total: 0, breached: 0 });
  return [`SLA report (${minPriority} and above)`, ...lines, `-- ${totals.breached}/${totals.total} breached`].join('\n');
}

module.exports = {
  name: 'sla-report',
  inject: ['fs'],
  apply: (ctx) => {
    ctx.tools.register({
      name: 'sla_report',
      description: 'Per-agent SLA report from a helpdesk CSV export',
      parameters: {
        path: { type: 'string', description: 'CSV file to read', required: false, default: 'tickets.csv' },
        minPriority: { type: 'string', description: 'lowest priority to include', enum: PRIORITIES, required: false, default: 'low' },
      },
      execute: ({ path = 'tickets.csv', minPriority = 'low' } = {}) => {
        try {
          const floor = PRIORITIES.indexOf(minPriority);
          const tickets = parseCsv(ctx.fs.read(path))
            .map(row => new Ticket(row))
            .filter(t => PRIORITIES.indexOf(t.priority) >= floor);
          const rows = summarize(tickets);
          return { content: [{ type: 'text', text: render(rows, minPriority) }], structuredContent: { rows } };
        } catch (err) {
          return { content: [{ type: 'text', text: `failed: ${err.message}` }], isError: true };
        }
      },
    });
  },
};
