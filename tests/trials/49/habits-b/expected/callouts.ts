import { readFileSync } from "fs";

enum Kind {
  Lockout = "lockout",
  Rekey = "rekey",
  Install = "install",
  Safe = "safe",
}

type Rating = 1 | 2 | 3 | 4 | 5 | null;

interface Callout {
  id: string;
  tech: string;
  kind: Kind;
  district: string;
  minutes: number;
  fee: number;
  rating: Rating;
}

interface TechStats {
  jobs: number;
  minutes: number;
  revenue: number;
  ratings: number[];
}

type Summary = Record<string, { jobs: number; revenue: number; avgRating: number | null }>;

const parseLine = (header: string[], line: string): Callout => {
  const cells = line.split(",").map((c) => c.trim());
  const row: Record<string, string> = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
  const { id, technician, kind, district, minutes, fee, rating } = row;
  return {
    id,
    tech: technician,
    kind: kind as Kind,
    district,
    minutes: Number(minutes),
    fee: Number(fee),
    rating: rating ? (Number(rating) as Rating) : null,
  };
};

function parseCsv(text: string): Callout[] {
  const [head, ...rows] = text.trim().split("\n");
  const header = head.split(",");
  return rows.filter((r) => r.trim() !== "").map((r) => parseLine(header, r));
}

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    out.set(key, [...(out.get(key) ?? []), item]);
  }
  return out;
}

const mean = (xs: number[]): number | null =>
  xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;

const money = (n: number): string => `$${n.toFixed(2)}`;

class Ledger {
  private stats = new Map<string, TechStats>();

  add({ tech, minutes, fee, rating }: Callout): void {
    const prev = this.stats.get(tech) ?? { jobs: 0, minutes: 0, revenue: 0, ratings: [] };
    this.stats.set(tech, {
      ...prev,
      jobs: prev.jobs + 1,
      minutes: prev.minutes + minutes,
      revenue: prev.revenue + fee,
      ratings: rating === null ? prev.ratings : [...prev.ratings, rating],
    });
  }

  ranked(): [string, TechStats][] {
    return [...this.stats.entries()].sort(([, a], [, b]) => b.revenue - a.revenue);
  }

  summary(): Summary {
    return Object.fromEntries(
      this.ranked().map(([tech, s]) => [tech, { jobs: s.jobs, revenue: s.revenue, avgRating: mean(s.ratings) }])
    );
  }
}

export default function report(path: string): string {
  const callouts = parseCsv(readFileSync(path, "utf8"));
  const ledger = new Ledger();
  callouts.forEach((c) => ledger.add(c));
  const lines: string[] = [`Locksmith callouts: ${callouts.length} jobs`];
  for (const [tech, s] of ledger.ranked()) {
    const avg = mean(s.ratings);
    lines.push(`  ${tech.padEnd(5)} ${String(s.jobs).padStart(2)} jobs ${String(s.minutes).padStart(4)} min ${money(s.revenue).padStart(9)}  rating ${avg?.toFixed(2) ?? "n/a"}`);
  }
  const byKind = groupBy(callouts, (c) => c.kind);
  lines.push("By kind:");
  for (const kind of Object.values(Kind)) {
    const jobs = byKind.get(kind) ?? [];
    const perHour = jobs.reduce((acc, j) => acc + j.fee, 0) / (jobs.reduce((acc, j) => acc + j.minutes, 0) / 60 || 1);
    lines.push(`  ${kind.padEnd(8)} ${jobs.length} jobs, ${money(perHour)}/h`);
  }
  const districts = [...new Set(callouts.map((c) => c.district))].sort();
  const unrated = callouts.flatMap((c) => (c.rating === null ? [c.id] : []));
  lines.push(`Districts: ${districts.join(", ")}`);
  lines.push(`Unrated: ${unrated.join(" ") || "none"}`);
  lines.push(JSON.stringify(ledger.summary()));
  return lines.join("\n");
}

console.log(report(process.argv[2] ?? "root/callouts.csv"));
