import { readFileSync } from "node:fs";

type TaskKind = "swap" | "inspect" | "repair";

interface Task {
  scooter: string;
  zone: string;
  kind: TaskKind;
  before: number;
  after: number;
  minutes: number;
}

interface ZoneStats {
  zone: string;
  tasks: number;
  swaps: number;
  charge: number;
  minutes: number;
}

const KIND_WEIGHT: Record<TaskKind, number> = { swap: 1, inspect: 0.5, repair: 3 };

const parseTask = (line: string): Task => {
  const [scooter, zone, kind, before, after, minutes] = line.split(",").map((s) => s.trim());
  return { scooter, zone, kind: kind as TaskKind, before: Number(before), after: Number(after), minutes: Number(minutes) };
};

const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> =>
  items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());

class Fleet {
  constructor(private readonly tasks: Task[]) {}

  get swaps(): Task[] {
    return this.tasks.filter(({ kind }) => kind === "swap");
  }

  get totalCharge(): number {
    return this.swaps.reduce((sum, { before, after }) => sum + (after - before), 0);
  }

  get workload(): number {
    return this.tasks.reduce((sum, t) => sum + KIND_WEIGHT[t.kind] * t.minutes, 0);
  }

  zones(): ZoneStats[] {
    return [...groupBy(this.tasks, (t) => t.zone).entries()]
      .map(([zone, list]) => ({
        zone,
        tasks: list.length,
        swaps: list.filter((t) => t.kind === "swap").length,
        charge: list
          .filter((t) => t.kind === "swap")
          .reduce((s, t) => s + t.after - t.before, 0),
        minutes: list.reduce((s, t) => s + t.minutes, 0),
      }))
      .sort((a, b) => b.charge - a.charge || a.zone.localeCompare(b.zone));
  }

  busiest(): string | undefined {
    const counts = groupBy(this.tasks, (t) => t.scooter);
    return [...counts.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0]?.[0];
  }
}

const pad = (s: string | number, n: number): string => String(s).padEnd(n);

const main = (path: string): string => {
  const tasks = readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map(parseTask);
  const fleet = new Fleet(tasks);
  const lines = [
    "E-SCOOTER BATTERY SWAP REPORT",
    "=".repeat(29),
    ...fleet.zones().map(
      ({ zone, tasks, swaps, charge, minutes }) =>
        `${pad(zone, 10)} tasks=${pad(tasks, 3)} swaps=${pad(swaps, 3)} charge=${pad(`${charge}%`, 6)} time=${minutes}min`,
    ),
    "-".repeat(29),
  ];
  const repairs = tasks.flatMap((t) => (t.kind === "repair" ? [`${t.scooter}@${t.zone}`] : []));
  const avgGain = fleet.swaps.length ? fleet.totalCharge / fleet.swaps.length : 0;
  lines.push(`repairs: ${repairs.join(", ") || "none"}`);
  lines.push(`average gain per swap: ${avgGain.toFixed(1)}%`);
  lines.push(`weighted workload: ${fleet.workload.toFixed(1)}`);
  const summary = {
    tasks: tasks.length,
    swaps: fleet.swaps.length,
    totalCharge: fleet.totalCharge,
    busiest: fleet.busiest() ?? null,
    topZone: fleet.zones()[0]?.zone ?? null,
  };
  lines.push(JSON.stringify(summary));
  return lines.join("\n");
};

export default main;

console.log(main(process.argv[2] ?? "root/swaps.csv"));
