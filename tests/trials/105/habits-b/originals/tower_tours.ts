import { readFileSync } from "node:fs";

enum Ticket {
  Adult = "ADULT",
  Concession = "CONCESSION",
  Family = "FAMILY",
  School = "SCHOOL",
}

interface Booking {
  date: string;
  slot: string;
  guide: string;
  party: number;
  ticket: Ticket;
  paid: number;
}

type ParseResult<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const TICKETS: ReadonlySet<string> = new Set(Object.values(Ticket));

function parseLine(raw: string, lineNo: number): ParseResult<Booking> {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) {
    return { ok: false, line: lineNo, reason: `expected 6 fields, got ${cols.length}` };
  }
  const [date, slot, guide, partyText, ticketText, paidText] = cols;
  const party = Number.parseInt(partyText, 10);
  if (!/^\d+$/.test(partyText) || party <= 0) {
    return { ok: false, line: lineNo, reason: `bad party size "${partyText}"` };
  }
  if (!TICKETS.has(ticketText)) {
    return { ok: false, line: lineNo, reason: `unknown ticket "${ticketText}"` };
  }
  const paid = Number(paidText);
  if (Number.isNaN(paid)) {
    return { ok: false, line: lineNo, reason: `bad amount "${paidText}"` };
  }
  return { ok: true, value: { date, slot, guide, party, ticket: ticketText as Ticket, paid } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = <T>(items: readonly T[], f: (item: T) => number): number =>
  items.reduce((acc, item) => acc + f(item), 0);

const money = (n: number): string => `£${n.toFixed(2)}`;

export default function report(text: string): string {
  const lines = text.split("\n");
  const results: ParseResult<Booking>[] = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const bookings: Booking[] = results.flatMap((r) => (r.ok ? [r.value] : []));
  const rejected = results.filter((r): r is { ok: false; line: number; reason: string } => !r.ok);

  const out: string[] = [];
  out.push("Cathedral tower climbs");
  out.push("======================");
  const byGuide = groupBy(bookings, (b) => b.guide as string);
  const guides = [...byGuide.keys()].sort();
  for (const g of guides) {
    const bs = byGuide.get(g)!;
    const climbers = sum(bs, (b) => b.party);
    out.push(`${g.padEnd(8)} ${String(bs.length).padStart(2)} tours ${String(climbers).padStart(3)} climbers ${money(sum(bs, (b) => b.paid)).padStart(8)}`);
  }
  out.push("");
  out.push("By ticket:");
  const byTicket = groupBy(bookings, (b) => b.ticket);
  for (const t of Object.values(Ticket)) {
    const bs = byTicket.get(t) ?? [];
    if (bs.length === 0) continue;
    const avg = sum(bs, (b) => b.paid) / sum(bs, (b) => b.party);
    out.push(`  ${t.padEnd(10)} ${String(bs.length).padStart(2)} bookings, ${money(avg)} per head`);
  }
  const busiest = [...groupBy(bookings, (b) => b.date).entries()]
    .map(([date, bs]) => ({ date, climbers: sum(bs, (b) => b.party) }))
    .sort((a, b) => b.climbers - a.climbers || a.date.localeCompare(b.date))[0];
  out.push("");
  out.push(`Busiest day: ${busiest.date} (${busiest.climbers} climbers)`);
  for (const r of rejected) {
    out.push(`skipped line ${r.line}: ${r.reason}`);
  }
  const summary = {
    bookings: bookings.length,
    climbers: sum(bookings, (b) => b.party),
    revenue: Math.round(sum(bookings, (b) => b.paid) * 100) / 100,
    skipped: rejected.length,
    busiest: busiest.date,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/tower_tours.csv", "utf8")));
