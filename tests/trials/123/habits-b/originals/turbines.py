"""Wind-farm turbine fault log -> availability report (functional style)."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Fault = namedtuple("Fault", "day hour turbine code severity downtime note")
Bad = namedtuple("Bad", "lineno reason")

CODES = frozenset({"PITCH", "YAW", "GEARBOX", "GRID", "ICE", "LIGHTNING"})
SEVERITY = {1: "minor", 2: "major", 3: "critical"}
MINUTES_PER_DAY = 24 * 60


def parse(numbered):
    lineno, line = numbered
    parts = list(map(str.strip, line.split("|")))
    if len(parts) != 6:
        return Bad(lineno, f"{len(parts)} fields, want 6")
    stamp, turbine, code, sev, down, note = parts
    if code not in CODES:
        return Bad(lineno, f"unknown code {code!r}")
    if not sev.isdigit() or int(sev) not in SEVERITY:
        return Bad(lineno, f"bad severity {sev!r}")
    if not down.isdigit():
        return Bad(lineno, f"bad downtime {down!r}")
    day, _, hm = stamp.partition("T")
    return Fault(day, int(hm[:2]), turbine, code, int(sev), int(down), note or "-")


def is_data(numbered):
    return bool(numbered[1].strip()) and not numbered[1].lstrip().startswith("#")


def keyed(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


total_down = lambda fs: sum(map(attrgetter("downtime"), fs))


def availability(faults, days):
    return 100.0 * (1 - total_down(faults) / (days * MINUTES_PER_DAY))


def report(path):
    with open(path, encoding="utf-8") as fh:
        rows = list(map(parse, filter(is_data, enumerate(fh.read().split("\n"), start=1))))
    faults = [r for r in rows if isinstance(r, Fault)]
    bad = [r for r in rows if isinstance(r, Bad)]
    days = sorted({f.day for f in faults})

    lines = ["WIND FARM FAULT REPORT", f"period {days[0]} .. {days[-1]} ({len(days)} days)", ""]
    lines.append("turbine  faults  down(min)  avail%  worst")
    per_turbine = keyed(faults, attrgetter("turbine"))
    ranked = sorted(per_turbine, key=lambda kv: (-total_down(kv[1]), kv[0]))
    lines += [
        f"{t:<8} {len(fs):>6}  {total_down(fs):>9}  {availability(fs, len(days)):>6.2f}  "
        f"{SEVERITY[max(map(attrgetter('severity'), fs))]}"
        for t, fs in ranked
    ]

    lines += ["", "by code:"]
    per_code = keyed(faults, attrgetter("code"))
    lines += [f"  {c:<10} x{len(fs)}  mean {total_down(fs) / len(fs):.1f} min" for c, fs in per_code]

    night = list(filter(lambda f: f.hour < 6 or f.hour >= 20, faults))
    lines += ["", f"night-time faults: {len(night)} ({', '.join(f.turbine + '/' + f.code for f in night)})"]

    criticals = [f for f in faults if f.severity == 3]
    worst = reduce(lambda a, b: a if a.downtime >= b.downtime else b, faults)
    lines.append(f"longest outage: {worst.turbine} {worst.code} {worst.downtime} min ({worst.note})")

    if bad:
        lines += ["", f"skipped {len(bad)} bad line(s):"]
        lines += [f"  line {b.lineno}: {b.reason}" for b in bad]

    summary = {
        "faults": len(faults),
        "skipped": len(bad),
        "downtime_min": total_down(faults),
        "critical": len(criticals),
        "fleet_avail": round(availability(faults, len(days)) / len(per_turbine) + 100 * (1 - 1 / len(per_turbine)), 3),
        "worst_turbine": ranked[0][0],
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/turbine_faults.txt"))
