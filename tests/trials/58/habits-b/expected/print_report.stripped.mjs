import { readFileSync } from "fs";

const Mode = { Mono: "mono", Color: "color" };

const RATES = { [Mode.Mono]: 0.04, [Mode.Color]: 0.18 };
const PAPER_FACTOR = { A4: 1, A3: 2, Letter: 1 };

const parseLine = (line) => {
  const [id, dept, user, pages, copies, mode, paper, status, duplex, note] = line.split(",").map(s => s.trim());
  if (!id || !dept || Number.isNaN(Number(pages))) return null;
  return {
    id, dept, user,
    pages: Number(pages),
    copies: Number(copies) || 1,
    mode: mode === "color" ? Mode.Color : Mode.Mono,
    paper: paper,
    status: status,
    duplex: duplex === "yes",
    note: note || undefined,
  };
};

const sheetsOf = ({ pages, copies, duplex }) => Math.ceil(pages / (duplex ? 2 : 1)) * copies;
const costOf = (job) =>
  job.status === "done" ? job.pages * job.copies * RATES[job.mode] * (PAPER_FACTOR[job.paper] ?? 1) : 0;
const round2 = (x) => Math.round(x * 100) / 100;

function groupBy(items, keyFn) {
  return items.reduce((acc, item) => {
    const key = keyFn(item);
    acc.set(key, [...(acc.get(key) ?? []), item]);
    return acc;
  }, new Map());
}

function topN(items, n, score) {
  return [...items].sort((a, b) => score(b) - score(a)).slice(0, n);
}

class PrintReport {
  jobs;
  constructor(text) {
    const lines = text.split("\n").filter(l => l.trim() !== "" && !l.startsWith("#"));
    this.jobs = lines.slice(1).map(parseLine).filter((j) => j !== null);
  }
  count(status) {
    return status ? this.jobs.filter(j => j.status === status).length : this.jobs.length;
  }
  deptStats() {
    const out = {};
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
  notes() {
    return this.jobs.flatMap(({ id, note }) => (note ? [`${id}: ${note}`] : []));
  }
  heavyUsers(n = 3) {
    const byUser = groupBy(this.jobs.filter(j => j.status === "done"), j => j.user);
    const pairs = [...byUser].map(([u, js]) => [u, js.reduce((s, j) => s + j.pages * j.copies, 0)]);
    return topN(pairs, n, ([, p]) => p);
  }
  render() {
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

const report = (path) => new PrintReport(readFileSync(path, "utf8")).render();

export default report;

console.log(report(process.argv[2] ?? "root/print_jobs.csv"));
