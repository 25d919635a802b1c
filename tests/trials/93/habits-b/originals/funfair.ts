import { readFileSync } from "fs";

enum Category { Thrill = "thrill", Family = "family", Kiddie = "kiddie" }
enum Status { Ok = "ok", Refund = "refund", Breakdown = "breakdown" }

interface Ride {
  time: string;
  hour: number;
  ride: string;
  category: Category;
  riders: number;
  tokens: number;
  status: Status;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

interface Totals { runs: number; riders: number; tokens: number }

const TOKEN_PENCE = 50;

const isEnum = <E extends Record<string, string>>(e: E, v: string): v is E[keyof E] =>
  (Object.values(e) as string[]).includes(v);

function parseLine(line: string, lineNo: number): Parsed<Ride> {
  const f = line.split(",").map((s) => s.trim());
  if (f.length !== 6) return { ok: false, error: `line ${lineNo}: expected 6 fields, got ${f.length}` };
  const [time, ride, cat, ridersS, tokensS, st] = f;
  if (!/^\d{2}:\d{2}$/.test(time)) return { ok: false, error: `line ${lineNo}: bad time "${time}"` };
  if (!isEnum(Category, cat)) return { ok: false, error: `line ${lineNo}: unknown category "${cat}"` };
  if (!isEnum(Status, st)) return { ok: false, error: `line ${lineNo}: unknown status "${st}"` };
  const riders = Number(ridersS);
  const tokens = Number(tokensS);
  if (ridersS === "" || !Number.isInteger(riders) || riders < 0)
    return { ok: false, error: `line ${lineNo}: bad riders "${ridersS}"` };
  if (tokensS === "" || !Number.isInteger(tokens) || tokens < 0)
    return { ok: false, error: `line ${lineNo}: bad tokens "${tokensS}"` };
  return { ok: true, value: { time, hour: Number(time.slice(0, 2)), ride, category: cat, riders, tokens, status: st } };
}

function groupBy<T, K extends string | number>(xs: T[], key: (x: T) => K): Map<K, T[]> {
  return xs.reduce((m, x) => {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
    return m;
  }, new Map<K, T[]>());
}

const totals = (rs: Ride[]): Totals => ({
  runs: rs.length,
  riders: rs.reduce((a, r) => a + r.riders, 0),
  tokens: rs.reduce((a, r) => a + r.tokens, 0),
});

const pounds = (tokens: number): string => `£${((tokens * TOKEN_PENCE) / 100).toFixed(2)}`;

export default function report(text: string): string {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const parsed = lines.slice(1).map((l, i) => parseLine(l, i + 2));
  const rides = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const errors = parsed.flatMap((p) => (p.ok ? [] : [p.error]));
  const earning = rides.filter((r) => r.status !== Status.Refund);
  const out: string[] = [];

  out.push("FUNFAIR RIDE REPORT");
  out.push("===================");
  const byRide = [...groupBy(earning, (r) => r.ride).entries()]
    .map(([name, rs]) => ({ name, ...totals(rs) }))
    .sort((a, b) => b.tokens - a.tokens || a.name.localeCompare(b.name));
  out.push("Ride             Runs  Riders  Takings");
  for (const r of byRide)
    out.push(`${r.name.padEnd(16)} ${String(r.runs).padStart(4)}  ${String(r.riders).padStart(6)}  ${pounds(r.tokens).padStart(7)}`);

  out.push("");
  out.push("By category:");
  for (const c of Object.values(Category)) {
    const t = totals(earning.filter((r) => r.category === c));
    const avg = t.runs ? (t.riders / t.runs).toFixed(1) : "0.0";
    out.push(`  ${c.padEnd(7)} runs=${t.runs} riders=${t.riders} avg/run=${avg}`);
  }

  const byHour = [...groupBy(earning, (r) => r.hour).entries()]
    .map(([hour, rs]) => ({ hour, riders: totals(rs).riders }))
    .sort((a, b) => b.riders - a.riders || a.hour - b.hour);
  const busiest = byHour[0];
  out.push("");
  out.push(`Busiest hour: ${String(busiest.hour).padStart(2, "0")}:00 with ${busiest.riders} riders`);

  const refunds = rides.filter((r) => r.status === Status.Refund);
  const breakdowns = rides.filter((r) => r.status === Status.Breakdown);
  out.push(`Refunds: ${refunds.length} (${pounds(refunds.reduce((a, r) => a + r.tokens, 0))})`);
  out.push(`Breakdowns: ${breakdowns.map((r) => `${r.ride} at ${r.time}`).join(", ") || "none"}`);

  out.push("");
  out.push(`Skipped ${errors.length} bad line(s):`);
  errors.forEach((e) => out.push(`  ${e}`));

  const all = totals(earning);
  const summary = {
    rides: rides.length,
    skipped: errors.length,
    riders: all.riders,
    takings_pence: all.tokens * TOKEN_PENCE,
    top_ride: byRide[0]?.name ?? null,
    busiest_hour: busiest.hour,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/funfair_rides.csv", "utf8")));
