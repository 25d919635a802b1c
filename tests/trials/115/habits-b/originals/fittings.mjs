// Bridal boutique: weekly fitting report from root/fittings.csv
import { readFileSync } from "node:fs";

const Kind = {
  First: "first",
  Hem: "hem",
  Bustle: "bustle",
  Alteration: "alteration",
  Final: "final",
};

const Status = {
  Done: "done",
  NoShow: "noshow",
  Cancelled: "cancelled",
};

const KINDS = new Set(Object.values(Kind));
const STATUSES = new Set(Object.values(Status));

function parseLine(raw, line) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${cols.length}` };
  const [date, client, seamstress, kind, mins, fee, status] = cols;
  if (!KINDS.has(kind)) return { ok: false, line, reason: `unknown kind "${kind}"` };
  if (!STATUSES.has(status)) return { ok: false, line, reason: `unknown status "${status}"` };
  const minutes = Number(mins);
  if (!Number.isInteger(minutes) || minutes <= 0) return { ok: false, line, reason: `bad minutes "${mins}"` };
  const amount = Number.parseFloat(fee);
  if (Number.isNaN(amount) || amount < 0) return { ok: false, line, reason: `bad fee "${fee}"` };
  return {
    ok: true,
    value: { date, client, seamstress, kind: kind, minutes, fee: amount, status: status },
  };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (items, f) => items.reduce((acc, t) => acc + f(t), 0);

const money = (n) => `£${n.toFixed(2)}`;

export default function report(text) {
  const lines = text.split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, n: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("date,"))
    .map(({ raw, n }) => parseLine(raw, n));

  const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [p]));
  const done = good.filter((f) => f.status === Status.Done);

  const out = [];
  out.push("BRIDAL FITTINGS REPORT");
  out.push("=".repeat(22));
  out.push(`Fittings read: ${good.length}, completed: ${done.length}, missed: ${good.length - done.length}`);
  out.push("");
  out.push("By seamstress:");
  const bySeamstress = groupBy(done, (f) => f.seamstress);
  const names = [...bySeamstress.keys()].sort();
  for (const name of names) {
    const rows = bySeamstress.get(name);
    const mins = sum(rows, (r) => r.minutes);
    out.push(`  ${name.padEnd(8)} ${String(rows.length).padStart(2)} fittings ${String(mins).padStart(4)} min ${money(sum(rows, (r) => r.fee)).padStart(9)}`);
  }
  out.push("");
  out.push("By kind:");
  const byKind = groupBy(done, (f) => f.kind);
  for (const kind of Object.values(Kind)) {
    const rows = byKind.get(kind) ?? [];
    if (rows.length === 0) continue;
    const avg = sum(rows, (r) => r.minutes) / rows.length;
    out.push(`  ${kind.padEnd(11)} x${rows.length}  avg ${avg.toFixed(1)} min`);
  }
  out.push("");
  const byClient = groupBy(done, (f) => f.client);
  const top = [...byClient.entries()]
    .map(([client, rows]) => ({ client, fee: sum(rows, (r) => r.fee), visits: rows.length }))
    .sort((a, b) => b.fee - a.fee || a.client.localeCompare(b.client))
    .slice(0, 3);
  out.push("Top clients:");
  top.forEach((t, i) => out.push(`  ${i + 1}. ${t.client} (${t.visits} visits) ${money(t.fee)}`));
  out.push("");
  if (bad.length > 0) {
    out.push(`Skipped ${bad.length} bad lines:`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
    out.push("");
  }
  const summary = {
    fittings: good.length,
    completed: done.length,
    minutes: sum(done, (f) => f.minutes),
    revenue: Math.round(sum(done, (f) => f.fee) * 100) / 100,
    busiest: names.reduce((best, n) => (bySeamstress.get(n).length > bySeamstress.get(best).length ? n : best), names[0]),
    skipped: bad.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/fittings.csv", "utf8")));
