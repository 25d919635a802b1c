import { readFileSync } from "fs";

enum Mode { Mono = "mono", Color = "color" }
type Status = "done" | "failed" | "cancelled";
type Paper = "A4" | "A3" | "Letter";

interface Job {
  id: string;
  dept: string;
  user: string;
  pages: number;
  copies: number;
  mode: Mode;
  paper: Paper;
  status: Status;
  duplex: boolean;
  note?: string;
}

interface DeptStats { jobs: number; sheets: number; cost: number; failed: number }

const RATES: Record<Mode, number> = { [Mode.Mono]: 0.04, [Mode.Color]: 0.18 };
const PAPER_FACTOR: Partial<Record<string, number>> = { A4: 1, A3: 2, Letter: 1 };

const parseLine = (line: string): Job | null => {
  const [id, dept, user, pages, copies, mode, paper, status, duplex, note] = line.split(",").map(s => s.trim());
  if (!id || !dept || Number.isNaN(Number(pages))) return null;
  return {
    id, dept, user,
    pages: Number(pages),
    copies: Number(copies) || 1,
    mode: mode === "color" ? Mode.Color : Mode.Mono,
    paper: paper as Paper,
    status: status as Status,
    duplex: duplex === "yes",
    note: note || undefined,
  };
};

const sheetsOf = ({ pages, copies, duplex }: Job): number => Math.ceil(pages / (duplex ? 2 : 1)) * copies;
const costOf = (job: Job): number =>
  job.status === "done" ? job.pages * job.copies * RATES[job.mode] * (PAPER_FACTOR[job.paper] ?? 1) : 0;
const round2 = (x: number): number => Math.round(x * 100) / 100;

function groupBy<T, K>(items: T[], keyFn: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const key = keyFn(item);
    acc.set(key, [...(acc.get(key) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

function topN<T>(items: T[], n: number, score: (t: T) => number): T[] {
  return [...items].sort((a, b) => score(b) - score(a)).slice(0, n);
}

class PrintReport {
  private readonly jobs: Job[];
  constructor(text: string) {
    const lines = text.split("\n").filter(l => l.trim() !== "" && !l.startsWith("#"));
    this.jobs = lines.slice(1).map(parseLine).filter((j): j is Job => j !== null);
  }
  count(status?: Status): number {
    return status ? this.jobs.filter(j => j.status === status).length : this.jobs.length;
  }
  deptStats(): Record<string, DeptStats> {
    const out: Record<string, DeptStats> = {};
    for (const [dept, jobs] of groupBy(this.jobs, j => j.dept)) {
      const done = jobs.filter(j => j.status === "done");
      out[dept] = {
        jobs: jobs.length,
        sheets: done.reduce((s, j) => s + sheetsOf(j), 0),
        cost: round2(jobs.reduce((s, j) => s + costOf(j), 0)),
        failed: jobs.filter(j => j.status === "failed").length,
      };
    }
    return out;
  }
  notes(): string[] {
    return this.jobs.flatMap(({ id, note }) => (note ? [`${id}: ${note}`] : []));
  }
  heavyUsers(n = 3): Array<[string, number]> {
    const byUser = groupBy(this.jobs.filter(j => j.status === "done"), j => j.user);
    const pairs = [...byUser].map(([u, js]): [string, number] => [u, js.reduce((s, j) => s + j.pages * j.copies, 0)]);
    return topN(pairs, n, ([, p]) => p);
  }
  render(): string {
    const stats = this.deptStats();
    const rows = Object.entries(stats).map(([d, s]) =>
      `${d.padEnd(10)}${String(s.jobs).padStart(5)}${String(s.sheets).padStart(8)}${s.cost.toFixed(2).padStart(9)}${s.failed ? "  !" + s.failed : ""}`);
    const total = round2(Object.values(stats).reduce((s, d) => s + d.cost, 0));
    const top = this.heavyUsers();
    const summary = { jobs: this.count(), done: this.count("done"), total_cost: total, departments: Object.keys(stats).length, top_user: top[0]?.[0] ?? null, notes: this.notes().length };
    return [
      `Print jobs: ${this.count()} (${this.count("done")} done, ${this.count("failed")} failed, ${this.count("cancelled")} cancelled)`,
      `${"Dept".padEnd(10)}${"Jobs".padStart(5)}${"Sheets".padStart(8)}${"Cost".padStart(9)}`,
      ...rows,
      `Total cost: ${total.toFixed(2)}`,
      `Top users: ${top.map(([u, p]) => `${u} (${p})`).join(", ")}`,
      "Notes:",
      ...this.notes().map(n => `  - ${n}`),
      `JSON: ${JSON.stringify(summary)}`,
    ].join("\n");
  }
}

const report = (path: string): string => new PrintReport(readFileSync(path, "utf8")).render();

export default report;

console.log(report(process.argv[2] ?? "root/print_jobs.csv"));
