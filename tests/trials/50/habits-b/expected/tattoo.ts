import { readFileSync } from "fs";

enum Status {
  Done = "done",
  Deposit = "deposit",
  NoShow = "noshow",
  Cancelled = "cancelled",
}

type Style = "blackwork" | "traditional" | "fineline" | "realism" | "japanese";

interface Booking {
  date: string;
  artist: string;
  client: string;
  style: Style;
  hours: number;
  rate: number;
  status: Status;
}

interface ArtistStats {
  sessions: number;
  hours: number;
  revenue: number;
  lost: number;
}

type Summary = Record<string, ArtistStats>;

const parseLine = (line: string): Booking | null => {
  const [date, artist, client, style, hours, rate, status] = line.split(",").map((s) => s.trim());
  if (!date || date.startsWith("#")) return null;
  return { date, artist, client, style: style as Style, hours: Number(hours), rate: Number(rate), status: status as Status };
};

const earned = ({ hours, rate, status }: Booking): number =>
  status === Status.Done ? hours * rate : status === Status.Deposit ? rate : 0;

const lostValue = (b: Booking): number =>
  b.status === Status.NoShow || b.status === Status.Cancelled ? b.hours * b.rate : 0;

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const money = (n: number): string => `$${n.toFixed(2).padStart(9)}`;

class StudioReport {
  private readonly byArtist: Map<string, Booking[]>;

  constructor(private readonly bookings: Booking[]) {
    this.byArtist = groupBy(bookings, (b) => b.artist);
  }

  artistStats(): Summary {
    const result: Summary = {};
    for (const [artist, list] of this.byArtist) {
      result[artist] = list.reduce<ArtistStats>(
        (acc, b) => ({
          sessions: acc.sessions + (b.status === Status.Done ? 1 : 0),
          hours: acc.hours + (b.status === Status.Done ? b.hours : 0),
          revenue: acc.revenue + earned(b),
          lost: acc.lost + lostValue(b),
        }),
        { sessions: 0, hours: 0, revenue: 0, lost: 0 }
      );
    }
    return result;
  }

  styleCounts(): Record<string, number> {
    return this.bookings.reduce<Record<string, number>>(
      (acc, { style }) => ({ ...acc, [style]: (acc[style] ?? 0) + 1 }), {});
  }

  repeatClients(): string[] {
    const clients = groupBy(this.bookings, (b) => b.client);
    return [...clients.entries()].filter(([, bs]) => bs.length > 1).map(([c]) => c).sort();
  }

  render(): string {
    const stats = this.artistStats();
    const artists = Object.keys(stats).sort((a, b) => stats[b].revenue - stats[a].revenue);
    const lines = artists.map((a) => {
      const { sessions, hours, revenue, lost } = stats[a];
      return `${a.padEnd(6)} ${String(sessions).padStart(2)} sessions ${hours.toFixed(1).padStart(5)}h ${money(revenue)} (lost ${money(lost).trim()})`;
    });
    const styles = Object.entries(this.styleCounts())
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .flatMap(([s, n]) => [`  ${s}: ${"*".repeat(n)} ${n}`]);
    const total = Object.values(stats).reduce((sum, s) => sum + s.revenue, 0);
    const top = this.bookings.filter((b) => b.status === Status.Done).sort((a, b) => earned(b) - earned(a))[0];
    return [
      `Tattoo studio report (${this.bookings.length} bookings)`,
      ...lines,
      "Styles:",
      ...styles,
      `Repeat clients: ${this.repeatClients().join(", ") || "none"}`,
      `Biggest session: ${top?.client ?? "n/a"} with ${top?.artist ?? "?"} (${money(top ? earned(top) : 0).trim()})`,
      `Total revenue: ${money(total).trim()}`,
      JSON.stringify({ total, artists: artists.length, top: artists[0] }),
    ].join("\n");
  }
}

export default function main(path: string = "root/tattoo_bookings.csv"): string {
  const bookings = readFileSync(path, "utf8").split("\n").map(parseLine).filter((b): b is Booking => b !== null);
  return new StudioReport(bookings).render();
}

console.log(main());
