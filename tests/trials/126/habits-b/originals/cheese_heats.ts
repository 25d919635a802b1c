import { readFileSync } from "node:fs";

enum Status { Finished = "FIN", DidNotFinish = "DNF", Injured = "INJ" }

interface Run {
  heat: string;
  bib: number;
  name: string;
  country: string;
  time?: number;
  status: Status;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const STATUSES: ReadonlySet<string> = new Set(Object.values(Status));

function parseLine(raw: string, lineNo: number): Parsed<Run> {
  const fields = raw.split(",").map((f) => f.trim());
  if (fields.length !== 6) return { ok: false, line: lineNo, reason: `expected 6 fields, got ${fields.length}` };
  const [heat, bibText, name, country, timeText, statusText] = fields;
  if (!STATUSES.has(statusText)) return { ok: false, line: lineNo, reason: `unknown status "${statusText}"` };
  const status = statusText as Status;
  const bib = Number.parseInt(bibText, 10);
  if (Number.isNaN(bib)) return { ok: false, line: lineNo, reason: `bad bib "${bibText}"` };
  if (status !== Status.Finished) return { ok: true, value: { heat, bib, name, country, status } };
  const time = Number(timeText);
  if (timeText === "" || !Number.isFinite(time) || time <= 0)
    return { ok: false, line: lineNo, reason: `bad time "${timeText}"` };
  return { ok: true, value: { heat, bib, name, country, time, status } };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const byTime = (a: Run, b: Run): number =>
  (a.time ?? Infinity) - (b.time ?? Infinity) || a.bib - b.bib;

const fmt = (t?: number): string => (t === undefined ? "  —  " : t.toFixed(2).padStart(6));

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw: raw.trim(), lineNo: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));

  const runs: Run[] = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const rejects = parsed.filter((p): p is Extract<Parsed<Run>, { ok: false }> => !p.ok);
  const out: string[] = [`Cheese-rolling heats: ${runs.length} runs read, ${rejects.length} rejected`];

  const heats = groupBy(runs, (r) => r.heat);
  for (const [heat, heatRuns] of heats) {
    const ranked = [...heatRuns].sort(byTime);
    out.push("", `== ${heat} (${heatRuns.length} starters) ==`);
    ranked.forEach((r, i) => {
      const place = r.status === Status.Finished ? `${i + 1}.`.padEnd(3) : r.status;
      out.push(`  ${place} ${String(r.bib).padEnd(4)} ${r.name.padEnd(16)} ${r.country} ${fmt(r.time)}`);
    });
  }

  const finishers = runs.filter((r) => r.status === Status.Finished);
  const countries = [...groupBy(finishers, (r) => r.country)]
    .map(([country, rs]) => ({
      country,
      finishers: rs.length,
      wins: [...heats.values()].filter((h) => [...h].sort(byTime)[0].country === country).length,
    }))
    .sort((a, b) => b.wins - a.wins || b.finishers - a.finishers || a.country.localeCompare(b.country));

  out.push("", "Countries (finishers / heat wins):");
  countries.forEach((c) => out.push(`  ${c.country.padEnd(4)} ${String(c.finishers).padStart(2)} / ${c.wins}`));

  const casualties = runs.filter((r) => r.status === Status.Injured).map((r) => r.name);
  out.push("", `Injured: ${casualties.length ? casualties.join(", ") : "none"}`);
  out.push("Rejected lines:");
  rejects.forEach((r) => out.push(`  line ${r.line}: ${r.reason}`));

  const downhill = finishers.filter((r) => r.heat !== "uphill").sort(byTime);
  const fastest = downhill[0];
  const meanTime = downhill.reduce((s, r) => s + (r.time ?? 0), 0) / (downhill.length || 1);
  const summary = {
    runs: runs.length,
    rejected: rejects.length,
    heats: heats.size,
    finishers: finishers.length,
    dnf: runs.filter((r) => r.status === Status.DidNotFinish).length,
    injured: casualties.length,
    fastest: fastest ? { name: fastest.name, time: fastest.time } : null,
    meanDownhill: Math.round(meanTime * 100) / 100,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/cheese_heats.csv"));
