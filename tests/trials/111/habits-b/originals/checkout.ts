import { readFileSync } from "node:fs";

enum Reason {
  AgeCheck = "AGE_CHECK",
  WeightMismatch = "WEIGHT_MISMATCH",
  ItemNotFound = "ITEM_NOT_FOUND",
  PaymentFailed = "PAYMENT_FAILED",
  Void = "VOID",
}

interface Intervention {
  time: string;
  lane: number;
  reason: Reason;
  seconds: number;
  staff: string;
}

type ParseResult<T> =
  | { ok: true; value: T }
  | { ok: false; line: number; error: string };

const REASONS: ReadonlySet<string> = new Set(Object.values(Reason));

function parseLine(raw: string, line: number): ParseResult<Intervention> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, line, error: `expected 5 fields, got ${parts.length}` };
  const [time, laneText, reasonText, secText, staff] = parts;
  if (!/^\d{2}:\d{2}$/.test(time)) return { ok: false, line, error: `bad time "${time}"` };
  const lane = Number(laneText);
  if (!Number.isInteger(lane) || lane < 1) return { ok: false, line, error: `bad lane "${laneText}"` };
  if (!REASONS.has(reasonText)) return { ok: false, line, error: `unknown reason "${reasonText}"` };
  const seconds = Number(secText);
  if (!Number.isFinite(seconds) || seconds < 0) return { ok: false, line, error: `bad seconds "${secText}"` };
  return { ok: true, value: { time, lane, reason: reasonText as Reason, seconds, staff } };
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k);
    if (bucket) bucket.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const fmtDuration = (s: number): string => `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;

function topBy<K>(groups: Map<K, Intervention[]>): K {
  return [...groups.entries()].sort(([, a], [, b]) => b.length - a.length)[0][0];
}

export default function report(text: string): string {
  const rows = text.split("\n").map((raw, i) => ({ raw, n: i + 1 }));
  const results = rows
    .slice(1)
    .filter(({ raw }) => raw.trim() !== "")
    .map(({ raw, n }) => parseLine(raw, n));
  const good = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.flatMap((r) => (r.ok ? [] : [r]));

  const out: string[] = ["Self-checkout interventions", "==========================="];
  out.push(`records: ${good.length}, rejected: ${bad.length}`, "");

  const byReason = groupBy(good, (i) => i.reason);
  out.push("By reason:");
  [...byReason.entries()]
    .sort(([a, xs], [b, ys]) => ys.length - xs.length || a.localeCompare(b))
    .forEach(([reason, xs]) => {
      const avg = sum(xs.map((x) => x.seconds)) / xs.length;
      out.push(`  ${reason.padEnd(16)}${String(xs.length).padStart(3)}  avg ${avg.toFixed(1).padStart(6)}s`);
    });

  const byLane = groupBy(good, (i) => i.lane);
  out.push("", "By lane:");
  [...byLane.keys()]
    .sort((a, b) => a - b)
    .forEach((lane) => {
      const xs = byLane.get(lane)!;
      out.push(`  lane ${lane}: ${xs.length} stops, ${fmtDuration(sum(xs.map((x) => x.seconds)))} staffed`);
    });

  const byHour = groupBy(good, (i) => i.time.slice(0, 2));
  const byStaff = groupBy(good, (i) => i.staff);
  out.push("", "Staff:");
  [...byStaff.entries()]
    .map(([name, xs]) => ({ name, count: xs.length, total: sum(xs.map((x) => x.seconds)) }))
    .sort((a, b) => b.total - a.total)
    .forEach(({ name, count, total }) => out.push(`  ${name.padEnd(8)}${count} jobs  ${fmtDuration(total)}`));

  if (bad.length > 0) {
    out.push("", "Rejected:");
    bad.forEach((b) => { if (!b.ok) out.push(`  line ${b.line}: ${b.error}`); });
  }

  const totalSeconds = sum(good.map((g) => g.seconds));
  const summary = {
    records: good.length,
    rejected: bad.length,
    totalSeconds,
    avgSeconds: Number((totalSeconds / good.length).toFixed(2)),
    busiestLane: topBy(byLane),
    busiestHour: `${topBy(byHour)}:00`,
    topReason: topBy(byReason),
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

const file = process.argv[2] ?? "root/checkout.csv";
console.log(report(readFileSync(file, "utf8")));
