// Avalanche-transceiver checks at a ski-touring trailhead: one line per check.
import { readFileSync } from "node:fs";

const Mode = {
  Send: "SEND",
  Search: "SEARCH",
  Off: "OFF",
};

const Verdict = {
  Pass: "PASS",
  Warn: "WARN",
  Fail: "FAIL",
};

const LOW_BATTERY = 20;

function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = key(item);
    acc.set(k, [...(acc.get(k) ?? []), item]);
    return acc;
  }, new Map());
}

function parseLine(raw, line) {
  const fields = raw.split(",").map((f) => f.trim());
  if (fields.length !== 6) {
    return { ok: false, problem: { line, reason: `expected 6 fields, got ${fields.length}` } };
  }
  const [time, party, membersText, modeText, signal, batteryText] = fields;
  const members = Number(membersText);
  const battery = Number(batteryText);
  if (!Number.isInteger(members) || members < 1) {
    return { ok: false, problem: { line, reason: `bad member count "${membersText}"` } };
  }
  if (!Object.values(Mode).includes(modeText)) {
    return { ok: false, problem: { line, reason: `unknown mode "${modeText}"` } };
  }
  if (Number.isNaN(battery) || battery < 0 || battery > 100) {
    return { ok: false, problem: { line, reason: `battery out of range "${batteryText}"` } };
  }
  return {
    ok: true,
    check: { time, party, members, mode: modeText, signal: signal, battery },
  };
}

function verdictOf(c) {
  if (c.mode !== Mode.Send || c.signal === "none") return Verdict.Fail;
  if (c.signal === "weak" || c.battery < LOW_BATTERY) return Verdict.Warn;
  return Verdict.Pass;
}

export default function report(text) {
  const parsed = text
    .split("\n")
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "" && !raw.startsWith("#"))
    .map(({ raw, line }) => parseLine(raw, line));

  const checks = parsed.flatMap((p) => (p.ok ? [p.check] : []));
  const problems = parsed.flatMap((p) => (p.ok ? [] : [p.problem]));
  const byParty = groupBy(checks, (c) => c.party);

  const out = ["Trailhead beacon checks", "=".repeat(23)];
  const parties = [...byParty.keys()].sort((a, b) => a.localeCompare(b));
  const finals = new Map();
  for (const party of parties) {
    const list = byParty.get(party);
    const last = list[list.length - 1];
    const verdict = verdictOf(last);
    finals.set(party, verdict);
    const avg = list.reduce((s, c) => s + c.battery, 0) / list.length;
    out.push(
      `${party.padEnd(8)} ${String(list.length).padStart(2)} check(s)  last ${last.time}  ` +
        `battery avg ${avg.toFixed(1).padStart(5)}%  ${verdict}`,
    );
  }

  const counts = Object.values(Verdict).map((v) => [v, [...finals.values()].filter((f) => f === v).length]);
  out.push("", "Verdicts: " + counts.map(([v, n]) => `${v}=${n}`).join(", "));
  const people = parties
    .filter((p) => finals.get(p) !== Verdict.Fail)
    .reduce((s, p) => s + byParty.get(p)[0].members, 0);
  out.push(`Skiers cleared to go: ${people}`);

  if (problems.length > 0) {
    out.push("", `Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  line ${p.line}: ${p.reason}`));
  }

  const summary = {
    checks: checks.length,
    parties: parties.length,
    cleared: people,
    fail: parties.filter((p) => finals.get(p) === Verdict.Fail),
    skipped: problems.length,
  };
  out.push("", JSON.stringify(summary));
  return out.join("\n");
}

console.log(report(readFileSync("root/beacon_checks.csv", "utf8")));
