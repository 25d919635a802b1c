// Pharmacy refill tracker: when does each prescription run out, and how adherent is the patient?
import { readFileSync } from "fs";

const Status = Object.freeze({ Overdue: "overdue", DueSoon: "due-soon", OnTrack: "on-track" });


const PER_DAY = { daily: 1, "twice-daily": 2, weekly: 1 / 7 };
const DAY_MS = 86_400_000;

const parseDate = (s) => new Date(`${s}T00:00:00Z`);
const fmtDate = (d) => d.toISOString().slice(0, 10);
const addDays = (d, n) => new Date(d.getTime() + n * DAY_MS);
const daysBetween = (a, b) => Math.round((b.getTime() - a.getTime()) / DAY_MS);
const pad = (s, n) => String(s).padEnd(n);

function groupBy(items, key) {
  return items.reduce((m, item) => {
    const k = key(item);
    m.set(k, [...(m.get(k) ?? []), item]);
    return m;
  }, new Map());
}

const statusOf = (daysLeft) =>
  daysLeft < 0 ? Status.Overdue : daysLeft <= 5 ? Status.DueSoon : Status.OnTrack;

class RefillTracker {
  constructor(prescriptions, today) {
    this.prescriptions = prescriptions;
    this.today = parseDate(today);
  }

  dailyUse({ schedule, dose }) {
    return PER_DAY[schedule] * (dose ?? 1);
  }

  adherence(p) {
    const fills = [...p.fills].sort((a, b) => a.date.localeCompare(b.date));
    if (fills.length < 2) return 100;
    const supplied = fills.slice(0, -1).reduce((s, f) => s + f.qty, 0) / this.dailyUse(p);
    const elapsed = daysBetween(parseDate(fills[0].date), parseDate(fills[fills.length - 1].date));
    return Math.min(100, Math.round((supplied / elapsed) * 100));
  }

  rows() {
    return this.prescriptions
      .map((p) => {
        const last = p.fills.reduce((a, b) => (a.date > b.date ? a : b));
        const runsOut = addDays(parseDate(last.date), Math.floor(last.qty / this.dailyUse(p)));
        const daysLeft = daysBetween(this.today, runsOut);
        const { id, patient, drug } = p;
        return { id, patient, drug, runsOut: fmtDate(runsOut), daysLeft, status: statusOf(daysLeft), adherence: this.adherence(p) };
      })
      .sort((a, b) => a.daysLeft - b.daysLeft || a.id.localeCompare(b.id));
  }
}

export default function report(path, today = "2024-03-15") {
  const data = JSON.parse(readFileSync(path, "utf8"));
  const rows = new RefillTracker(data, today).rows();
  const table = rows.map((r) =>
    `${pad(r.id, 7)}${pad(r.patient, 10)}${pad(r.drug, 15)}${r.runsOut} ${String(r.daysLeft).padStart(5)}d  ${pad(r.status, 9)}${String(r.adherence).padStart(4)}%`);
  const byStatus = groupBy(rows, (r) => r.status);
  const counts = Object.values(Status).map((s) => `${s}: ${byStatus.get(s)?.length ?? 0}`).join(", ");
  const clinics = [...new Set(data.flatMap((p) => (p.prescriber?.clinic ? [p.prescriber.clinic] : [])))].sort();
  const totalUnits = data.flatMap((p) => p.fills).reduce((s, { qty }) => s + qty, 0);
  const avgAdherence = rows.reduce((s, r) => s + r.adherence, 0) / (rows.length || 1);
  const patients = [...groupBy(rows, (r) => r.patient).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, rs]) => `  ${name.padEnd(9)} ${rs.length} script(s), next runs out ${rs[0].runsOut} (${rs[0].drug})`);
  const summary = {
    asOf: today,
    scripts: rows.length,
    overdue: rows.filter((r) => r.status === Status.Overdue).map((r) => r.id),
    avgAdherence: Number(avgAdherence.toFixed(1)),
    units: totalUnits,
  };
  return [
    `Refill report as of ${today}`,
    "=".repeat(64),
    ...table,
    "-".repeat(64),
    `Status     ${counts}`,
    `Clinics    ${clinics.join(", ") || "none"}`,
    `Units      ${totalUnits.toLocaleString("en-US")} dispensed, average adherence ${avgAdherence.toFixed(1)}%`,
    "Patients",
    ...patients,
    `JSON ${JSON.stringify(summary)}`,
  ].join("\n");
}

process.stdout.write(report(process.argv[2] ?? "root/prescriptions.json"));
