// Support-desk SLA report: reads a JSON list of tickets and reports breaches per team.
type Priority = "urgent" | "high" | "normal" | "low";

interface Ticket {
  id: string;
  team: string;
  priority: Priority;
  opened: string;
  firstReply?: string | null;
  resolved?: string | null;
  tags?: string[];
}

interface TeamStats {
  team: string;
  total: number;
  breaches: number;
  open: number;
  replyMinutes: number[];
}

const SLA_MINUTES = { urgent: 30, high: 120, normal: 480, low: 1440 } as const;

enum Health { Good = "OK", Warn = "WARN", Bad = "BAD" }

const minutesBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

const median = (xs: number[]): number => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const isBreach = ({ priority, opened, firstReply }: Ticket, now: string): boolean =>
  minutesBetween(opened, firstReply ?? now) > (SLA_MINUTES[priority] ?? SLA_MINUTES.normal);

const health = (rate: number): Health =>
  rate === 0 ? Health.Good : rate < 0.4 ? Health.Warn : Health.Bad;

const badge = (p: Priority): string => {
  switch (p) {
    case "urgent": return "!!";
    case "high": return "!";
    default: return "";
  }
};

class SlaReport {
  private stats = new Map<string, TeamStats>();
  constructor(private readonly now: string) {}

  add(t: Ticket): void {
    const s = this.stats.get(t.team) ?? { team: t.team, total: 0, breaches: 0, open: 0, replyMinutes: [] };
    s.total++;
    if (isBreach(t, this.now)) s.breaches++;
    if (!t.resolved) s.open++;
    if (t.firstReply) s.replyMinutes.push(minutesBetween(t.opened, t.firstReply));
    this.stats.set(t.team, s);
  }

  rows(): TeamStats[] {
    return [...this.stats.values()].sort((a, b) => b.breaches - a.breaches || a.team.localeCompare(b.team));
  }
}

export default {
  name: "sla-report",
  inject: ["fs"],
  apply: (ctx: any) => {
    ctx.tools.register({
      name: "sla_report",
      description: "SLA breaches per support team from a JSON ticket list",
      parameters: {
        path: { type: "string", description: "tickets JSON file", default: "tickets.json" },
        now: { type: "string", description: "ISO time treated as now", required: false },
      },
      execute: ({ path = "tickets.json", now = "2024-03-11T18:00:00Z" }: { path?: string; now?: string }) => {
        let tickets: Ticket[];
        try {
          tickets = JSON.parse(ctx.fs.read(path));
        } catch (err) {
          return { content: [{ type: "text", text: `cannot read ${path}: ${err}` }], isError: true };
        }
        const report = new SlaReport(now);
        tickets.forEach((t) => report.add(t));
        const breached = tickets.filter((t) => isBreach(t, now));
        const rate = tickets.length ? breached.length / tickets.length : 0;
        const lines = report.rows().map(({ team, total, breaches, open, replyMinutes }) =>
          `${team.padEnd(9)}${String(total).padStart(5)}${String(breaches).padStart(8)}${String(open).padStart(6)}` +
          `${median(replyMinutes).toFixed(1).padStart(10)} min  ${health(breaches / total)}`);
        const byPriority = groupBy(tickets, (t) => t.priority);
        const prio = (Object.keys(SLA_MINUTES) as Priority[])
          .map((p) => `${p}${badge(p)} ${byPriority.get(p)?.length ?? 0}`).join(", ");
        const tags = [...new Set(breached.flatMap((t) => t.tags ?? []))].sort();
        const text = [
          `SLA report as of ${now}: ${tickets.length} tickets, ${breached.length} breaches (${(rate * 100).toFixed(1)}%)`,
          `team     total  breach  open  median reply`,
          ...lines,
          `By priority: ${prio}`,
          `Breached tags: ${tags.join(", ") || "none"}`,
          `Breached ids: ${breached.map(({ id }) => id).join(" ")}`,
        ].join("\n");
        const worst = report.rows()[0]?.team ?? null;
        return { content: [{ type: "text", text }], structuredContent: { total: tickets.length, breaches: breached.length, worst } };
      },
    });
  },
};
