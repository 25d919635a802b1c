// Hand-stripped from tattoo.ts (node 20, no tsc): removed interfaces/types/annotations/generics,
// enum -> frozen object, parameter property -> explicit field, import -> ESM import, export default kept.
import { readFileSync } from "fs";

const Status = Object.freeze({
  Done: "done",
  Deposit: "deposit",
  NoShow: "noshow",
  Cancelled: "cancelled",
});

const parseLine = (line) => {
  const [date, artist, client, style, hours, rate, status] = line.split(",").map((s) => s.trim());
  if (!date || date.startsWith("#")) return null;
  return { date, artist, client, style: style, hours: Number(hours), rate: Number(rate), status: status };
};

const earned = ({ hours, rate, status }) =>
  status === Status.Done ? hours * rate : status === Status.Deposit ? rate : 0;

const lostValue = (b) =>
  b.status === Status.NoShow || b.status === Status.Cancelled ? b.hours * b.rate : 0;

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const money = (n) => `$${n.toFixed(2).padStart(9)}`;

class StudioReport {
  byArtist;

  constructor(bookings) {
    this.bookings = bookings;
    this.byArtist = groupBy(bookings, (b) => b.artist);
  }

  artistStats() {
    const result = {};
    for (const [artist, list] of this.byArtist) {
      result[artist] = list.reduce(
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

  styleCounts() {
    return this.bookings.reduce(
      (acc, { style }) => ({ ...acc, [style]: (acc[style] ?? 0) + 1 }), {});
  }

  repeatClients() {
    const clients = groupBy(this.bookings, (b) => b.client);
    return [...clients.entries()].filter(([, bs]) => bs.length > 1).map(([c]) => c).sort();
  }

  render() {
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

export default function main(path = "root/tattoo_bookings.csv") {
  const bookings = readFileSync(path, "utf8").split("\n").map(parseLine).filter((b) => b !== null);
  return new StudioReport(bookings).render();
}

console.log(main());
