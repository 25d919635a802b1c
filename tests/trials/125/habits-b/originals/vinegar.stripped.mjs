import { readFileSync } from "node:fs";

const Stage = {
  Charge: "charge",
  Mid: "mid",
  Draw: "draw",
  Stall: "stall",
};

const HOT_LIMIT = 32;
const TARGET_ACIDITY = 5.0;

function parseLine(raw, line) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 6) {
    return { ok: false, line, reason: `expected 6 fields, got ${cols.length}` };
  }
  const [tank, date, stageRaw, vol, acid, temp] = cols;
  const stage = Object.values(Stage).find((s) => s === stageRaw);
  if (!stage) {
    return { ok: false, line, reason: `unknown stage "${stageRaw}"` };
  }
  const [volume, acidity, t] = [vol, acid, temp].map(Number);
  if ([volume, acidity, t].some((n) => Number.isNaN(n))) {
    return { ok: false, line, reason: "non-numeric value" };
  }
  return { ok: true, value: { tank, date, stage, volume, acidity, temp: t } };
}

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

function summarise(tank, rs) {
  const sorted = [...rs].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return {
    tank,
    readings: sorted.length,
    startAcidity: first.acidity,
    endAcidity: last.acidity,
    lossPct: round(((first.volume - last.volume) / first.volume) * 100),
    drawn: sorted.some((r) => r.stage === Stage.Draw && r.acidity >= TARGET_ACIDITY),
    hot: sorted.some((r) => r.temp > HOT_LIMIT),
  };
}

export default function main(path) {
  const text = readFileSync(path, "utf8");
  const lines = text.split("\n");
  const parsed = lines
    .map((raw, i) => ({ raw, line: i + 1 }))
    .filter(({ raw }) => raw.trim() !== "" && !raw.startsWith("#") && !raw.startsWith("tank,"))
    .map(({ raw, line }) => parseLine(raw, line));

  const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p) => !p.ok);

  const summaries = [...groupBy(good, (r) => r.tank).entries()]
    .map(([tank, rs]) => summarise(tank, rs))
    .sort((a, b) => b.endAcidity - a.endAcidity);

  console.log("Acetification tank report");
  console.log("=".repeat(25));
  for (const s of summaries) {
    const flags = [s.drawn ? "DRAWN" : "", s.hot ? "HOT" : ""].filter(Boolean).join(" ");
    console.log(
      `${s.tank.padEnd(4)} n=${s.readings} acid ${s.startAcidity.toFixed(1)}% -> ${s.endAcidity.toFixed(1)}%` +
        `  loss ${s.lossPct.toFixed(2)}%${flags ? "  " + flags : ""}`,
    );
  }
  bad.forEach((b) => console.log(`skipped line ${b.line}: ${b.reason}`));

  const totalLoss = round(summaries.reduce((acc, s) => acc + s.lossPct, 0) / summaries.length);
  const summary = {
    tanks: summaries.length,
    readings: good.length,
    skipped: bad.length,
    drawn: summaries.filter((s) => s.drawn).map((s) => s.tank),
    hot: summaries.filter((s) => s.hot).map((s) => s.tank),
    meanLossPct: totalLoss,
  };
  console.log(JSON.stringify(summary));
}

main(process.argv[2] ?? "root/vinegar.csv");
