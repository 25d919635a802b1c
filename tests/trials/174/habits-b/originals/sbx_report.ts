import { readFileSync } from "fs";

enum Status {
  Finished = "FIN",
  DidNotFinish = "DNF",
  Disqualified = "DSQ",
}

interface Run {
  heat: string;
  rider: string;
  nation: string;
  position: number;
  time: number;
  status: Status;
}

interface BadLine {
  line: number;
  reason: string;
}

type Parsed = { ok: true; run: Run } | { ok: false; bad: BadLine };

const POINTS: Record<number, number> = { 1: 10, 2: 6, 3: 4, 4: 2 };

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k) ?? [];
    list.push(item);
    out.set(k, list);
  }
  return out;
}

function parseLine(raw: string, lineNo: number): Parsed {
  const fields = raw.split(",").map((f) => f.trim());
  if (fields.length !== 6) {
    return { ok: false, bad: { line: lineNo, reason: `expected 6 fields, got ${fields.length}` } };
  }
  const [heat, rider, nation, posText, timeText, statusText] = fields;
  const position = Number(posText);
  const time = Number(timeText);
  if (!Number.isInteger(position) || position < 1) {
    return { ok: false, bad: { line: lineNo, reason: `bad position "${posText}"` } };
  }
  if (Number.isNaN(time) || time < 0) {
    return { ok: false, bad: { line: lineNo, reason: `bad time "${timeText}"` } };
  }
  if (!Object.values(Status).includes(statusText as Status)) {
    return { ok: false, bad: { line: lineNo, reason: `unknown status "${statusText}"` } };
  }
  return { ok: true, run: { heat, rider, nation, position, time, status: statusText as Status } };
}

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, lineNo: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#"))
    .map(({ raw, lineNo }) => parseLine(raw, lineNo));
  const runs = parsed.flatMap((p) => (p.ok ? [p.run] : []));
  const bad = parsed.flatMap((p) => (p.ok ? [] : [p.bad]));

  const out: string[] = ["SNOWBOARD-CROSS HEATS", "=".repeat(40)];
  const heats = groupBy(runs, (r) => r.heat);
  for (const [heat, heatRuns] of heats) {
    const sorted = [...heatRuns].sort((a, b) => a.position - b.position);
    const winner = sorted.find((r) => r.status === Status.Finished);
    const outs = sorted.filter((r) => r.status !== Status.Finished).length;
    out.push(`${heat.padEnd(4)} ${String(heatRuns.length).padStart(2)} riders  winner: ${winner ? `${winner.rider} (${winner.time.toFixed(2)}s)` : "-"}  out: ${outs}`);
  }

  const finished = runs.filter((r) => r.status === Status.Finished);
  const points = new Map<string, number>();
  finished.forEach((r) => points.set(r.nation, (points.get(r.nation) ?? 0) + (POINTS[r.position] ?? 0)));
  const table = [...points.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  out.push("", "NATION POINTS");
  table.forEach(([nation, pts], i) => out.push(`${String(i + 1).padStart(2)}. ${nation} ${String(pts).padStart(3)}`));

  const fastest = finished.reduce<Run | undefined>((best, r) => (!best || r.time < best.time ? r : best), undefined);
  const meanTime = finished.length ? finished.reduce((s, r) => s + r.time, 0) / finished.length : 0;
  out.push("", `fastest run: ${fastest ? `${fastest.rider} ${fastest.heat} ${fastest.time.toFixed(2)}s` : "-"}`);
  out.push(`mean finishing time: ${meanTime.toFixed(3)}s`);

  if (bad.length > 0) {
    out.push("", `SKIPPED ${bad.length} LINES`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const summary = {
    runs: runs.length,
    finished: finished.length,
    heats: heats.size,
    skipped: bad.length,
    leader: table[0]?.[0] ?? null,
    fastest: fastest ? Math.round(fastest.time * 100) / 100 : null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/sbx_heats.csv"));
