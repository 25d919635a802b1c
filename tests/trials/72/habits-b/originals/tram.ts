import { readFileSync } from "fs";

enum Fare {
  Single = "single",
  Day = "day",
  Monthly = "monthly",
  Concession = "concession",
}

interface Validation {
  time: string;
  line: string;
  stop: string;
  fare: Fare;
  amount: number;
}

type Parsed = { ok: true; value: Validation } | { ok: false; lineNo: number; reason: string };

const FARES: readonly string[] = Object.values(Fare);

function parseLine(raw: string, lineNo: number): Parsed {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) {
    return { ok: false, lineNo, reason: `expected 5 fields, got ${parts.length}` };
  }
  const [time, line, stop, fare, amountText] = parts;
  if (!FARES.includes(fare)) {
    return { ok: false, lineNo, reason: `unknown fare "${fare}"` };
  }
  const amount = Number(amountText);
  if (Number.isNaN(amount) || amount < 0) {
    return { ok: false, lineNo, reason: `bad amount "${amountText}"` };
  }
  return { ok: true, value: { time, line, stop, fare: fare as Fare, amount } };
}

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const money = (n: number): string => n.toFixed(2);

export default function main(path: string = "root/tram_validations.csv"): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed: Parsed[] = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("time,"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const good: Validation[] = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p): p is Extract<Parsed, { ok: false }> => !p.ok);

  console.log("Tram validations report");
  console.log("=======================");
  console.log(`${good.length} validations, ${bad.length} rejected`);
  console.log("");

  console.log("By line:");
  const byLine = groupBy(good, (v) => v.line);
  [...byLine.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([line, vs]) => {
      const revenue = sum(vs.map((v) => v.amount));
      console.log(`  ${line.padEnd(4)} ${String(vs.length).padStart(3)} rides  ${money(revenue).padStart(7)}`);
    });
  console.log("");

  console.log("By fare:");
  const byFare = groupBy(good, (v) => v.fare);
  for (const fare of Object.values(Fare)) {
    const count = byFare.get(fare)?.length ?? 0;
    const share = good.length ? (100 * count) / good.length : 0;
    console.log(`  ${fare.padEnd(11)} ${String(count).padStart(3)}  ${share.toFixed(1)}%`);
  }
  console.log("");

  const busiest = [...groupBy(good, (v) => v.stop).entries()]
    .map(([stop, vs]) => ({ stop, count: vs.length }))
    .sort((a, b) => b.count - a.count || a.stop.localeCompare(b.stop))
    .slice(0, 3);
  console.log("Busiest stops:");
  busiest.forEach(({ stop, count }, i) => console.log(`  ${i + 1}. ${stop} (${count})`));
  console.log("");

  if (bad.length > 0) {
    console.log("Rejected lines:");
    bad.forEach((b) => console.log(`  line ${b.lineNo}: ${b.reason}`));
    console.log("");
  }

  const summary = {
    validations: good.length,
    rejected: bad.length,
    revenue: Number(money(sum(good.map((v) => v.amount)))),
    lines: byLine.size,
    busiestStop: busiest[0]?.stop ?? null,
  };
  console.log(JSON.stringify(summary));
}

main();
