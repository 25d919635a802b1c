import { readFileSync } from "fs";

const Product = {
  Fungicide: "FUNGICIDE",
  Herbicide: "HERBICIDE",
  Insecticide: "INSECTICIDE",
  Fertiliser: "FERTILISER",
};

const PRODUCTS = new Set(Object.values(Product));

function parseLine(raw, line) {
  const cols = raw.split(",").map((c) => c.trim());
  if (cols.length !== 8) return { ok: false, line, reason: `expected 8 fields, got ${cols.length}` };
  const [date, pilot, aircraft, field, ha, l, min, prod] = cols;
  const nums = [ha, l, min].map(Number);
  if (nums.some((n, i) => [ha, l, min][i] === "" || Number.isNaN(n) || n < 0)) {
    return { ok: false, line, reason: "bad number" };
  }
  if (!PRODUCTS.has(prod)) return { ok: false, line, reason: `unknown product ${prod}` };
  const [hectares, litres, minutes] = nums;
  return { ok: true, value: { date, pilot, aircraft, field, hectares, litres, minutes, product: prod } };
}

function groupBy(items, key) {
  const out = new Map();
  for (const it of items) {
    const k = key(it);
    out.set(k, [...(out.get(k) ?? []), it]);
  }
  return out;
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

export default function report(path) {
  const lines = readFileSync(path, "utf8").split("\n").slice(1);
  const parsed = lines
    .map((raw, i) => ({ raw, n: i + 2 }))
    .filter(({ raw }) => raw.trim() !== "")
    .map(({ raw, n }) => parseLine(raw, n));
  const sorties = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const bad = parsed.filter((p) => !p.ok);

  const out = [];
  out.push("CROP-DUSTER FLIGHT LOG");
  out.push("=".repeat(40));
  bad.forEach((b) => out.push(`skipped line ${b.line}: ${b.reason}`));

  const byPilot = groupBy(sorties, (s) => s.pilot);
  const pilots = [...byPilot.entries()]
    .map(([p, ss]) => [p, { sorties: ss.length, hectares: sum(ss.map((s) => s.hectares)), minutes: sum(ss.map((s) => s.minutes)) }])
    .sort((a, b) => b[1].hectares - a[1].hectares || a[0].localeCompare(b[0]));

  out.push("", "Pilot        Sorties  Hectares  ha/hour");
  for (const [name, st] of pilots) {
    const rate = st.minutes > 0 ? (st.hectares / st.minutes) * 60 : 0;
    out.push(`${name.padEnd(12)} ${String(st.sorties).padStart(7)}  ${st.hectares.toFixed(2).padStart(8)}  ${rate.toFixed(1).padStart(7)}`);
  }

  const byProduct = groupBy(sorties, (s) => s.product);
  out.push("", "Product       Litres  L/ha");
  for (const p of Object.values(Product)) {
    const ss = byProduct.get(p) ?? [];
    if (ss.length === 0) continue;
    const litres = sum(ss.map((s) => s.litres));
    const ha = sum(ss.map((s) => s.hectares));
    out.push(`${p.padEnd(12)} ${String(litres).padStart(7)}  ${(litres / ha).toFixed(2)}`);
  }

  const fields = [...groupBy(sorties, (s) => s.field).keys()].sort();
  out.push("", `Fields treated: ${fields.join(", ")}`);

  const totalHa = sum(sorties.map((s) => s.hectares));
  const summary = {
    sorties: sorties.length,
    skipped: bad.length,
    hectares: Math.round(totalHa * 100) / 100,
    litres: sum(sorties.map((s) => s.litres)),
    topPilot: pilots[0]?.[0] ?? null,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(process.argv[2] ?? "root/cropdust.csv"));
