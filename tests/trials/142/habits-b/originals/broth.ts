import { readFileSync } from "fs";

enum Broth {
  Tonkotsu = "tonkotsu",
  Shoyu = "shoyu",
  Miso = "miso",
  Shio = "shio",
  Paitan = "paitan",
}

interface Batch {
  readonly date: string;
  readonly kettle: string;
  readonly broth: Broth;
  readonly litres: number;
  readonly hours: number;
  readonly bonesKg: number;
  readonly bowls: number;
}

type ParseResult<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const BROTHS: ReadonlySet<string> = new Set(Object.values(Broth));

function parseLine(raw: string, line: number): ParseResult<Batch> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) {
    return { ok: false, line, reason: `expected 7 fields, got ${parts.length}` };
  }
  const [date, kettle, broth, ...rest] = parts;
  if (!BROTHS.has(broth)) {
    return { ok: false, line, reason: `unknown broth "${broth}"` };
  }
  const [litres, hours, bonesKg, bowls] = rest.map(Number);
  if ([litres, hours, bonesKg, bowls].some((n) => Number.isNaN(n))) {
    return { ok: false, line, reason: "non-numeric field" };
  }
  if (hours <= 0 || litres <= 0) {
    return { ok: false, line, reason: "non-positive litres or hours" };
  }
  return { ok: true, value: { date, kettle, broth: broth as Broth, litres, hours, bonesKg, bowls } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);

interface BrothStats {
  broth: Broth;
  batches: number;
  litres: number;
  avgHours: number;
  bowlsPerLitre: number;
}

function statsFor(broth: Broth, batches: Batch[]): BrothStats {
  const litres = sum(batches, (b) => b.litres);
  return {
    broth,
    batches: batches.length,
    litres,
    avgHours: sum(batches, (b) => b.hours) / batches.length,
    bowlsPerLitre: sum(batches, (b) => b.bowls) / litres,
  };
}

export default function report(text: string): string {
  const results = text
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const good = results.flatMap((r) => (r.ok ? [r.value] : []));
  const bad = results.filter((r): r is Extract<ParseResult<Batch>, { ok: false }> => !r.ok);

  const stats = [...groupBy(good, (b) => b.broth).entries()]
    .map(([broth, bs]) => statsFor(broth, bs))
    .sort((a, b) => b.litres - a.litres || a.broth.localeCompare(b.broth));

  const out: string[] = ["Ramen broth batches", "==================="];
  out.push(`${"broth".padEnd(10)}${"n".padStart(3)}${"litres".padStart(9)}${"avg h".padStart(8)}${"bowls/L".padStart(9)}`);
  for (const s of stats) {
    out.push(
      `${s.broth.padEnd(10)}${String(s.batches).padStart(3)}${s.litres.toFixed(1).padStart(9)}` +
        `${s.avgHours.toFixed(2).padStart(8)}${s.bowlsPerLitre.toFixed(2).padStart(9)}`
    );
  }
  const best = good.reduce<Batch | undefined>((m, b) => (!m || b.bowls > m.bowls ? b : m), undefined);
  if (best) out.push(`busiest batch: ${best.date} ${best.kettle} ${best.broth} (${best.bowls} bowls)`);
  bad.forEach((b) => out.push(`skipped line ${b.line}: ${b.reason}`));

  const summary = {
    batches: good.length,
    skipped: bad.length,
    litres: Math.round(sum(good, (b) => b.litres) * 10) / 10,
    bowls: sum(good, (b) => b.bowls),
    top: stats[0]?.broth ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/broth_batches.csv", "utf8")));
