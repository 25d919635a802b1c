import { readFileSync } from "node:fs";

enum Paint {
  Hard = "hard",
  Ablative = "ablative",
  Copper = "copper",
}

enum Status {
  Booked = "booked",
  InProgress = "in-progress",
  Done = "done",
  Cancelled = "cancelled",
}

interface Job {
  id: string;
  boat: string;
  lengthM: number;
  paint: Paint;
  coats: number;
  litres: number;
  hours: number;
  status: Status;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

const RATE_PER_HOUR = 42;
const PRICE_PER_LITRE: Record<Paint, number> = {
  [Paint.Hard]: 18.5,
  [Paint.Ablative]: 24,
  [Paint.Copper]: 39.9,
};

const isEnumValue = <E extends Record<string, string>>(e: E, v: string): v is E[keyof E] =>
  (Object.values(e) as string[]).includes(v);

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

const sum = <T>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);

function parseLine(raw: string, line: number): Parsed<Job> {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${cols.length}` };
  const [id, boat, len, paint, coats, litres, hours, status] = cols;
  const nums = [len, coats, litres, hours].map(Number);
  if (nums.some((n, i) => [len, coats, litres, hours][i] === "" || Number.isNaN(n)))
    return { ok: false, line, reason: "bad number" };
  if (!isEnumValue(Paint, paint)) return { ok: false, line, reason: `unknown paint '${paint}'` };
  if (!isEnumValue(Status, status)) return { ok: false, line, reason: `unknown status '${status}'` };
  const [lengthM, nCoats, nLitres, nHours] = nums;
  return {
    ok: true,
    value: { id, boat, lengthM, paint, coats: nCoats, litres: nLitres, hours: nHours, status },
  };
}

const jobCost = (j: Job): number => j.hours * RATE_PER_HOUR + j.litres * PRICE_PER_LITRE[j.paint];

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n").filter((l) => l.trim() !== "");
  const parsed = lines.slice(1).map((l, i) => parseLine(l, i + 2));
  const jobs = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p): p is Extract<Parsed<Job>, { ok: false }> => !p.ok);
  const live = jobs.filter((j) => j.status !== Status.Cancelled);

  const out: string[] = ["Boatyard antifouling report", "=".repeat(27)];
  for (const b of bad) out.push(`skipped line ${b.line}: ${b.reason}`);
  out.push("");

  const byPaint = groupBy(live, (j) => j.paint);
  for (const paint of [...byPaint.keys()].sort()) {
    const js = byPaint.get(paint)!;
    const litres = sum(js, (j) => j.litres);
    const area = sum(js, (j) => j.lengthM * j.coats);
    out.push(
      `${paint.padEnd(9)} jobs=${String(js.length).padStart(2)} litres=${litres.toFixed(1).padStart(5)}` +
        ` L/m-coat=${(litres / area).toFixed(3)}`,
    );
  }
  out.push("");

  const done = live.filter((j) => j.status === Status.Done);
  const top = [...done].sort((a, b) => jobCost(b) - jobCost(a)).slice(0, 3);
  out.push("Top invoices:");
  top.forEach((j, i) => out.push(`  ${i + 1}. ${j.id} ${j.boat.padEnd(10)} £${jobCost(j).toFixed(2)}`));

  const open = live.filter((j) => j.status !== Status.Done).map((j) => j.id);
  out.push(`Open jobs: ${open.length ? open.join(", ") : "none"}`);
  out.push("");

  const summary = {
    jobs: jobs.length,
    skipped: bad.length,
    cancelled: jobs.length - live.length,
    done: done.length,
    litres: Math.round(sum(live, (j) => j.litres) * 10) / 10,
    invoiced: Math.round(sum(done, jobCost) * 100) / 100,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/boatyard.csv"));
