#!/usr/bin/env python3
"""Mountain-rescue callout report: reads a pipe-separated log of callouts and
summarises volunteer effort per team and per incident type."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass

FIELDS = ("id", "date", "team", "incident", "casualties", "volunteers", "hours", "outcome")


@dataclass
class Callout:
    id: str
    date: str
    team: str
    incident: str
    casualties: int
    volunteers: int
    hours: float
    outcome: str

    @property
    def person_hours(self):
        return self.volunteers * self.hours

    @classmethod
    def from_line(cls, line):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != len(FIELDS):
            raise ValueError(f"expected {len(FIELDS)} fields, got {len(parts)}")
        rec = dict(zip(FIELDS, parts))
        try:
            rec["casualties"] = int(rec["casualties"])
            rec["volunteers"] = int(rec["volunteers"])
            rec["hours"] = float(rec["hours"])
        except ValueError as exc:
            raise ValueError(f"bad number ({exc})") from None
        if rec["hours"] <= 0:
            raise ValueError(f"non-positive hours {rec['hours']}")
        return cls(**rec)


def parse(text):
    callouts, skipped = [], []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            callouts.append(Callout.from_line(line))
        except ValueError as exc:
            skipped.append((n, str(exc)))
    return callouts, skipped


def report(text):
    callouts, skipped = parse(text)
    by_team = defaultdict(list)
    for c in callouts:
        by_team[c.team].append(c)
    incidents = Counter(c.incident for c in callouts)
    outcomes = Counter(c.outcome for c in callouts)

    lines = ["MOUNTAIN RESCUE CALLOUT REPORT", "=" * 30]
    lines.append(f"{'Team':<10}{'Calls':>6}{'Vols':>6}{'Hours':>8}{'Pers-h':>9}{'Avg h':>7}")
    ranked = sorted(by_team.items(), key=lambda kv: -sum(c.person_hours for c in kv[1]))
    for team, calls in ranked:
        vols = sum(c.volunteers for c in calls)
        hours = sum(c.hours for c in calls)
        ph = sum(c.person_hours for c in calls)
        lines.append(f"{team:<10}{len(calls):>6}{vols:>6}{hours:>8.2f}{ph:>9.1f}{hours / len(calls):>7.2f}")

    lines.append("")
    lines.append("Incidents: " + ", ".join(f"{k} x{v}" for k, v in incidents.most_common()))
    lines.append("Outcomes:  " + ", ".join(f"{k} x{v}" for k, v in sorted(outcomes.items())))
    longest = max(callouts, key=lambda c: c.hours, default=None)
    if longest:
        lines.append(f"Longest callout: {longest.id} ({longest.team}, {longest.incident}) {longest.hours:.2f} h")
    busiest_day, n = Counter(c.date for c in callouts).most_common(1)[0]
    lines.append(f"Busiest day: {busiest_day} with {n} callout{'s' if n != 1 else ''}")

    if skipped:
        lines.append(f"Skipped {len(skipped)} line(s):")
        lines.extend(f"  line {n}: {why}" for n, why in skipped)

    total_ph = sum(c.person_hours for c in callouts)
    summary = {
        "callouts": len(callouts),
        "skipped": len(skipped),
        "teams": len(by_team),
        "casualties": sum(c.casualties for c in callouts),
        "person_hours": round(total_ph, 1),
        "rescue_rate": round(sum(c.outcome in ("found", "evacuated") for c in callouts) / len(callouts), 3),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/callouts.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))


if __name__ == "__main__":
    main(sys.argv)
