import { readFileSync } from "fs";

enum Method {
  Caustic = "caustic",
  Enzyme = "enzyme",
}

interface Clean {
  date: string;
  pub: string;
  line: number;
  beer: string;
  cleaner: string;
  pintsWasted: number;
  minutes: number;
  method: Method;
}

type Parsed = { ok: true; value: Clean } | { ok: false; lineNo: number; reason: string };

const PINT_COST = 4.2;

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function parseLine(raw: string, lineNo: number): Parsed {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 8) {
    return { ok: false, lineNo, reason: `expected 8 fields, got ${parts.length}` };
  }
  const [date, pub, line, beer, cleaner, pints, minutes, method] = parts;
  const pintsWasted = Number(pints);
  const mins = Number(minutes);
  if (!Number.isFinite(pintsWasted) || pintsWasted < 0) {
    return { ok: false, lineNo, reason: `bad pints wasted "${pints}"` };
  }
  if (!Number.isInteger(mins) || mins <= 0) {
    return { ok: false, lineNo, reason: `bad minutes "${minutes}"` };
  }
  if (!Object.values(Method).includes(method as Method)) {
    return { ok: false, lineNo, reason: `unknown method "${method}"` };
  }
  return {
    ok: true,
    value: { date, pub, line: parseInt(line, 10), beer, cleaner, pintsWasted, minutes: mins, method: method as Method },
  };
}

export default function report(path: string): string {
  const rows = readFileSync(path, "utf8")
    .split("\n")
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"));

  const parsed = rows.map(({ raw, lineNo }) => parseLine(raw, lineNo));
  const cleans = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const errors = parsed.filter((p): p is Extract<Parsed, { ok: false }> => !p.ok);

  const out: string[] = [];
  out.push("BEER-LINE CLEANING LOG");
  out.push("=".repeat(22));

  const byPub = groupBy(cleans, (c) => c.pub);
  const pubNames = [...byPub.keys()].sort();
  for (const pub of pubNames) {
    const cs = byPub.get(pub)!;
    const pints = sum(cs.map((c) => c.pintsWasted));
    const mins = sum(cs.map((c) => c.minutes));
    out.push(
      `${pub.padEnd(12)} cleans ${String(cs.length).padStart(2)}  wasted ${pints.toFixed(1).padStart(5)} pt  ` +
        `£${(pints * PINT_COST).toFixed(2).padStart(6)}  ${mins} min`
    );
  }

  out.push("");
  out.push("By method:");
  const byMethod = groupBy(cleans, (c) => c.method);
  for (const m of Object.values(Method)) {
    const cs = byMethod.get(m) ?? [];
    const avg = cs.length ? sum(cs.map((c) => c.minutes)) / cs.length : 0;
    out.push(`  ${m.padEnd(8)} ${cs.length} cleans, avg ${avg.toFixed(1)} min`);
  }

  const byCleaner = groupBy(cleans, (c) => c.cleaner);
  const [busiest] = [...byCleaner.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  out.push("");
  out.push(`Busiest cleaner: ${busiest[0]} (${busiest[1].length} lines)`);

  if (errors.length) {
    out.push("");
    out.push(`Skipped ${errors.length} bad line(s):`);
    errors.forEach((e) => out.push(`  line ${e.lineNo}: ${e.reason}`));
  }

  const totalPints = sum(cleans.map((c) => c.pintsWasted));
  const summary = {
    cleans: cleans.length,
    skipped: errors.length,
    pubs: pubNames.length,
    pintsWasted: Math.round(totalPints * 10) / 10,
    cost: Math.round(totalPints * PINT_COST * 100) / 100,
    busiest: busiest[0],
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/beerlines.csv"));
