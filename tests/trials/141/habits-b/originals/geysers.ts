import { readFileSync } from "node:fs";

enum Kind {
  Minor = "minor",
  Major = "major",
}

interface Eruption {
  geyser: string;
  start: Date;
  durationS: number;
  heightM: number;
  kind: Kind;
}

interface BadLine {
  line: number;
  reason: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

interface GeyserStats {
  name: string;
  count: number;
  majors: number;
  avgDuration: number;
  maxHeight: number;
  avgIntervalMin: number | null;
}

const groupBy = <T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
};

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

function parseLine(raw: string): Parsed<Eruption> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, reason: `expected 5 fields, got ${parts.length}` };
  const [geyser, startText, durText, heightText, kindText] = parts;
  const start = new Date(startText + ":00Z");
  if (Number.isNaN(start.getTime())) return { ok: false, reason: `bad time "${startText}"` };
  const durationS = Number(durText);
  const heightM = Number(heightText);
  if (!Number.isFinite(durationS) || !Number.isFinite(heightM)) {
    return { ok: false, reason: "non-numeric duration or height" };
  }
  if (!Object.values(Kind).includes(kindText as Kind)) {
    return { ok: false, reason: `unknown type "${kindText}"` };
  }
  return { ok: true, value: { geyser, start, durationS, heightM, kind: kindText as Kind } };
}

function summarise(name: string, eruptions: Eruption[]): GeyserStats {
  const sorted = [...eruptions].sort((a, b) => a.start.getTime() - b.start.getTime());
  const gaps = sorted.slice(1).map((e, i) => (e.start.getTime() - sorted[i].start.getTime()) / 60000);
  return {
    name,
    count: sorted.length,
    majors: sorted.filter((e) => e.kind === Kind.Major).length,
    avgDuration: mean(sorted.map((e) => e.durationS)),
    maxHeight: Math.max(...sorted.map((e) => e.heightM)),
    avgIntervalMin: gaps.length > 0 ? mean(gaps) : null,
  };
}

export default function main(path: string): void {
  const lines = readFileSync(path, "utf8").split("\n");
  const good: Eruption[] = [];
  const bad: BadLine[] = [];
  lines.forEach((raw, idx) => {
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const r = parseLine(raw);
    if (r.ok) good.push(r.value);
    else bad.push({ line: idx + 1, reason: r.reason });
  });

  const stats = [...groupBy(good, (e) => e.geyser).entries()]
    .map(([name, es]) => summarise(name, es))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  console.log("GEYSER ERUPTION REPORT");
  console.log("=".repeat(58));
  console.log(`${"Geyser".padEnd(14)}${"N".padStart(4)}${"Major".padStart(7)}${"AvgDur(s)".padStart(11)}${"MaxH(m)".padStart(9)}${"Interval".padStart(11)}`);
  for (const s of stats) {
    const interval = s.avgIntervalMin === null ? "-" : `${s.avgIntervalMin.toFixed(1)}m`;
    console.log(
      `${s.name.padEnd(14)}${String(s.count).padStart(4)}${String(s.majors).padStart(7)}` +
        `${s.avgDuration.toFixed(1).padStart(11)}${s.maxHeight.toFixed(1).padStart(9)}${interval.padStart(11)}`,
    );
  }
  console.log("-".repeat(58));
  bad.forEach((b) => console.log(`skipped line ${b.line}: ${b.reason}`));

  const tallest = good.reduce((best, e) => (e.heightM > best.heightM ? e : best), good[0]);
  const summary = {
    eruptions: good.length,
    geysers: stats.length,
    skipped: bad.length,
    tallest: { geyser: tallest.geyser, heightM: tallest.heightM },
    totalMinutes: Math.round(good.reduce((t, e) => t + e.durationS, 0) / 60),
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/geysers.csv");
