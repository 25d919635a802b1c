import { readFileSync } from "node:fs";

enum Outcome {
  Released = "released",
  Died = "died",
  Euthanised = "euthanised",
  Transferred = "transferred",
  InCare = "in-care",
}

interface Case {
  id: string;
  species: string;
  admitted: Date;
  discharged: Date | null;
  weightIn: number;
  weightOut: number | null;
  outcome: Outcome;
}

type Result<T> = { ok: true; value: T } | { ok: false; error: string };

const DAY_MS = 86_400_000;

const parseDate = (s: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const d = new Date(s + "T00:00:00Z");
  return isNaN(d.getTime()) ? null : d;
};

function parseLine(line: string): Result<Case> {
  const f = line.split(",").map((x) => x.trim());
  if (f.length !== 7) return { ok: false, error: `expected 7 fields, got ${f.length}` };
  const [id, species, adm, dis, win, wout, out] = f;
  const admitted = parseDate(adm);
  if (!admitted) return { ok: false, error: `bad admitted date '${adm}'` };
  const discharged = dis === "" ? null : parseDate(dis);
  if (dis !== "" && !discharged) return { ok: false, error: `bad discharged date '${dis}'` };
  if (discharged && discharged < admitted) return { ok: false, error: "discharged before admitted" };
  const weightIn = Number(win);
  if (!Number.isFinite(weightIn) || win === "") return { ok: false, error: `bad weight '${win}'` };
  const weightOut = wout === "" ? null : Number(wout);
  if (weightOut !== null && !Number.isFinite(weightOut)) return { ok: false, error: `bad weight '${wout}'` };
  if (!(Object.values(Outcome) as string[]).includes(out)) return { ok: false, error: `unknown outcome '${out}'` };
  return { ok: true, value: { id, species, admitted, discharged, weightIn, weightOut, outcome: out as Outcome } };
}

function groupBy<T, K extends string>(xs: readonly T[], key: (x: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const x of xs) {
    const k = key(x);
    m.set(k, [...(m.get(k) ?? []), x]);
  }
  return m;
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const stay = (c: Case): number | null =>
  c.discharged ? Math.round((c.discharged.getTime() - c.admitted.getTime()) / DAY_MS) : null;

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const cases: Case[] = [];
  const rejects: string[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("case_id,")) return;
    const r = parseLine(line);
    if (r.ok) cases.push(r.value);
    else rejects.push(`  line ${i + 1}: ${r.error}`);
  });

  const out: string[] = ["Wildlife rehabilitation — case report", "=".repeat(38)];
  const bySpecies = groupBy(cases, (c) => c.species);
  const names = [...bySpecies.keys()].sort();
  out.push(`${"species".padEnd(12)}${"cases".padStart(6)}${"released".padStart(10)}${"avg stay".padStart(10)}${"avg gain g".padStart(12)}`);
  for (const name of names) {
    const cs = bySpecies.get(name)!;
    const rel = cs.filter((c) => c.outcome === Outcome.Released);
    const stays = cs.map(stay).filter((s): s is number => s !== null);
    const gains = cs.filter((c) => c.weightOut !== null).map((c) => c.weightOut! - c.weightIn);
    out.push(
      `${name.padEnd(12)}${String(cs.length).padStart(6)}${String(rel.length).padStart(10)}` +
        `${mean(stays).toFixed(1).padStart(10)}${mean(gains).toFixed(1).padStart(12)}`,
    );
  }
  const byOutcome = groupBy(cases, (c) => c.outcome);
  out.push("", "Outcomes:");
  for (const o of Object.values(Outcome)) out.push(`  ${o.padEnd(12)} ${byOutcome.get(o)?.length ?? 0}`);
  const longest = cases.reduce<Case | null>((best, c) => ((stay(c) ?? -1) > (best ? stay(best) ?? -1 : -1) ? c : best), null);
  if (longest) out.push("", `Longest stay: ${longest.id} (${longest.species}), ${stay(longest)} days`);
  if (rejects.length) out.push("", `Skipped ${rejects.length} bad line(s):`, ...rejects);
  const released = byOutcome.get(Outcome.Released)?.length ?? 0;
  const summary = {
    cases: cases.length,
    skipped: rejects.length,
    released,
    releaseRate: Number((cases.length ? released / cases.length : 0).toFixed(3)),
    species: names.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/rehab.csv"));
