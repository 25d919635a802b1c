import { readFileSync } from "fs";

enum Status { Delivered = "delivered", Failed = "failed", Returned = "returned" }

interface Mission {
  id: string; drone: string; pilot: string; zone: string;
  distanceKm: number; payloadKg?: number; status: Status; minutes: number; tags: string[];
}

type Outcome = "on-time" | "late" | "lost";
type Grouped<T> = Map<string, T[]>;
interface ZoneStats { zone: string; missions: number; delivered: number; km: number; avgSpeed: number }

const LATE_SPEED = 30; // km/h: a delivered mission slower than this counts as late

const parseStatus = (raw: string): Status =>
  (Object.values(Status) as string[]).includes(raw) ? (raw as Status) : Status.Failed;

function parseLine(line: string, header: string[]): Mission {
  const cells = line.split(",").map((c) => c.trim());
  const row: Record<string, string> = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
  const { id, drone, pilot, zone, distance_km, payload_kg, status, minutes, tags } = row;
  return {
    id, drone, pilot, zone, distanceKm: Number(distance_km), minutes: Number(minutes),
    payloadKg: payload_kg === "" ? undefined : Number(payload_kg), status: parseStatus(status),
    tags: tags ? tags.split(";").filter(Boolean) : [],
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Grouped<T> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<string, T[]>());
}

const sum = <T>(items: T[], f: (x: T) => number): number => items.reduce((s, x) => s + f(x), 0);
const kmh = (km: number, minutes: number): number => (minutes > 0 ? km / (minutes / 60) : 0);
const outcome = (m: Mission): Outcome =>
  m.status !== Status.Delivered ? "lost" : kmh(m.distanceKm, m.minutes) < LATE_SPEED ? "late" : "on-time";

class Fleet {
  constructor(private readonly missions: Mission[]) { this.missions = [...missions]; }

  get total(): number { return this.missions.length; }

  zones(): ZoneStats[] {
    return [...groupBy(this.missions, (m) => m.zone).entries()]
      .map(([zone, list]) => {
        const km = sum(list, (m) => m.distanceKm);
        const delivered = list.filter((m) => m.status === Status.Delivered).length;
        return { zone, missions: list.length, delivered, km, avgSpeed: kmh(km, sum(list, (m) => m.minutes)) };
      })
      .sort((a, b) => b.km - a.km || a.zone.localeCompare(b.zone));
  }

  outcomes(): Record<Outcome, number> {
    const start: Record<Outcome, number> = { "on-time": 0, late: 0, lost: 0 };
    return this.missions.reduce((acc, m) => ({ ...acc, [outcome(m)]: acc[outcome(m)] + 1 }), start);
  }

  tagCounts(): [string, number][] {
    const counts = new Map<string, number>();
    this.missions.flatMap((m) => m.tags).forEach((t) => counts.set(t, (counts.get(t) ?? 0) + 1));
    return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  }

  heaviest(): Mission | undefined {
    return this.missions.reduce<Mission | undefined>(
      (best, m) => ((m.payloadKg ?? -1) > (best?.payloadKg ?? -1) ? m : best), undefined);
  }

  pilotMinutes(): Map<string, number> {
    return new Map([...groupBy(this.missions, (m) => m.pilot)].map(([p, list]) => [p, sum(list, (m) => m.minutes)]));
  }
}

const fmt = (n: number, digits = 1): string => n.toFixed(digits);
const row = (cells: string[], widths: number[]): string =>
  cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("").trimEnd();

export default function report(path: string): string {
  const [headerLine, ...lines] = readFileSync(path, "utf8").split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"));
  const fleet = new Fleet(lines.map((l) => parseLine(l, headerLine.split(",").map((h) => h.trim()))));
  const [zones, outcomes, heavy] = [fleet.zones(), fleet.outcomes(), fleet.heaviest()] as const;
  const widths = [12, 10, 11, 8, 8];
  const summary = {
    missions: fleet.total,
    outcomes,
    busiestZone: zones[0]?.zone ?? null,
    totalKm: Number(fmt(sum(zones, (z) => z.km))),
    pilotMinutes: Object.fromEntries(fleet.pilotMinutes()),
  };
  return [
    `Drone delivery report — ${fleet.total} missions`,
    "",
    row(["Zone", "Missions", "Delivered", "Km", "Avg km/h"], widths),
    ...zones.map(({ zone, missions, delivered, km, avgSpeed }) =>
      row([zone, `${missions}`, `${delivered}`, fmt(km), fmt(avgSpeed)], widths)),
    "",
    `Outcomes: ${Object.entries(outcomes).map(([k, v]) => `${k}=${v}`).join(", ")}`,
    `Top tags: ${fleet.tagCounts().slice(0, 3).map(([t, c]) => `${t}(${c})`).join(" ")}`,
    `Heaviest payload: ${heavy?.id ?? "n/a"} ${fmt(heavy?.payloadKg ?? 0, 2)} kg by ${heavy?.pilot ?? "nobody"}`,
    "",
    "JSON:",
    JSON.stringify(summary, null, 2),
  ].join("\n");
}
