import { readFileSync } from "node:fs";

const Ticket = {
  Adult: "ADULT",
  Concession: "CONCESSION",
  Family: "FAMILY",
  School: "SCHOOL",
};

const TICKETS = new Set(Object.values(Ticket));

function parseLine(raw, lineNo) {
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
  return { ok: true, value: { date, slot, guide, party, ticket: ticketText, paid } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = (items, f) =>
  items.reduce((acc, item) => acc + f(item), 0);

const money = (n) => `£${n.toFixed(2)}`;

export default function report(text) {
  const lines = text.split("\n");
  const results = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const bookings = results.flatMap((r) => (r.ok ? [r.value] : []));
  const rejected = results.filter((r) => !r.ok);

  const out = [];
  out.push("Cathedral tower climbs");
  out.push("======================");
  const byGuide = groupBy(bookings, (b) => b.guide);
  const guides = [...byGuide.keys()].sort();
  for (const g of guides) {
    const bs = byGuide.get(g);
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
