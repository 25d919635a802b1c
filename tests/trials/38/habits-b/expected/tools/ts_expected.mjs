// v1.ts logic with the type annotations stripped by hand, run under node 20
import { readFileSync } from "fs";
const RATES = { A: 2.5, B: 1.8, C: 1.2 };
const KIND_FACTOR = { car: 1, van: 1.5, moto: 0.5 };
const DAILY_CAP = 20;
const toMinutes = (hhmm) => { const [h, m] = hhmm.split(":").map(Number); return h * 60 + m; };
const fmtDuration = (mins) => `${Math.floor(mins / 60)}h${String(mins % 60).padStart(2, "0")}`;
function parseLine(line) {
  const [plate, zone, enter, exit, kind] = line.split(",").map((s) => s.trim());
  if (!plate || !(zone in RATES)) return null;
  return { plate, zone, enter: toMinutes(enter), exit: toMinutes(exit), kind: (kind ?? "car") };
}
function fee({ zone, enter, exit, kind }, cap = DAILY_CAP) {
  const hours = Math.ceil((exit - enter) / 60);
  return Math.min(hours * RATES[zone] * (KIND_FACTOR[kind] ?? 1), cap);
}
function groupBy(items, key) {
  return items.reduce((acc, item) => { const k = key(item); acc.set(k, [...(acc.get(k) ?? []), item]); return acc; }, new Map());
}
function label(kind) { switch (kind) { case "van": return "VAN"; case "moto": return "MOTO"; default: return "CAR"; } }
class ZoneSummary {
  constructor(zone, sessions) { this.zone = zone; this.sessions = sessions; }
  get revenue() { return this.sessions.reduce((sum, s) => sum + fee(s), 0); }
  get avgStay() { return this.sessions.reduce((sum, s) => sum + s.exit - s.enter, 0) / this.sessions.length; }
  get plates() { return new Set(this.sessions.map((s) => s.plate)).size; }
  toString() { return `Zone ${this.zone}: ${this.sessions.length} sessions, ${this.plates} plates, avg ${fmtDuration(Math.round(this.avgStay))}, revenue €${this.revenue.toFixed(2)}`; }
}
const execute = async ({ path, top = 3 }) => {
  const text = readFileSync(new URL("../../root/" + path, import.meta.url), "utf8");
  const sessions = text.split("\n").slice(1).filter((l) => l.trim()).map(parseLine).filter((s) => s !== null);
  const zones = [...groupBy(sessions, (s) => s.zone).entries()].sort(([a], [b]) => a.localeCompare(b)).map(([z, ss]) => new ZoneSummary(z, ss));
  const longest = [...sessions].sort((a, b) => b.exit - b.enter - (a.exit - a.enter)).slice(0, top).map((s) => `${s.plate} (${label(s.kind)}, zone ${s.zone}) ${fmtDuration(s.exit - s.enter)}`);
  const total = zones.reduce((sum, z) => sum + z.revenue, 0);
  const lines = [`Parking report: ${sessions.length} sessions`, ...zones.map((z) => `  ${z}`), "Longest stays:", ...longest.map((l, i) => `  ${i + 1}. ${l}`), `Total revenue: €${total.toFixed(2)}`];
  return { content: [{ type: "text", text: lines.join("\n") }], structuredContent: { total: +total.toFixed(2), zones: Object.fromEntries(zones.map((z) => [z.zone, +z.revenue.toFixed(2)])) } };
};
const args = JSON.parse(process.argv[2] ?? '{"path":"parking.csv"}');
const r = await execute(args);
process.stdout.write(r.content[0].text + "\n");
process.stderr.write(JSON.stringify(r.structuredContent) + "\n");
