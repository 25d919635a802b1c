import { readFileSync } from "fs";

const Session = Object.freeze({
  AM: "AM",
  PM: "PM",
});

const groupBy = (items, key) =>
  items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

function parseLine(line) {
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length !== 5) return { ok: false, error: `expected 5 fields, got ${parts.length}` };
  const [date, goat, session, litresText, fatText] = parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, error: `bad date "${date}"` };
  if (!(session in Session)) return { ok: false, error: `unknown session "${session}"` };
  const litres = Number(litresText);
  const fatPct = Number(fatText);
  if (!Number.isFinite(litres) || litres < 0) return { ok: false, error: `bad litres "${litresText}"` };
  if (!Number.isFinite(fatPct)) return { ok: false, error: `bad fat "${fatText}"` };
  return { ok: true, value: { date, goat, session: session, litres, fatPct } };
}

function loadLog(path) {
  const rows = [];
  const bad = [];
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === "" || line.startsWith("#") || line.startsWith("date,")) return;
      const parsed = parseLine(line);
      if (parsed.ok) rows.push(parsed.value);
      else bad.push({ lineNo: i + 1, reason: parsed.error });
    });
  return { rows, bad };
}

function statsFor(goat, rows) {
  return {
    goat,
    litres: sum(rows.map((r) => r.litres)),
    milkings: rows.length,
    fatKg: sum(rows.map((r) => (r.litres * r.fatPct) / 100)),
    days: new Set(rows.map((r) => r.date)),
  };
}

export default function main(path = "root/goat_milking.csv") {
  const { rows, bad } = loadLog(path);
  const stats = [...groupBy(rows, (r) => r.goat).entries()]
    .map(([goat, rs]) => statsFor(goat, rs))
    .sort((a, b) => b.litres - a.litres || a.goat.localeCompare(b.goat));

  console.log("GOAT HERD MILKING REPORT");
  console.log("=".repeat(48));
  console.log(`${"Goat".padEnd(12)}${"Litres".padStart(8)}${"Milk".padStart(6)}${"Days".padStart(6)}${"L/day".padStart(8)}${"Fat%".padStart(7)}`);
  for (const s of stats) {
    const perDay = s.litres / s.days.size;
    const fat = (s.fatKg / s.litres) * 100;
    console.log(
      `${s.goat.padEnd(12)}${s.litres.toFixed(1).padStart(8)}${String(s.milkings).padStart(6)}${String(s.days.size).padStart(6)}${perDay.toFixed(2).padStart(8)}${fat.toFixed(2).padStart(7)}`
    );
  }
  console.log("-".repeat(48));

  const bySession = groupBy(rows, (r) => r.session);
  Object.values(Session).forEach((sess) => {
    const rs = bySession.get(sess) ?? [];
    console.log(`${sess} session: ${sum(rs.map((r) => r.litres)).toFixed(1)} L over ${rs.length} milkings`);
  });

  const byDate = [...groupBy(rows, (r) => r.date).entries()].map(([date, rs]) => ({ date, litres: sum(rs.map((r) => r.litres)) }));
  const best = byDate.reduce((a, b) => (b.litres > a.litres ? b : a));
  console.log(`Best day: ${best.date} with ${best.litres.toFixed(1)} L`);

  if (bad.length > 0) {
    console.log(`Skipped ${bad.length} bad line(s):`);
    bad.forEach((b) => console.log(`  line ${b.lineNo}: ${b.reason}`));
  }

  const total = sum(rows.map((r) => r.litres));
  const summary = {
    goats: stats.length,
    milkings: rows.length,
    totalLitres: Math.round(total * 10) / 10,
    topGoat: stats[0]?.goat ?? null,
    bestDay: best.date,
    badLines: bad.length,
  };
  console.log(JSON.stringify(summary));
}

main();
