import { readFileSync } from "fs";

enum BoatType {
  Swan = "SWAN",
  Duck = "DUCK",
  Dragon = "DRAGON",
}

interface Hire {
  date: string;
  start: string;
  boat: string;
  type: BoatType;
  minutes: number;
  riders: number;
  paid: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const RATE_PER_HALF_HOUR: Record<BoatType, number> = {
  [BoatType.Swan]: 8,
  [BoatType.Duck]: 6,
  [BoatType.Dragon]: 12,
};

const MAX_RIDERS = 4;

function parseLine(raw: string, line: number): Parsed<Hire> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) {
    return { ok: false, line, reason: `expected 7 fields, got ${parts.length}` };
  }
  const [date, start, boat, typeRaw, minutesRaw, ridersRaw, paidRaw] = parts;
  const type = Object.values(BoatType).find((t) => t === typeRaw.toUpperCase());
  if (!type) return { ok: false, line, reason: `unknown boat type "${typeRaw}"` };
  const minutes = Number(minutesRaw);
  if (!Number.isInteger(minutes) || minutes <= 0) {
    return { ok: false, line, reason: `bad minutes "${minutesRaw}"` };
  }
  const riders = parseInt(ridersRaw, 10);
  if (Number.isNaN(riders) || riders < 1 || riders > MAX_RIDERS) {
    return { ok: false, line, reason: `bad riders "${ridersRaw}"` };
  }
  const paid = parseFloat(paidRaw);
  if (Number.isNaN(paid)) return { ok: false, line, reason: `bad paid "${paidRaw}"` };
  return { ok: true, value: { date, start, boat, type, minutes, riders, paid } };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T>(items: T[], f: (x: T) => number): number =>
  items.reduce((total, x) => total + f(x), 0);

const fare = (h: Hire): number => Math.ceil(h.minutes / 30) * RATE_PER_HALF_HOUR[h.type];

const money = (n: number): string => `£${n.toFixed(2)}`;

export default function report(path: string): string {
  const rows = readFileSync(path, "utf8")
    .split("\n")
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw, line }) => line > 1 && raw.trim() !== "");
  const parsed = rows.map(({ raw, line }) => parseLine(raw, line));
  const hires = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const skipped = parsed.filter((p): p is Extract<Parsed<Hire>, { ok: false }> => !p.ok);

  const out: string[] = [];
  const title = `Pedalo hire report: ${path}`;
  out.push(title, "=".repeat(title.length));
  skipped.forEach((s) => out.push(`skipped line ${s.line}: ${s.reason}`));

  out.push("", `${"Type".padEnd(8)}${"Hires".padStart(6)}${"Mins".padStart(6)}${"Riders".padStart(8)}${"Takings".padStart(10)}`);
  for (const type of Object.values(BoatType)) {
    const group = hires.filter((h) => h.type === type);
    out.push(
      `${type.padEnd(8)}${String(group.length).padStart(6)}${String(sum(group, (h) => h.minutes)).padStart(6)}` +
        `${String(sum(group, (h) => h.riders)).padStart(8)}${money(sum(group, (h) => h.paid)).padStart(10)}`,
    );
  }

  out.push("", "Per day:");
  const byDay = groupBy(hires, (h) => h.date);
  [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([day, hs]) => out.push(`  ${day}  ${hs.length} hires  ${money(sum(hs, (h) => h.paid))}`));

  const short = hires
    .map((h) => ({ h, due: fare(h) }))
    .filter(({ h, due }) => h.paid < due);
  out.push("", `Underpaid (${short.length}):`);
  short.forEach(({ h, due }) =>
    out.push(`  ${h.date} ${h.start} ${h.boat.padEnd(3)} paid ${money(h.paid)} due ${money(due)} short ${money(due - h.paid)}`),
  );

  const byBoat = groupBy(hires, (h) => h.boat);
  const ranked = [...byBoat.entries()]
    .map(([boat, hs]) => ({ boat, minutes: sum(hs, (h) => h.minutes) }))
    .sort((a, b) => b.minutes - a.minutes || a.boat.localeCompare(b.boat));
  const busiest = ranked[0];
  out.push("", `Busiest boat: ${busiest?.boat ?? "none"} (${busiest?.minutes ?? 0} min)`);

  const takings = sum(hires, (h) => h.paid);
  const avgRiders = hires.length ? sum(hires, (h) => h.riders) / hires.length : 0;
  out.push(
    JSON.stringify({
      hires: hires.length,
      skipped: skipped.length,
      minutes: sum(hires, (h) => h.minutes),
      takings: Math.round(takings * 100) / 100,
      avgRiders: Math.round(avgRiders * 100) / 100,
      underpaid: short.length,
      busiest: busiest?.boat ?? null,
    }),
  );
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/pedalos.csv"));
