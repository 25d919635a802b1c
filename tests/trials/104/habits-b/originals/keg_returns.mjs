// Brewery keg returns: refund due per pub, by keg condition. (types stripped by hand from keg_returns.ts)
import { readFileSync } from "node:fs";

const Condition = {
  Ok: "ok",
  Dented: "dented",
  Leaking: "leaking",
  MissingCap: "missing-cap",
};

const VALID_SIZES = [9, 30, 50];

const REFUND_RULES = {
  [Condition.Ok]: (d) => d,
  [Condition.Dented]: (d) => Math.max(0, d - 5),
  [Condition.Leaking]: (d) => d * 0.5,
  [Condition.MissingCap]: (d) => Math.max(0, d - 2),
};

function parseLine(line) {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 6) return { ok: false, reason: `expected 6 fields, got ${parts.length}` };
  const [date, pub, kegId, sizeRaw, condRaw, depRaw] = parts;
  const sizeL = Number(sizeRaw);
  if (!Number.isInteger(sizeL) || !VALID_SIZES.includes(sizeL)) return { ok: false, reason: `bad size '${sizeRaw}'` };
  const condition = Object.values(Condition).find((c) => c === condRaw);
  if (condition === undefined) return { ok: false, reason: `unknown condition '${condRaw}'` };
  const deposit = Number(depRaw);
  if (!Number.isFinite(deposit) || deposit < 0) return { ok: false, reason: `bad deposit '${depRaw}'` };
  return { ok: true, value: { date, pub, kegId, sizeL, condition, deposit } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (items, f) => items.reduce((acc, x) => acc + f(x), 0);

const money = (n) => `£${n.toFixed(2)}`;

export default function report(text) {
  const lines = [];
  const kegs = [];
  const bad = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
    const parsed = parseLine(line);
    if (parsed.ok) kegs.push(parsed.value);
    else bad.push({ lineNo: i + 1, reason: parsed.reason });
  });

  lines.push("KEG RETURNS REPORT");
  lines.push("=".repeat(46));
  const byPub = groupBy(kegs, (k) => k.pub);
  const pubs = [...byPub.keys()].sort();
  for (const pub of pubs) {
    const rows = byPub.get(pub);
    const refund = sum(rows, (k) => REFUND_RULES[k.condition](k.deposit));
    const litres = sum(rows, (k) => k.sizeL);
    lines.push(`${pub.padEnd(18)} ${String(rows.length).padStart(3)} kegs ${String(litres).padStart(5)} L ${money(refund).padStart(9)}`);
  }
  lines.push("-".repeat(46));

  const byCond = groupBy(kegs, (k) => k.condition);
  for (const c of Object.values(Condition)) {
    const n = (byCond.get(c) ?? []).length;
    if (n > 0) lines.push(`  ${c.padEnd(12)} ${n}`);
  }
  for (const b of bad) lines.push(`skipped line ${b.lineNo}: ${b.reason}`);

  const totalDeposit = sum(kegs, (k) => k.deposit);
  const totalRefund = sum(kegs, (k) => REFUND_RULES[k.condition](k.deposit));
  const damaged = kegs.filter((k) => k.condition !== Condition.Ok).length;
  const summary = {
    kegs: kegs.length,
    pubs: pubs.length,
    damaged,
    deposit: Number(totalDeposit.toFixed(2)),
    refund: Number(totalRefund.toFixed(2)),
    withheld: Number((totalDeposit - totalRefund).toFixed(2)),
    skipped: bad.length,
  };
  lines.push(JSON.stringify(summary));
  return lines.join("\n");
}

console.log(report(readFileSync("root/keg_returns.csv", "utf8")));
