import { readFileSync } from "fs";

const Status = Object.freeze({ Delivered: "delivered", Failed: "failed", Returned: "returned" });



const LATE_SPEED = 30; // km/h: a delivered mission slower than this counts as late

const parseStatus = (raw) =>
  Object.values(Status).includes(raw) ? raw : Status.Failed;

function parseLine(line, header) {
  const cells = line.split(",").map((c) => c.trim());
  const row = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
  const { id, drone, pilot, zone, distance_km, payload_kg, status, minutes, tags } = row;
  return {
    id, drone, pilot, zone, distanceKm: Number(distance_km), minutes: Number(minutes),
    payloadKg: payload_kg === "" ? undefined : Number(payload_kg), status: parseStatus(status),
    tags: tags ? tags.split(";").filter(Boolean) : [],
  };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const sum = (items, f) => items.reduce((s, x) => s + f(x), 0);
const kmh = (km, minutes) => (minutes > 0 ? km / (minutes / 60) : 0);
const outcome = (m) =>
  m.status !== Status.Delivered ? "lost" : kmh(m.distanceKm, m.minutes) < LATE_SPEED ? "late" : "on-time";

class Fleet {
  constructor(missions) { this.missions = [...missions]; }

  get total() { return this.missions.length; }

  zones() {
    return [...groupBy(this.missions, (m) => m.zone).entries()]
      .map(([zone, list]) => {
        const km = sum(list, (m) => m.distanceKm);
        const delivered = list.filter((m) => m.status === Status.Delivered).length;
        return { zone, missions: list.length, delivered, km, avgSpeed: kmh(km, sum(list, (m) => m.minutes)) };
      })
      .sort((a, b) => b.km - a.km || a.zone.localeCompare(b.zone));
  }

  outcomes() {
    const start = { "on-time": 0, late: 0, lost: 0 };
    return this.missions.reduce((acc, m) => ({ ...acc, [outcome(m)]: acc[outcome(m)] + 1 }), start);
  }

  tagCounts() {
    const counts = new Map();
    this.missions.flatMap((m) => m.tags).forEach((t) => counts.set(t, (counts.get(t) ?? 0) + 1));
    return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  }

  heaviest() {
    return this.missions.reduce(
      (best, m) => ((m.payloadKg ?? -1) > (best?.payloadKg ?? -1) ? m : best), undefined);
  }

  pilotMinutes() {
    return new Map([...groupBy(this.missions, (m) => m.pilot)].map(([p, list]) => [p, sum(list, (m) => m.minutes)]));
  }
}

const fmt = (n, digits = 1) => n.toFixed(digits);
const row = (cells, widths) =>
  cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("").trimEnd();

export default function report(path) {
  const [headerLine, ...lines] = readFileSync(path, "utf8").split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"));
  const fleet = new Fleet(lines.map((l) => parseLine(l, headerLine.split(",").map((h) => h.trim()))));
  const [zones, outcomes, heavy] = [fleet.zones(), fleet.outcomes(), fleet.heaviest()];
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
