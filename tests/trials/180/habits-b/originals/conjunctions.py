"""Orbital-debris conjunction alert report, written functionally."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Alert = namedtuple("Alert", "time primary secondary miss_km prob operator")
Bad = namedtuple("Bad", "lineno reason")

RED_PROB = 1e-4
AMBER_PROB = 1e-5

def parse(lineno_line):
    lineno, line = lineno_line
    parts = list(map(str.strip, line.split("|")))
    if len(parts) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(parts)}")
    time, primary, secondary, miss, prob, operator = parts
    try:
        miss_km, p = float(miss), float(prob)
    except ValueError:
        return Bad(lineno, f"not a number in '{miss}' / '{prob}'")
    if miss_km < 0:
        return Bad(lineno, f"negative miss distance {miss_km}")
    if not 0 <= p <= 1:
        return Bad(lineno, f"probability out of range {p}")
    return Alert(time, primary, secondary, miss_km, p, operator)

level = lambda a: "RED" if a.prob >= RED_PROB else "AMBER" if a.prob >= AMBER_PROB else "GREEN"
is_alert = lambda x: isinstance(x, Alert)
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0

def combined_risk(alerts):
    # probability of at least one collision, assuming independence
    return 1 - reduce(lambda acc, a: acc * (1 - a.prob), alerts, 1.0)

def sat_line(key_group):
    sat, group = key_group
    group = list(group)
    closest = min(group, key=attrgetter("miss_km"))
    return (f"{sat:<12}{len(group):>4}{closest.miss_km:>10.2f}"
            f"{combined_risk(group):>12.2e}  {closest.secondary}")

def report(path):
    with open(path, encoding="utf-8") as fh:
        numbered = enumerate(fh.read().split("\n"), start=1)
        rows = filter(lambda nl: nl[1].strip() and not nl[1].lstrip().startswith("#"), numbered)
        parsed = list(map(parse, rows))
    alerts = list(filter(is_alert, parsed))
    bad = list(filter(lambda x: not is_alert(x), parsed))

    by_sat = sorted(alerts, key=attrgetter("primary"))
    lines = ["Conjunction alert report", "-" * 24,
             f"{'primary':<12}{'n':>4}{'min km':>10}{'P(any)':>12}  closest object"]
    lines += list(map(sat_line, groupby(by_sat, key=attrgetter("primary"))))

    levels = {lv: len(list(g)) for lv, g in groupby(sorted(map(level, alerts)))}
    lines += ["", "By level: " + ", ".join(f"{lv}={levels.get(lv, 0)}" for lv in ("RED", "AMBER", "GREEN"))]

    by_op = sorted(alerts, key=attrgetter("operator"))
    lines += ["", "Operators:"]
    lines += [f"  {op:<8} {len(g):>2} alerts, mean miss {mean([a.miss_km for a in g]):.2f} km"
              for op, g in ((op, list(g)) for op, g in groupby(by_op, key=attrgetter("operator")))]

    repeats = sorted({a.secondary for a in alerts
                      if sum(1 for b in alerts if b.secondary == a.secondary) > 1})
    lines += ["", "Repeat objects: " + (", ".join(repeats) if repeats else "none")]

    red = sorted(filter(lambda a: level(a) == "RED", alerts), key=attrgetter("prob"), reverse=True)
    lines += ["", "RED alerts (manoeuvre review):"]
    lines += [f"  {a.time} {a.primary} vs {a.secondary}: {a.miss_km:.2f} km, P={a.prob:.1e}" for a in red]

    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):"]
        lines += [f"  line {b.lineno}: {b.reason}" for b in bad]

    summary = {
        "alerts": len(alerts),
        "rejected": len(bad),
        "red": levels.get("RED", 0),
        "closest_km": min(map(attrgetter("miss_km"), alerts), default=None),
        "combined_risk": round(combined_risk(alerts), 6),
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)

if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/conjunctions.txt"))
