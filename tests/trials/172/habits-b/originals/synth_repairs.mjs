import { readFileSync } from "node:fs";

const Status = {
  Done: "done",
  Waiting: "waiting",
  Returned: "returned",
};

const LABOUR_RATE = 38;

const isStatus = (s) =>
  Object.values(Status).includes(s);

function parseLine(raw) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 7) return { ok: false, reason: `expected 7 fields, got ${cols.length}` };
  const [id, module, maker, fault, hoursS, partsS, statusS] = cols;
  const hours = Number(hoursS);
  const parts = Number(partsS);
  if (!Number.isFinite(hours) || hours <= 0) return { ok: false, reason: `bad hours "${hoursS}"` };
  if (!Number.isFinite(parts) || parts < 0) return { ok: false, reason: `bad parts "${partsS}"` };
  if (!isStatus(statusS)) return { ok: false, reason: `unknown status "${statusS}"` };
  return { ok: true, ticket: { id, module, maker, fault, hours, parts, status: statusS } };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const sum = (items, f) =>
  items.reduce((acc, t) => acc + f(t), 0);

const cost = (t) => t.hours * LABOUR_RATE + t.parts;

const money = (n) => `£${n.toFixed(2)}`;

export default function main(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const tickets = [];
  const rejected = [];

  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (raw.trim() === "" || raw.trimStart().startsWith("#")) return;
    const parsed = parseLine(raw);
    if (parsed.ok) tickets.push(parsed.ticket);
    else rejected.push({ line, reason: parsed.reason });
  });

  console.log("Synth repair bench report");
  console.log("=".repeat(25));

  const byMaker = groupBy(tickets, (t) => t.maker);
  const makers = [...byMaker.keys()].sort();
  for (const maker of makers) {
    const ts = byMaker.get(maker);
    const hours = sum(ts, (t) => t.hours);
    console.log(`${maker.padEnd(12)} ${String(ts.length).padStart(2)} tickets ${hours.toFixed(2).padStart(6)} h ${money(sum(ts, cost)).padStart(9)}`);
  }

  console.log("");
  const byStatus = groupBy(tickets, (t) => t.status);
  for (const s of Object.values(Status)) {
    const ids = (byStatus.get(s) ?? []).map((t) => t.id);
    console.log(`${s}: ${ids.length ? ids.join(", ") : "-"}`);
  }

  const priciest = [...tickets].sort((a, b) => cost(b) - cost(a) || a.id.localeCompare(b.id))[0];
  if (priciest) console.log(`\nPriciest: ${priciest.id} ${priciest.module} (${priciest.fault}) ${money(cost(priciest))}`);

  const repeatModules = [...groupBy(tickets, (t) => t.module).entries()]
    .filter(([, ts]) => ts.length > 1)
    .map(([m, ts]) => `${m} x${ts.length}`);
  console.log(`Repeat modules: ${repeatModules.join(", ") || "none"}`);

  if (rejected.length) {
    console.log("\nSkipped lines:");
    rejected.forEach((r) => console.log(`  line ${r.line}: ${r.reason}`));
  }

  const summary = {
    tickets: tickets.length,
    skipped: rejected.length,
    hours: Number(sum(tickets, (t) => t.hours).toFixed(2)),
    billed: Number(sum(tickets, cost).toFixed(2)),
    open: (byStatus.get(Status.Waiting) ?? []).length,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/synth_repairs.csv");
