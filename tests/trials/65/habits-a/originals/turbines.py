#!/usr/bin/env python3
"""Wind-farm maintenance log: per-turbine downtime and cost report."""
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "root" / "turbines.txt"
KINDS = ("inspection", "repair", "emergency")
HOURLY_LOSS = 85.0  # lost revenue per hour of downtime
ALERT_HOURS = 10.0


def parse_line(line, line_no):
    fields = [f.strip() for f in line.split("|")]
    if len(fields) < 5:
        raise ValueError(f"line {line_no}: expected 5+ fields, got {len(fields)}")
    turbine, date, kind, hours, cost, *rest = fields
    if kind not in KINDS:
        raise ValueError(f"line {line_no}: unknown kind {kind!r}")
    try:
        hours, cost = float(hours), float(cost)
    except ValueError:
        raise ValueError(f"line {line_no}: bad number in {hours!r}/{cost!r}") from None
    parts = [p.strip() for p in (rest[0] if rest else "").split(";") if p.strip()]
    return {"turbine": turbine, "date": date, "kind": kind,
            "hours": hours, "cost": cost, "parts": parts}


def load(path):
    jobs, errors = [], []
    with open(path, encoding="utf-8") as fh:
        for no, raw in enumerate(fh, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                jobs.append(parse_line(line, no))
            except ValueError as exc:
                errors.append(str(exc))
    return jobs, errors


def summarise(jobs):
    per = defaultdict(lambda: {"jobs": 0, "hours": 0.0, "cost": 0.0, "kinds": Counter(), "last": ""})
    for job in jobs:
        t = per[job["turbine"]]
        t["jobs"] += 1
        t["hours"] += job["hours"]
        t["cost"] += job["cost"]
        t["kinds"][job["kind"]] += 1
        t["last"] = max(t["last"], job["date"])
    for stats in per.values():
        stats["loss"] = stats["hours"] * HOURLY_LOSS
        stats["total"] = stats["cost"] + stats["loss"]
    return dict(per)


def render(jobs, errors, per):
    out = [f"Maintenance report: {len(jobs)} jobs on {len(per)} turbines", ""]
    out.append(f"{'Turbine':<8}{'Jobs':>5}{'Hours':>8}{'Cost':>11}{'Total':>11}  {'Mix':<14} Last")
    ranking = sorted(per.items(), key=lambda kv: (-kv[1]["total"], kv[0]))
    for name, s in ranking:
        mix = "/".join(str(s["kinds"].get(k, 0)) for k in KINDS)
        flag = " !" if s["hours"] >= ALERT_HOURS else ""
        out.append(f"{name:<8}{s['jobs']:>5}{s['hours']:>8.2f}{s['cost']:>11,.2f}"
                   f"{s['total']:>11,.0f}  {mix:<14} {s['last']}{flag}")
    out.append(f"(mix = {'/'.join(KINDS)}; ! = {ALERT_HOURS:g}+ hours down)")

    part_counts = Counter(p for job in jobs for p in job["parts"])
    if part_counts:
        out += ["", "Parts used:"]
        for part, n in sorted(part_counts.items(), key=lambda pn: (-pn[1], pn[0])):
            out.append(f"  {part:<14}x{n}")

    by_kind = Counter()
    for job in jobs:
        by_kind[job["kind"]] += job["cost"]
    total_cost = sum(by_kind.values())
    out += ["", "Spend by kind:"]
    for kind in KINDS:
        share = by_kind[kind] / total_cost if total_cost else 0.0
        out.append(f"  {kind:<11}{by_kind[kind]:>10,.2f} {share:>6.1%}")

    if errors:
        out += ["", f"Skipped {len(errors)} line(s):", *(f"  - {e}" for e in errors)]

    worst_name, worst = ranking[0] if ranking else (None, {})
    summary = {
        "jobs": len(jobs),
        "turbines": len(per),
        "total_cost": round(total_cost, 2),
        "downtime_hours": sum(s["hours"] for s in per.values()),
        "worst": worst_name,
        "worst_total": round(worst.get("total", 0.0), 2),
        "alerts": sorted(n for n, s in per.items() if s["hours"] >= ALERT_HOURS),
        "errors": len(errors),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    path = Path(argv[0]) if argv else DEFAULT_PATH
    jobs, errors = load(path)
    print(render(jobs, errors, summarise(jobs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
