import { readFileSync } from "node:fs";

const Status = {
  Returned: "returned",
  Open: "open",
  Lost: "lost",
};

const UNLOCK_FEE = 1.5;
const PER_HALF_HOUR = 0.75;
const LOST_FEE = 25;

const toMinutes = (hhmm) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

const groupBy = (items, key) =>
  items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function parseLine(raw, line) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) return { ok: false, line, reason: `expected 6 fields, got ${cols.length}` };
  const [id, kiosk, start, end, statusText, batteryText] = cols;
  const status = Object.values(Status).find((s) => s === statusText);
  if (!status) return { ok: false, line, reason: `unknown status '${statusText}'` };
  const startMin = toMinutes(start);
  if (startMin === null) return { ok: false, line, reason: `bad start '${start}'` };
  const endMin = end === "" ? null : toMinutes(end);
  if (status === Status.Returned) {
    if (endMin === null) return { ok: false, line, reason: "returned without end time" };
    if (endMin < startMin) return { ok: false, line, reason: "ends before it starts" };
    const battery = Number(batteryText);
    if (batteryText === "" || Number.isNaN(battery)) return { ok: false, line, reason: `bad battery '${batteryText}'` };
    return { ok: true, value: { id, kiosk, startMin, endMin, status, battery } };
  }
  return { ok: true, value: { id, kiosk, startMin, endMin, status, battery: null } };
}

const fee = (r) => {
  if (r.status === Status.Lost) return LOST_FEE;
  if (r.status === Status.Open || r.endMin === null) return 0;
  return UNLOCK_FEE + Math.ceil((r.endMin - r.startMin) / 30) * PER_HALF_HOUR;
};

const statsFor = (kiosk, rs) => ({
  kiosk,
  rentals: rs.length,
  minutes: sum(rs.map((r) => (r.endMin !== null ? r.endMin - r.startMin : 0))),
  revenue: sum(rs.map(fee)),
  lowBattery: rs.filter((r) => r.battery !== null && r.battery < 20).length,
});

export default function main(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("rental_id"))
    .map(({ raw, line }) => parseLine(raw, line));
  const rentals = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const skipped = parsed.filter((p) => !p.ok);

  const stats = [...groupBy(rentals, (r) => r.kiosk).entries()]
    .map(([k, rs]) => statsFor(k, rs))
    .sort((a, b) => b.revenue - a.revenue || a.kiosk.localeCompare(b.kiosk));

  console.log("Power-bank rentals by kiosk");
  console.log("kiosk".padEnd(18) + "rentals".padStart(8) + "minutes".padStart(9) + "revenue".padStart(10) + "low".padStart(5));
  stats.forEach((s) =>
    console.log(
      s.kiosk.padEnd(18) + String(s.rentals).padStart(8) + String(s.minutes).padStart(9) +
        s.revenue.toFixed(2).padStart(10) + String(s.lowBattery).padStart(5),
    ),
  );
  skipped.forEach((s) => console.log(`skipped line ${s.line}: ${s.reason}`));
  const open = rentals.filter((r) => r.status === Status.Open).map((r) => r.id);
  const total = sum(stats.map((s) => s.revenue));
  console.log(`open rentals: ${open.length ? open.join(", ") : "none"}`);
  console.log(JSON.stringify({
    rentals: rentals.length,
    skipped: skipped.length,
    kiosks: stats.length,
    revenue: Math.round(total * 100) / 100,
    top: stats[0]?.kiosk ?? null,
  }));
}

main(process.argv[2] ?? "root/powerbank_rentals.csv");
