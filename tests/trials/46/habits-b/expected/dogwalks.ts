import { readFileSync } from "fs";

type DogSize = "small" | "medium" | "large";

enum Load {
  Light = "light",
  Normal = "normal",
  Heavy = "heavy",
}

interface Walker {
  id: string;
  name: string;
  ratePerHour?: number;
}

interface Walk {
  walker: string;
  dog: string;
  size: DogSize;
  minutes: number;
  km: number;
  day: string;
  tags?: string[];
  incident?: string;
}

interface Roster {
  service: string;
  walkers: Walker[];
  walks: Walk[];
}

const DEFAULT_RATE = 15;
const SIZE_BONUS: Record<DogSize, number> = { small: 0, medium: 2, large: 4 };

const round2 = (n: number): number => Math.round(n * 100) / 100;
const pad = (s: string, w: number): string => s.padEnd(w, " ");

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const key = keyOf(item);
    acc.set(key, [...(acc.get(key) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sumBy = <T,>(items: T[], f: (t: T) => number): number =>
  items.reduce((total, t) => total + f(t), 0);

const loadOf = (minutes: number): Load =>
  minutes >= 90 ? Load.Heavy : minutes >= 45 ? Load.Normal : Load.Light;

class Payroll {
  private readonly byId: Map<string, Walker>;

  constructor(walkers: Walker[]) {
    this.byId = new Map(walkers.map((w) => [w.id, w] as [string, Walker]));
  }

  nameOf(id: string): string {
    return this.byId.get(id)?.name ?? `unknown(${id})`;
  }

  pay({ walker, minutes, size }: Walk): number {
    const rate = this.byId.get(walker)?.ratePerHour ?? DEFAULT_RATE;
    return round2((minutes / 60) * rate + SIZE_BONUS[size]);
  }
}

function topTags(walks: Walk[], n = 3): string[] {
  const counts = walks
    .flatMap((w) => w.tags ?? [])
    .reduce<Record<string, number>>((acc, t) => ({ ...acc, [t]: (acc[t] ?? 0) + 1 }), {});
  return Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, n)
    .map(([tag, c]) => `${tag}×${c}`);
}

export default function report(path: string): string {
  const roster: Roster = JSON.parse(readFileSync(path, "utf8"));
  const { service, walkers, walks } = roster;
  const payroll = new Payroll(walkers);
  const lines: string[] = [`== ${service}: ${walks.length} walks ==`];

  const byWalker = groupBy(walks, (w) => w.walker);
  const rows = [...byWalker.entries()]
    .map(([id, ws]) => ({
      name: payroll.nameOf(id),
      count: ws.length,
      minutes: sumBy(ws, (w) => w.minutes),
      km: sumBy(ws, (w) => w.km),
      pay: round2(sumBy(ws, (w) => payroll.pay(w))),
    }))
    .sort((a, b) => b.pay - a.pay);

  for (const { name, count, minutes, km, pay } of rows) {
    const load = loadOf(minutes);
    lines.push(`${pad(name, 12)} ${String(count).padStart(2)} walks ${String(minutes).padStart(4)} min ${km.toFixed(1).padStart(5)} km  $${pay.toFixed(2).padStart(6)}  [${load}]`);
  }

  const perDog = groupBy(walks, (w) => w.dog);
  const regulars = [...perDog.keys()].filter((d) => (perDog.get(d)?.length ?? 0) > 1).sort();
  const avgSpeed = sumBy(walks, (w) => w.km) / (sumBy(walks, (w) => w.minutes) / 60);
  const incidents = walks.filter((w) => w.incident).map((w) => `${w.dog} on ${w.day}: ${w.incident}`);
  const total = round2(sumBy(rows, (r) => r.pay));

  lines.push(`regular dogs: ${regulars.join(", ") || "none"}`);
  lines.push(`top tags: ${topTags(walks).join(" ")}`);
  lines.push(`average pace: ${avgSpeed.toFixed(2)} km/h`);
  lines.push(`incidents: ${incidents.length ? incidents.join("; ") : "none"}`);
  lines.push(`total payroll: $${total.toFixed(2)}`);
  return lines.join("\n");
}
