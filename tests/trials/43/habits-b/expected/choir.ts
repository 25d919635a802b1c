import { readFileSync } from "fs";

enum Standing { Reliable = "reliable", Steady = "steady", AtRisk = "at-risk" }
type Part = "soprano" | "alto" | "tenor" | "bass";

interface Singer {
  name: string;
  part: string;
  joined: number;
  attended: string[];
  lateMinutes: number[];
  section_leader?: boolean;
}

interface ChoirData { choir: string; rehearsals: string[]; singers: Singer[] }

interface SingerStat {
  name: string;
  part: Part | "other";
  rate: number;
  late: number;
  standing: Standing;
  leader: boolean;
}

const PARTS: Part[] = ["soprano", "alto", "tenor", "bass"];
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const pad = (s: string, n: number): string => s.padEnd(n, " ");

const toPart = (p: string): Part | "other" =>
  (PARTS as string[]).includes(p) ? (p as Part) : "other";

function classify(rate: number, late: number): Standing {
  if (rate >= 0.8 && late <= 10) return Standing.Reliable;
  return rate >= 0.5 ? Standing.Steady : Standing.AtRisk;
}

function groupBy<T, K extends string>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
}

class AttendanceBook {
  private readonly stats: SingerStat[];

  constructor(private readonly data: ChoirData) {
    const total = data.rehearsals.length;
    this.stats = data.singers.map(({ name, part, attended, lateMinutes, section_leader }) => {
      const rate = total > 0 ? attended.length / total : 0;
      const late = sum(lateMinutes);
      return { name, part: toPart(part), rate, late, standing: classify(rate, late), leader: section_leader ?? false };
    });
  }

  ranked(): SingerStat[] {
    return [...this.stats].sort((a, b) => b.rate - a.rate || a.late - b.late || a.name.localeCompare(b.name));
  }

  headcount(): Record<string, number> {
    return Object.fromEntries(
      this.data.rehearsals.map((d) => [d, this.data.singers.filter((s) => s.attended.includes(d)).length])
    );
  }

  byPart(): Map<string, SingerStat[]> {
    return groupBy(this.stats, (s) => s.part);
  }

  standings(): Record<Standing, number> {
    return this.stats.reduce(
      (acc, { standing }) => ({ ...acc, [standing]: acc[standing] + 1 }),
      { [Standing.Reliable]: 0, [Standing.Steady]: 0, [Standing.AtRisk]: 0 } as Record<Standing, number>
    );
  }
}

export default function report(path: string): string {
  const data: ChoirData = JSON.parse(readFileSync(path, "utf8"));
  const book = new AttendanceBook(data);
  const lines: string[] = [`# ${data.choir} — ${data.rehearsals.length} rehearsals`, ""];
  lines.push(...book.ranked().map((s, i) =>
    `${String(i + 1).padStart(2)}. ${pad(s.name, 16)} ${pad(s.part, 8)} ${pct(s.rate).padStart(6)} late ${String(s.late).padStart(3)}m ${s.standing}${s.leader ? " *" : ""}`));
  lines.push("", "Per part:");
  for (const [part, members] of [...book.byPart().entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const avg = sum(members.map((m) => m.rate)) / members.length;
    lines.push(`  ${pad(part, 8)} n=${members.length} avg ${pct(avg)}`);
  }
  const heads = book.headcount();
  const busiest = Object.entries(heads).reduce((best, cur) => (cur[1] > best[1] ? cur : best));
  lines.push("", `Headcount: ${Object.values(heads).join(" ")} (busiest ${busiest[0]} with ${busiest[1]})`);
  const lateDays = data.singers.flatMap((s) => s.lateMinutes.filter((m) => m > 0));
  lines.push(`Late arrivals: ${lateDays.length}, total ${sum(lateDays)} min, worst ${Math.max(...lateDays)} min`);
  const st = book.standings();
  lines.push(`Standing: ${Object.entries(st).map(([k, v]) => `${k}=${v}`).join(", ")}`);
  const leaders = book.ranked().filter((s) => s.leader).map((s) => s.name);
  lines.push(`Section leaders: ${leaders.join(", ") || "none"}`);
  return lines.join("\n");
}

console.log(report(process.argv[2] ?? "root/choir.json"));
