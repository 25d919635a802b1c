import { readFileSync } from "fs";

enum Priority { Critical = "P1", Urgent = "P2", Routine = "P3" }
type Outcome = "transported" | "treated" | "cancelled";

interface Call {
  id: string;
  station: string;
  priority: Priority;
  received: string;
  dispatchSec: number;
  arrivalMin?: number;
  outcome: Outcome;
}

interface StationStats { station: string; calls: number; avgArrival: number | null; transported: number }

const TARGETS: Record<Priority, number> = { [Priority.Critical]: 8, [Priority.Urgent]: 15, [Priority.Routine]: 30 };

const parsePriority = (raw: string): Priority =>
  (Object.values(Priority) as string[]).includes(raw) ? (raw as Priority) : Priority.Routine;

function parseLine(line: string): Call | null {
  const [id, station, prio, received, dispatch, arrival, outcome] = line.split(",").map((s) => s.trim());
  if (!id) return null;
  return {
    id, station, received,
    priority: parsePriority(prio),
    dispatchSec: Number(dispatch),
    arrivalMin: arrival ? Number(arrival) : undefined,
    outcome: (outcome as Outcome) ?? "treated",
  };
}

const mean = (xs: number[]): number | null => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const round1 = (n: number): number => Math.round(n * 10) / 10;

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((m, it) => {
    const k = key(it);
    m.set(k, [...(m.get(k) ?? []), it]);
    return m;
  }, new Map<K, T[]>());
}

class DispatchLog {
  private readonly calls: Call[];
  constructor(text: string) {
    this.calls = text.trim().split("\n").slice(1).map(parseLine).filter((c): c is Call => c !== null);
  }

  get size(): number { return this.calls.length; }
  stations(): StationStats[] {
    return [...groupBy(this.calls, (c) => c.station)]
      .map(([station, cs]) => ({
        station,
        calls: cs.length,
        avgArrival: mean(cs.flatMap((c) => (c.arrivalMin !== undefined ? [c.arrivalMin] : []))),
        transported: cs.filter((c) => c.outcome === "transported").length,
      }))
      .sort((a, b) => b.calls - a.calls || a.station.localeCompare(b.station));
  }
  breaches(): Call[] { return this.calls.filter((c) => (c.arrivalMin ?? 0) > TARGETS[c.priority]); }
  busiestHour(): [number, number] {
    const counts = this.calls.reduce<Record<number, number>>((acc, { received }) => {
      const h = parseInt(received.split(":")[0], 10);
      return { ...acc, [h]: (acc[h] ?? 0) + 1 };
    }, {});
    return Object.entries(counts)
      .map(([h, n]): [number, number] => [Number(h), n])
      .reduce((best, cur) => (cur[1] > best[1] ? cur : best), [-1, 0]);
  }

  byPriority(): Record<string, number> {
    return Object.fromEntries([...groupBy(this.calls, (c) => c.priority)].map(([p, cs]) => [p, cs.length]));
  }
  avgDispatch(): number { return mean(this.calls.map((c) => c.dispatchSec)) ?? 0; }
}

const fmt = (n: number | null, digits = 1): string => (n === null ? "n/a" : n.toFixed(digits));

export default function report(path: string): string {
  const log = new DispatchLog(readFileSync(path, "utf8"));
  const stations = log.stations();
  const breaches = log.breaches();
  const [hour, hourCalls] = log.busiestHour();
  const lines = [
    `Ambulance dispatch report: ${log.size} calls`,
    "",
    `${"Station".padEnd(12)} ${"Calls".padStart(5)} ${"Avg arr".padStart(8)} ${"Transp".padStart(7)}`,
    ...stations.map(({ station, calls, avgArrival, transported }) =>
      `${station.padEnd(12)} ${String(calls).padStart(5)} ${fmt(avgArrival).padStart(8)} ${String(transported).padStart(7)}`),
    "",
    `Target breaches (${breaches.length}):`,
    ...breaches.map(({ id, priority, arrivalMin }) =>
      `  ${id} ${priority} arrived after ${arrivalMin?.toFixed(1)} min (target ${TARGETS[priority]})`),
    "",
    `Busiest hour: ${String(hour).padStart(2, "0")}:00 with ${hourCalls} calls`,
    `Mean dispatch delay: ${fmt(log.avgDispatch(), 2)} s`,
  ];
  const summary = {
    total: log.size,
    stations: stations.map((s) => s.station),
    breaches: breaches.map((b) => b.id),
    busiestHour: hour,
    avgDispatchSec: round1(log.avgDispatch()),
    byPriority: log.byPriority(),
  };
  return `${lines.join("\n")}\n\nSUMMARY ${JSON.stringify(summary)}`;
}
