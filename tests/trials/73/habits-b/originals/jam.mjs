import { readFileSync } from "fs";

const Status = { Sealed: "sealed", Unsealed: "unsealed", Spoiled: "spoiled" };

const STATUSES = Object.values(Status);

function parseLine(line) {
  const f = line.split(",").map(s => s.trim());
  if (f.length !== 8) return { ok: false, reason: `expected 8 fields, got ${f.length}` };
  const [date, id, fruit, fk, sk, j, jg, st] = f;
  const nums = [fk, sk, j, jg].map(Number);
  if (nums.some(n => Number.isNaN(n))) return { ok: false, reason: "non-numeric quantity" };
  if (!STATUSES.includes(st)) return { ok: false, reason: `unknown status '${st}'` };
  const [fruitKg, sugarKg, jars, jarG] = nums;
  return { ok: true, value: { date, id, fruit, fruitKg, sugarKg, jars, jarG, status: st } };
}

function groupBy(items, key) {
  return items.reduce((m, it) => {
    const k = key(it);
    m.set(k, [...(m.get(k) ?? []), it]);
    return m;
  }, new Map());
}

const sum = (xs, f) => xs.reduce((a, x) => a + f(x), 0);

export default function report(text) {
  const lines = text.split("\n").map((l, i) => ({ no: i + 1, l: l.trim() }))
    .filter(({ l }) => l !== "" && !l.startsWith("#") && !l.startsWith("date,"));
  const good = [];
  const bad = [];
  for (const { no, l } of lines) {
    const p = parseLine(l);
    if (p.ok) good.push(p.value);
    else bad.push(`line ${no}: ${p.reason}`);
  }
  const sealed = good.filter(b => b.status === Status.Sealed);
  const out = [];
  out.push("JAM KITCHEN REPORT");
  out.push("==================");
  out.push(`${"fruit".padEnd(14)}${"batches".padStart(8)}${"fruit kg".padStart(10)}${"jars".padStart(6)}${"yield".padStart(8)}`);
  const byFruit = groupBy(sealed, b => b.fruit);
  const stats = [...byFruit.entries()].map(([fruit, bs]) => [fruit, {
    batches: bs.length,
    fruitKg: sum(bs, b => b.fruitKg),
    jars: sum(bs, b => b.jars),
    filledKg: sum(bs, b => b.jars * b.jarG / 1000),
  }]);
  stats.sort((a, b) => b[1].jars - a[1].jars || a[0].localeCompare(b[0]));
  for (const [fruit, s] of stats) {
    const y = s.filledKg / s.fruitKg;
    out.push(`${fruit.padEnd(14)}${String(s.batches).padStart(8)}${s.fruitKg.toFixed(1).padStart(10)}${String(s.jars).padStart(6)}${y.toFixed(2).padStart(8)}`);
  }
  const lost = good.filter(b => b.status !== Status.Sealed);
  out.push("");
  out.push(`Not sealed: ${lost.length ? lost.map(b => `${b.id} (${b.status})`).join(", ") : "none"}`);
  const best = sealed.reduce((m, b) => (m === null || b.jars / b.fruitKg > m.jars / m.fruitKg ? b : m), null);
  if (best) out.push(`Best batch: ${best.id} ${best.fruit} ${(best.jars / best.fruitKg).toFixed(2)} jars/kg`);
  const ratio = sum(sealed, b => b.sugarKg) / sum(sealed, b => b.fruitKg);
  out.push(`Sugar ratio: ${(ratio * 100).toFixed(1)}%`);
  if (bad.length) {
    out.push("");
    out.push(`Skipped ${bad.length} bad line(s):`);
    bad.forEach(b => out.push(`  ${b}`));
  }
  const summary = {
    batches: good.length,
    sealed: sealed.length,
    jars: sum(sealed, b => b.jars),
    fruitKg: Math.round(sum(sealed, b => b.fruitKg) * 10) / 10,
    topFruit: stats.length ? stats[0][0] : null,
    skipped: bad.length,
  };
  out.push(JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/jam_batches.csv", "utf8")));
