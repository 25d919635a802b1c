import { readFileSync } from "fs";

enum CabinClass {
  Deluxe = "deluxe",
  Club = "club",
  Classic = "classic",
  Seat = "seat",
}

interface Cabin {
  date: string;
  train: string;
  coach: string;
  cabin: number;
  cls: CabinClass;
  berths: number;
  passengers: number;
  fare: number;
}

type Parsed = { ok: true; cabin: Cabin } | { ok: false; line: number; reason: string };

const CLASSES: ReadonlySet<string> = new Set(Object.values(CabinClass));

function parseLine(raw: string, lineNo: number): Parsed {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 8) {
    return { ok: false, line: lineNo, reason: `expected 8 fields, got ${parts.length}` };
  }
  const [date, train, coach, cabinStr, cls, berthsStr, paxStr, fareStr] = parts;
  const [cabin, berths, passengers, fare] = [cabinStr, berthsStr, paxStr, fareStr].map(Number);
  if ([cabin, berths, passengers, fare].some((n) => Number.isNaN(n))) {
    return { ok: false, line: lineNo, reason: "non-numeric field" };
  }
  if (!CLASSES.has(cls)) {
    return { ok: false, line: lineNo, reason: `unknown class '${cls}'` };
  }
  if (passengers > berths) {
    return { ok: false, line: lineNo, reason: `${passengers} passengers in ${berths} berths` };
  }
  if (fare < 0) {
    return { ok: false, line: lineNo, reason: "negative fare" };
  }
  return { ok: true, cabin: { date, train, coach, cabin, cls: cls as CabinClass, berths, passengers, fare } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);

const pct = (n: number, d: number): string => (d === 0 ? "0.0" : ((100 * n) / d).toFixed(1));

export default function report(text: string): string {
  const parsed: Parsed[] = text
    .split("\n")
    .map((raw, i) => ({ raw: raw.trim(), lineNo: i + 1 }))
    .filter(({ raw }) => raw.length > 0 && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const cabins = parsed.flatMap((p) => (p.ok ? [p.cabin] : []));
  const rejects = parsed.flatMap((p) => (p.ok ? [] : [p]));

  const out: string[] = ["Sleeper-train cabin report", "=".repeat(26)];

  const byRun = groupBy(cabins, (c) => `${c.date} ${c.train}`);
  for (const [run, list] of [...byRun.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const berths = sum(list, (c) => c.berths);
    const pax = sum(list, (c) => c.passengers);
    const revenue = sum(list, (c) => c.fare);
    out.push(
      `${run.padEnd(17)} cabins ${String(list.length).padStart(2)}  pax ${String(pax).padStart(2)}/${String(berths).padEnd(2)} ` +
        `(${pct(pax, berths).padStart(5)}%)  £${revenue.toFixed(2).padStart(8)}`
    );
  }

  out.push("", "By class:");
  for (const cls of Object.values(CabinClass)) {
    const list = cabins.filter((c) => c.cls === cls);
    if (list.length === 0) continue;
    const pax = sum(list, (c) => c.passengers);
    const revenue = sum(list, (c) => c.fare);
    const perPax = pax > 0 ? revenue / pax : 0;
    out.push(`  ${cls.padEnd(8)} ${String(list.length).padStart(3)} cabins  £${perPax.toFixed(2)} per passenger`);
  }

  const empty = cabins.filter((c) => c.passengers === 0);
  if (empty.length > 0) {
    out.push("", `Empty cabins: ${empty.map((c) => `${c.date}/${c.train}/${c.coach}${c.cabin}`).join(", ")}`);
  }

  if (rejects.length > 0) {
    out.push("", `Rejected ${rejects.length} line(s):`);
    rejects.forEach((r) => {
      if (!r.ok) out.push(`  line ${r.line}: ${r.reason}`);
    });
  }

  const best = [...byRun.entries()]
    .map(([run, list]) => ({ run, revenue: sum(list, (c) => c.fare) }))
    .sort((a, b) => b.revenue - a.revenue)[0];

  const summary = {
    cabins: cabins.length,
    rejected: rejects.length,
    passengers: sum(cabins, (c) => c.passengers),
    occupancy: Number(pct(sum(cabins, (c) => c.passengers), sum(cabins, (c) => c.berths))),
    revenue: Math.round(sum(cabins, (c) => c.fare) * 100) / 100,
    bestRun: best?.run ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/sleeper_cabins.csv", "utf8")));
