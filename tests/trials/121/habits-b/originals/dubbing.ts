import { readFileSync } from "fs";

enum Kind {
  ADR = "ADR",
  VoiceOver = "VOICEOVER",
  LoopGroup = "LOOP_GROUP",
}

interface Session {
  date: string;
  studio: string;
  language: string;
  kind: Kind;
  actor: string;
  minutes: number;
  rate: number;
}

interface Skipped {
  line: number;
  reason: string;
}

type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

const KINDS: ReadonlySet<string> = new Set(Object.values(Kind));

function parseLine(raw: string): Result<Session> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, reason: `expected 7 fields, got ${parts.length}` };
  const [date, studio, language, kind, actor, minStr, rateStr] = parts;
  if (!KINDS.has(kind)) return { ok: false, reason: `unknown kind "${kind}"` };
  const minutes = Number(minStr);
  const rate = Number(rateStr);
  if (!Number.isFinite(minutes) || minutes <= 0) return { ok: false, reason: `bad minutes "${minStr}"` };
  if (!Number.isFinite(rate)) return { ok: false, reason: `bad rate "${rateStr}"` };
  return { ok: true, value: { date, studio, language, kind: kind as Kind, actor, minutes, rate } };
}

function groupBy<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k) ?? [];
    bucket.push(item);
    out.set(k, bucket);
  }
  return out;
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((acc, x) => acc + f(x), 0);
const cost = (s: Session): number => s.minutes * s.rate;
const money = (n: number): string => n.toFixed(2);

export default function report(path: string): string {
  const text = readFileSync(path, "utf8");
  const sessions: Session[] = [];
  const skipped: Skipped[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
    const r = parseLine(line);
    if (r.ok) sessions.push(r.value);
    else skipped.push({ line: i + 1, reason: r.reason });
  });

  const out: string[] = [];
  out.push("Dubbing studio sessions");
  out.push("=======================");
  const byLang = groupBy(sessions, (s) => s.language);
  for (const lang of [...byLang.keys()].sort()) {
    const group = byLang.get(lang)!;
    out.push(`${lang.toUpperCase().padEnd(4)} ${String(group.length).padStart(2)} sessions ${String(sum(group, (s) => s.minutes)).padStart(4)} min  ${money(sum(group, cost)).padStart(8)}`);
  }
  out.push("");
  out.push("By kind:");
  for (const kind of Object.values(Kind)) {
    const n = sessions.filter((s) => s.kind === kind).length;
    out.push(`  ${kind.padEnd(11)}${n}`);
  }
  out.push("");
  out.push("Actors:");
  const byActor = groupBy(sessions, (s) => s.actor);
  const actors = [...byActor.entries()]
    .map(([name, ss]) => ({ name, minutes: sum(ss, (s) => s.minutes), pay: sum(ss, cost) }))
    .sort((a, b) => b.pay - a.pay || a.name.localeCompare(b.name));
  actors.forEach((a, i) => out.push(`  ${i + 1}. ${a.name.padEnd(14)} ${String(a.minutes).padStart(4)} min ${money(a.pay).padStart(8)}`));
  if (skipped.length > 0) {
    out.push("");
    out.push(`Skipped ${skipped.length} line(s):`);
    skipped.forEach((s) => out.push(`  line ${s.line}: ${s.reason}`));
  }
  const summary = {
    sessions: sessions.length,
    skipped: skipped.length,
    minutes: sum(sessions, (s) => s.minutes),
    total: Number(money(sum(sessions, cost))),
    topActor: actors[0]?.name ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/dubbing.csv"));
