import { readFileSync } from "node:fs";

const FlowClass = { AA: "AA", A: "A", B: "B", C: "C" };

const flowClass = (gpm) =>
  gpm >= 1500 ? FlowClass.AA : gpm >= 1000 ? FlowClass.A : gpm >= 500 ? FlowClass.B : FlowClass.C;

const statusOf = ({ pressure, issues }) => {
  if (pressure === 0) return "out";
  if (pressure < 40 || issues.includes("leak")) return "critical";
  return issues.length > 1 || pressure < 50 ? "watch" : "ok";
};

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

class Inspection {
  constructor(hydrants, today) {
    this.hydrants = hydrants;
    this.today = today;
  }

  get overdue() {
    const cutoff = new Date(this.today);
    cutoff.setFullYear(cutoff.getFullYear() - 1);
    return this.hydrants.filter(({ inspected }) => new Date(inspected) < cutoff);
  }

  get averagePressure() {
    const live = this.hydrants.filter((h) => h.pressure > 0);
    return live.reduce((sum, { pressure }) => sum + pressure, 0) / (live.length || 1);
  }
}

const parse = (text) =>
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

export default function main(path = "root/hydrants.csv", today = "2025-07-01") {
  const hydrants = parse(readFileSync(path, "utf8"));
  const inspection = new Inspection(hydrants, today);
  console.log(`Hydrant inspection report (${hydrants.length} hydrants, as of ${today})`);

  const districts = groupBy(hydrants, (h) => h.district);
  const summary = {};
  for (const [name, list] of [...districts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const empty = { ok: 0, watch: 0, critical: 0, out: 0 };
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
    .reduce((acc, issue) => ({ ...acc, [issue]: (acc[issue] ?? 0) + 1 }), {});
  const topIssues = Object.entries(issueCounts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  console.log(`\nIssues: ${topIssues.map(([k, v]) => `${k}=${v}`).join(", ")}`);
  console.log(`Overdue (>1y): ${inspection.overdue.map((h) => h.id).join(", ") || "none"}`);
  console.log(`Average live pressure: ${inspection.averagePressure.toFixed(1)} psi`);

  const critical = hydrants.filter((h) => ["critical", "out"].includes(statusOf(h))).length;
  console.log(JSON.stringify({ hydrants: hydrants.length, critical, overdue: inspection.overdue.length, topIssue: topIssues[0]?.[0] ?? null, districts: Object.keys(summary).length }));
}

main();
