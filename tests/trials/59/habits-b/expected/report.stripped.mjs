// report.ts with types stripped by hand (enum -> frozen object), run with node 20
import { readFileSync } from "fs";

const Status = Object.freeze({ Done: "done", Late: "late", Open: "open" });

const parseStatus = (s) =>
  Object.values(Status).includes(s) ? s : undefined;

function parseLine(line, index) {
  const [id, client, pair, words, rate, status, tags] = line.split(",").map(p => p.trim());
  const st = parseStatus(status ?? "");
  const w = Number(words), r = Number(rate);
  if (!id || !st || Number.isNaN(w) || Number.isNaN(r)) {
    return { ok: false, line: index + 1, reason: `bad fields in "${line}"` };
  }
  return { ok: true, job: { id, client, pair, words: w, rate: r, status: st, tags: tags ? tags.split("|").filter(Boolean) : [] } };
}

const groupBy = (items, keyOf) =>
  items.reduce((acc, item) => {
    const k = keyOf(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());

const money = (n) => `$${n.toFixed(2)}`;
const fee = ({ words, rate }) => words * rate;

class Ledger {
  jobs;
  constructor(jobs) { this.jobs = [...jobs]; }
  total() { return this.jobs.reduce((s, j) => s + fee(j), 0); }
  byClient() { return groupBy(this.jobs, j => j.client); }
  statusCounts() {
    return this.jobs.reduce((t, { status }) => ({ ...t, [status]: (t[status] ?? 0) + 1 }), {});
  }
  topPair() {
    const words = [...groupBy(this.jobs, j => j.pair)].map(([pair, js]) => ({ pair, words: js.reduce((s, j) => s + j.words, 0) }));
    return words.sort((a, b) => b.words - a.words || a.pair.localeCompare(b.pair))[0]?.pair;
  }
  tags() { return [...new Set(this.jobs.flatMap(j => j.tags))].sort(); }
  get size() { return this.jobs.length; }
}

const pad = (s, n) => s.padEnd(n);

function clientLines(ledger) {
  return [...ledger.byClient()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([client, js]) => {
      const sum = js.reduce((s, j) => s + fee(j), 0);
      const late = js.filter(j => j.status === Status.Late).length;
      return `  ${pad(client, 12)} ${String(js.length).padStart(2)} jobs ${money(sum).padStart(10)}${late ? ` (${late} late)` : ""}`;
    });
}

export default function report(path) {
  const text = readFileSync(path, "utf8");
  const rows = text.split("\n").map(l => l.trim()).filter(l => l && !l.startsWith("#"));
  const outcomes = rows.map(parseLine);
  const jobs = outcomes.flatMap(o => (o.ok ? [o.job] : []));
  const errors = outcomes.filter((o) => !o.ok);
  const ledger = new Ledger(jobs);
  const summary = {
    jobs: ledger.size,
    skipped: errors.length,
    total: Number(ledger.total().toFixed(2)),
    average: ledger.size ? Math.round((ledger.total() / ledger.size) * 100) / 100 : 0,
    status: ledger.statusCounts(),
    topPair: ledger.topPair() ?? null,
    tags: ledger.tags(),
  };
  return [
    `Translation jobs report (${ledger.size} jobs)`,
    "By client:",
    ...clientLines(ledger),
    ...errors.map(({ line, reason }) => `  skipped line ${line}: ${reason}`),
    `Total billed: ${money(ledger.total())}`,
    `Summary: ${JSON.stringify(summary)}`,
  ].join("\n");
}

console.log(report(process.argv[2] ?? "root/translations.csv"));
