// Hand-stripped JavaScript version of dispatch_report.ts (types removed, enum turned into an object).
import { readFileSync } from "fs";

const Priority = { Critical: "P1", Urgent: "P2", Routine: "P3" };

const TARGETS = {
  [Priority.Critical]: 8,
  [Priority.Urgent]: 15,
  [Priority.Routine]: 30,
};

const parsePriority = (raw) =>
  Object.values(Priority).includes(raw) ? raw : Priority.Routine;

function parseLine(line) {
  const [id, station, prio, received, dispatch, arrival, outcome] = line.split(",").map((s) => s.trim());
  if (!id) return null;
  return {
    id,
    station,
    received,
    priority: parsePriority(prio),
    dispatchSec: Number(dispatch),
    arrivalMin: arrival ? Number(arrival) : undefined,
    outcome: outcome ?? "treated",
  };
}

const mean = (xs) =>
  xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;

const round1 = (n) => Math.round(n * 10) / 10;

function groupBy(items, key) {
  return items.reduce((m, it) => {
    const k = key(it);
    m.set(k, [...(m.get(k) ?? []), it]);
    return m;
  }, new Map());
}

class DispatchLog {
  calls;

  constructor(text) {
    this.calls = text.trim().split("\n").slice(1)
      .map(parseLine)
      .filter((c) => c !== null);
  }

  get size() {
    return this.calls.length;
  }

  stations() {
    return [...groupBy(this.calls, (c) => c.station)]
      .map(([station, cs]) => ({
        station,
        calls: cs.length,
        avgArrival: mean(cs.flatMap((c) => (c.arrivalMin !== undefined ? [c.arrivalMin] : []))),
        transported: cs.filter((c) => c.outcome === "transported").length,
      }))
      .sort((a, b) => b.calls - a.calls || a.station.localeCompare(b.station));
  }

  breaches() {
    return this.calls.filter((c) => (c.arrivalMin ?? 0) > TARGETS[c.priority]);
  }

  busiestHour() {
    const counts = this.calls.reduce((acc, { received }) => {
      const h = parseInt(received.split(":")[0], 10);
      return { ...acc, [h]: (acc[h] ?? 0) + 1 };
    }, {});
    return Object.entries(counts)
      .map(([h, n]) => [Number(h), n])
      .reduce((best, cur) => (cur[1] > best[1] ? cur : best), [-1, 0]);
  }

  byPriority() {
    return Object.fromEntries([...groupBy(this.calls, (c) => c.priority)].map(([p, cs]) => [p, cs.length]));
  }

  avgDispatch() {
    return mean(this.calls.map((c) => c.dispatchSec)) ?? 0;
  }
}

const fmt = (n, digits = 1) => (n === null ? "n/a" : n.toFixed(digits));

export default function report(path) {
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

// runner (not part of the .ts module): print the report
process.stdout.write(report(process.argv[2] ?? "root/dispatch_calls.csv"));
