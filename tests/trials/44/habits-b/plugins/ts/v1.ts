// Board game cafe: table-session report

enum Table { Small = "small", Large = "large", Booth = "booth" }
type Status = "finished" | "abandoned" | "ongoing";

interface Snack { item: string; price: number; }
interface Session {
  id: string;
  table: Table;
  game: string;
  players: number;
  minutes: number;
  status: Status;
  snacks?: Snack[];
  host?: { name: string; rating?: number };
}
interface GameStats { plays: number; minutes: number; players: number; }
interface Bill { id: string; fee: number; snacks: number; }

const HOURLY_RATE: Record<Table, number> = { [Table.Small]: 4, [Table.Large]: 6, [Table.Booth]: 8 };

const round2 = (x: number): number => Math.round(x * 100) / 100;
const money = (x: number): string => `$${x.toFixed(2)}`;
const pad = (s: string, n: number): string => s.padEnd(n, " ");

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const snackTotal = (s: Session): number =>
  round2((s.snacks ?? []).reduce((sum, { price }) => sum + price, 0));
const tableFee = ({ table, minutes, players }: Session): number =>
  round2(((HOURLY_RATE[table] * minutes) / 60) * players);
const hostLabel = (s: Session): string =>
  `${s.host?.name ?? "self"}(${s.host?.rating?.toFixed(1) ?? "n/a"})`;

class Ledger {
  private bills: Bill[] = [];
  add(session: Session): void {
    this.bills.push({ id: session.id, fee: tableFee(session), snacks: snackTotal(session) });
  }
  get total(): number {
    return round2(this.bills.reduce((sum, b) => sum + b.fee + b.snacks, 0));
  }
  top(n = 3): Bill[] {
    const value = (b: Bill) => b.fee + b.snacks;
    return [...this.bills].sort((a, b) => value(b) - value(a) || a.id.localeCompare(b.id)).slice(0, n);
  }
}

function gameStats(sessions: Session[]): Record<string, GameStats> {
  const out: Record<string, GameStats> = {};
  for (const { game, minutes, players } of sessions) {
    const prev = out[game] ?? { plays: 0, minutes: 0, players: 0 };
    out[game] = { ...prev, plays: prev.plays + 1, minutes: prev.minutes + minutes, players: prev.players + players };
  }
  return out;
}

function tableLine(table: Table, list: Session[]): string {
  const mins = list.reduce((m, s) => m + s.minutes, 0);
  const avg = list.length ? (mins / list.length).toFixed(1) : "0.0";
  return `${pad(table, 6)} ${String(list.length).padStart(2)} sessions ${String(mins).padStart(4)} min  avg ${avg}`;
}

function report(raw: string): { text: string; summary: Record<string, unknown> } {
  const sessions: Session[] = JSON.parse(raw);
  const done = sessions.filter((s) => s.status !== "ongoing");
  const ledger = new Ledger();
  done.forEach((s) => ledger.add(s));
  const byTable = groupBy(done, (s) => s.table);
  const stats = gameStats(done);
  const lines: string[] = [`Board game cafe report - ${sessions.length} sessions (${done.length} closed)`, ""];
  lines.push(...Object.values(Table).map((t) => tableLine(t, byTable.get(t) ?? [])));
  lines.push("", "Games:");
  Object.entries(stats)
    .sort(([a, x], [b, y]) => y.plays - x.plays || a.localeCompare(b))
    .forEach(([game, { plays, minutes, players }]) =>
      lines.push(`  ${pad(game, 12)} x${plays}  ${(players / plays).toFixed(1)} players/play  ${minutes} min`));
  const allSnacks = done.flatMap((s) => s.snacks ?? []);
  const counts = allSnacks.reduce<Record<string, number>>((acc, { item }) => ({ ...acc, [item]: (acc[item] ?? 0) + 1 }), {});
  const favourite = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "none";
  lines.push("", `Snacks sold: ${allSnacks.length}, favourite: ${favourite}`, "", "Top bills:");
  ledger.top().forEach(({ id, fee, snacks }, i) =>
    lines.push(`  ${i + 1}. ${id} ${money(fee + snacks)} (table ${money(fee)}, snacks ${money(snacks)})`));
  const abandoned = sessions.filter((s) => s.status === "abandoned").map((s) => `${s.id}/${s.game}`);
  lines.push("", `Abandoned: ${abandoned.join(", ") || "none"}`);
  lines.push(`Hosts: ${done.map(hostLabel).join(" ")}`);
  lines.push(`Revenue: ${money(ledger.total)}`);
  const summary = { sessions: sessions.length, closed: done.length, revenue: ledger.total, favourite, games: Object.keys(stats).length };
  return { text: lines.join("\n"), summary };
}

#{
    name: "boardgame-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "boardgame_report",
            description: "Report on board game cafe table sessions from a JSON file",
            parameters: #{ path: #{ type: "string", description: "JSON file of sessions" } },
            execute: |args| {
                const { text, summary } = report(ctx.fs.read(args.path));
                return `${text}\n\n${JSON.stringify(summary)}`;
            }
        });
    }
}
