import { readFileSync } from "node:fs";

enum Surface {
  Footsteps = "footsteps",
  Props = "props",
  Cloth = "cloth",
  Ambience = "ambience",
}

interface Cue {
  id: string;
  reel: number;
  artist: string;
  surface: Surface;
  takes: number;
  seconds: number;
  approved: boolean;
}

interface BadLine {
  line: number;
  reason: string;
}

type Result<T> = { ok: true; value: T } | { ok: false; error: string };

const SURFACES: ReadonlySet<string> = new Set<string>(Object.values(Surface));

function parseCue(raw: string): Result<Cue> {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 7) return { ok: false, error: `expected 7 fields, got ${parts.length}` };
  const [id, reelS, artist, surface, takesS, secS, approvedS] = parts;
  const reel = Number(reelS);
  if (!Number.isInteger(reel) || reel < 1) return { ok: false, error: `bad reel "${reelS}"` };
  if (!SURFACES.has(surface)) return { ok: false, error: `unknown surface "${surface}"` };
  const takes = parseInt(takesS, 10);
  if (Number.isNaN(takes) || takes <= 0) return { ok: false, error: `bad takes "${takesS}"` };
  const seconds = parseFloat(secS);
  if (!Number.isFinite(seconds) || seconds <= 0) return { ok: false, error: `bad duration "${secS}"` };
  if (approvedS !== "yes" && approvedS !== "no") return { ok: false, error: `bad approved flag "${approvedS}"` };
  return {
    ok: true,
    value: { id, reel, artist, surface: surface as Surface, takes, seconds, approved: approvedS === "yes" },
  };
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map<K, T[]>());
}

const sum = <T,>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((a, x) => a + f(x), 0);

const fmtTime = (s: number): string => {
  const m = Math.floor(s / 60);
  return `${m}:${(s - m * 60).toFixed(1).padStart(4, "0")}`;
};

export default function report(path: string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const cues: Cue[] = [];
  const bad: BadLine[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === "" || raw.startsWith("#")) return;
    if (i === 0 && raw.startsWith("cue_id")) return; // header
    const r = parseCue(raw);
    if (r.ok) cues.push(r.value);
    else bad.push({ line: i + 1, reason: r.error });
  });

  const out: string[] = ["FOLEY STAGE CUE SHEET", "=".repeat(40)];
  const byReel = groupBy(cues, (c) => c.reel);
  for (const reel of [...byReel.keys()].sort((a, b) => a - b)) {
    const rc = byReel.get(reel)!;
    const approved = rc.filter((c) => c.approved).length;
    out.push(`Reel ${reel}: ${rc.length} cues, ${approved} approved, ${fmtTime(sum(rc, (c) => c.seconds))} recorded`);
  }

  out.push("", "By surface:");
  const bySurface = groupBy(cues, (c) => c.surface);
  Object.values(Surface).forEach((s) => {
    const sc = bySurface.get(s) ?? [];
    const avgTakes = sc.length ? sum(sc, (c) => c.takes) / sc.length : 0;
    out.push(`  ${s.padEnd(10)} ${String(sc.length).padStart(3)} cues  avg takes ${avgTakes.toFixed(2)}`);
  });

  const ranked = [...groupBy(cues, (c) => c.artist).entries()]
    .map(([artist, cs]) => ({ artist, secs: sum(cs, (c) => c.seconds), takes: sum(cs, (c) => c.takes) }))
    .sort((a, b) => b.secs - a.secs || a.artist.localeCompare(b.artist));
  out.push("", "Artists by recorded time:");
  ranked.forEach((a, i) => out.push(`  ${i + 1}. ${a.artist.padEnd(8)} ${fmtTime(a.secs)} (${a.takes} takes)`));

  const worst = cues.filter((c) => !c.approved).sort((a, b) => b.takes - a.takes)[0];
  if (worst) out.push(`Most takes without approval: ${worst.id} (${worst.takes} takes)`);

  if (bad.length) {
    out.push("", `Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => out.push(`  line ${b.line}: ${b.reason}`));
  }

  const summary = {
    cues: cues.length,
    bad: bad.length,
    approved: cues.filter((c) => c.approved).length,
    seconds: Math.round(sum(cues, (c) => c.seconds) * 10) / 10,
    topArtist: ranked[0]?.artist ?? null,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/foley_cues.csv"));
