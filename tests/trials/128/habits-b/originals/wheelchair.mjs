import { readFileSync } from "node:fs";

const Chair = {
  Manual: "manual",
  Powered: "powered",
  Sport: "sport",
};

const Status = {
  Done: "done",
  WaitingParts: "waiting-parts",
  Cancelled: "cancelled",
};

const LABOUR_RATE = 42; // GBP per hour

const isEnumValue = (e, v) =>
  Object.values(e).includes(v);

function parseLine(raw, line) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, line, reason: `expected 7 fields, got ${cols.length}` };
  const [id, date, chair, fault, partsS, labourS, status] = cols;
  if (!isEnumValue(Chair, chair)) return { ok: false, line, reason: `unknown chair type "${chair}"` };
  if (!isEnumValue(Status, status)) return { ok: false, line, reason: `unknown status "${status}"` };
  const parts = Number(partsS);
  const labourMin = Number(labourS);
  if (Number.isNaN(parts) || Number.isNaN(labourMin))
    return { ok: false, line, reason: `bad number in "${partsS}" / "${labourS}"` };
  return { ok: true, value: { id, date, chair, fault, parts, labourMin, status } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const cost = (t) => t.parts + (t.labourMin / 60) * LABOUR_RATE;
const money = (n) => `£${n.toFixed(2)}`;

export default function main(path) {
  const text = readFileSync(path, "utf8");
  const rows = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .slice(1)
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"));
  const parsed = rows.map(({ raw, line }) => parseLine(raw, line));
  const tickets = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p) => !p.ok);

  const out = [];
  out.push("Wheelchair repair tickets");
  out.push("=".repeat(25));
  for (const b of bad) out.push(`skipped line ${b.line}: ${b.reason}`);
  out.push("");

  const billable = tickets.filter((t) => t.status !== Status.Cancelled);
  const byChair = groupBy(billable, (t) => t.chair);
  for (const chair of Object.values(Chair)) {
    const group = byChair.get(chair) ?? [];
    const total = group.reduce((s, t) => s + cost(t), 0);
    const mins = group.reduce((s, t) => s + t.labourMin, 0);
    out.push(`${chair.padEnd(8)} ${String(group.length).padStart(2)} jobs ${String(mins).padStart(4)} min ${money(total).padStart(9)}`);
  }
  out.push("");

  const faults = [...groupBy(billable, (t) => t.fault).entries()]
    .map(([fault, ts]) => ({ fault, n: ts.length }))
    .sort((a, b) => b.n - a.n || a.fault.localeCompare(b.fault));
  out.push(`most common fault: ${faults[0].fault} (${faults[0].n})`);

  const waiting = tickets.filter((t) => t.status === Status.WaitingParts).map((t) => t.id);
  out.push(`waiting for parts: ${waiting.join(", ") || "none"}`);
  const dearest = billable.reduce((a, b) => (cost(b) > cost(a) ? b : a));
  out.push(`dearest job: ${dearest.id} ${money(cost(dearest))}`);
  out.push("");

  const summary = {
    tickets: tickets.length,
    skipped: bad.length,
    cancelled: tickets.length - billable.length,
    revenue: Math.round(billable.reduce((s, t) => s + cost(t), 0) * 100) / 100,
    waiting: waiting.length,
    topFault: faults[0].fault,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(main("root/wheelchair_tickets.csv"));
