import { readFileSync } from "node:fs";

type Status = "ok" | "watch" | "critical" | "out";

enum FlowClass {
  AA = "AA",
  A = "A",
  B = "B",
  C = "C",
}

interface Hydrant {
  id: string;
  district: string;
  pressure: number;
  flow: number;
  inspected: string;
  issues: string[];
}

interface DistrictStats {
  count: number;
  totalFlow: number;
  statuses: Record<Status, number>;
}

const flowClass = (gpm: number): FlowClass =>
  gpm >= 1500 ? FlowClass.AA : gpm >= 1000 ? FlowClass.A : gpm >= 500 ? FlowClass.B : FlowClass.C;

const statusOf = ({ pressure, issues }: Hydrant): Status => {
  if (pressure === 0) return "out";
  if (pressure < 40 || issues.includes("leak")) return "critical";
  return issues.length > 1 || pressure < 50 ? "watch" : "ok";
};

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

class Inspection {
  constructor(private readonly hydrants: Hydrant[], private readonly today: string) {}

  get overdue(): Hydrant[] {
    const cutoff = new Date(this.today);
    cutoff.setFullYear(cutoff.getFullYear() - 1);
    return this.hydrants.filter(({ inspected }) => new Date(inspected) < cutoff);
  }

  get averagePressure(): number {
    const live = this.hydrants.filter((h) => h.pressure > 0);
    return live.reduce((sum, { pressure }) => sum + pressure, 0) / (live.length || 1);
  }
}

const parse = (text: string): Hydrant[] =>
  text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [id, district, pressure, flow, inspected, issues] = line.split(",");
      return {
        id,
        district,
        pressure: Number(pressure),
        flow: Number(flow),
        inspected,
        issues: issues?.split(";").filter(Boolean) ?? [],
      };
    });

export default function main(path = "root/hydrants.csv", today = "2025-07-01"): void {
  const hydrants = parse(readFileSync(path, "utf8"));
  const inspection = new Inspection(hydrants, today);
  console.log(`Hydrant inspection report (${hydrants.length} hydrants, as of ${today})`);

  const districts = groupBy(hydrants, (h) => h.district);
  const summary: Record<string, DistrictStats> = {};
  for (const [name, list] of [...districts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const empty: Record<Status, number> = { ok: 0, watch: 0, critical: 0, out: 0 };
    const statuses = list.reduce((acc, h) => ({ ...acc, [statusOf(h)]: acc[statusOf(h)] + 1 }), empty);
    const totalFlow = list.reduce((sum, { flow }) => sum + flow, 0);
    summary[name] = { count: list.length, totalFlow, statuses };
    console.log(`\n${name.padEnd(6)} ${String(list.length).padStart(2)} hydrants, ${totalFlow} gpm total`);
    for (const h of list) {
      const cls = flowClass(h.flow);
      const notes = h.issues.length ? h.issues.join("+") : "-";
      console.log(`  ${h.id} ${statusOf(h).padEnd(8)} ${String(h.pressure).padStart(3)} psi  class ${cls.padEnd(2)} ${notes}`);
    }
  }

  const issueCounts = hydrants
    .flatMap((h) => h.issues)
    .reduce<Record<string, number>>((acc, issue) => ({ ...acc, [issue]: (acc[issue] ?? 0) + 1 }), {});
  const topIssues = Object.entries(issueCounts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  console.log(`\nIssues: ${topIssues.map(([k, v]) => `${k}=${v}`).join(", ")}`);
  console.log(`Overdue (>1y): ${inspection.overdue.map((h) => h.id).join(", ") || "none"}`);
  console.log(`Average live pressure: ${inspection.averagePressure.toFixed(1)} psi`);

  const critical = hydrants.filter((h) => ["critical", "out"].includes(statusOf(h))).length;
  console.log(JSON.stringify({ hydrants: hydrants.length, critical, overdue: inspection.overdue.length, topIssue: topIssues[0]?.[0] ?? null, districts: Object.keys(summary).length }));
}

main();
