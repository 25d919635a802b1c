"""Seepage weir report for a dam's toe drains: flow per V-notch weir, trend, turbidity alerts."""
import json
import sys
from collections import namedtuple
from datetime import datetime
from functools import reduce
from itertools import groupby
from operator import attrgetter
from statistics import mean

Reading = namedtuple("Reading", "when weir head_mm ntu")
Bad = namedtuple("Bad", "lineno reason")
WeirStats = namedtuple("WeirStats", "weir n min_ls max_ls mean_ls trend_ls peak_ntu alerts")

WEIRS = frozenset({"W1", "W2", "W3"})
NTU_ALERT = 5.0
CD = 1.38  # 90-degree V-notch: Q[m3/s] = 1.38 * H[m] ** 2.5

flow_ls = lambda head_mm: CD * (head_mm / 1000) ** 2.5 * 1000
is_data = lambda pair: pair[1].strip() and not pair[1].lstrip().startswith("#")


def parse(pair):
    lineno, line = pair
    fields = [f.strip() for f in line.split(",")]
    if len(fields) != 4:
        return Bad(lineno, f"expected 4 fields, got {len(fields)}")
    stamp, weir, head, ntu = fields
    try:
        when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M")
    except ValueError:
        return Bad(lineno, f"bad timestamp {stamp!r}")
    if weir not in WEIRS:
        return Bad(lineno, f"unknown weir {weir!r}")
    try:
        head_mm, ntu_v = float(head), float(ntu)
    except ValueError:
        return Bad(lineno, f"non-numeric value in {head!r}/{ntu!r}")
    if head_mm <= 0:
        return Bad(lineno, f"head must be positive, got {head_mm}")
    return Reading(when, weir, head_mm, ntu_v)


def summarise(weir, readings):
    rs = sorted(readings, key=attrgetter("when"))
    flows = list(map(lambda r: flow_ls(r.head_mm), rs))
    alerts = list(filter(lambda r: r.ntu > NTU_ALERT, rs))
    return WeirStats(
        weir=weir,
        n=len(rs),
        min_ls=min(flows),
        max_ls=max(flows),
        mean_ls=mean(flows),
        trend_ls=flows[-1] - flows[0],
        peak_ntu=reduce(lambda acc, r: max(acc, r.ntu), rs, 0.0),
        alerts=alerts,
    )


def fmt_stats(s):
    arrow = "rising" if s.trend_ls > 0.005 else "falling" if s.trend_ls < -0.005 else "steady"
    head = (f"{s.weir}: {s.n} readings, flow {s.min_ls:.2f}-{s.max_ls:.2f} L/s "
            f"(mean {s.mean_ls:.2f}), {arrow} {s.trend_ls:+.2f} L/s, peak turbidity {s.peak_ntu:.1f} NTU")
    return [head] + [f"    ALERT {r.when:%d %b %H:%M} turbidity {r.ntu:.1f} NTU" for r in s.alerts]


def main(path):
    with open(path, encoding="utf-8") as fh:
        numbered = filter(is_data, enumerate(fh.read().split("\n"), start=1))
        parsed = list(map(parse, numbered))
    good = [p for p in parsed if isinstance(p, Reading)]
    bad = [p for p in parsed if isinstance(p, Bad)]
    by_weir = groupby(sorted(good, key=attrgetter("weir")), key=attrgetter("weir"))
    stats = [summarise(w, list(rs)) for w, rs in by_weir]

    lines = ["DAM SEEPAGE WEIR REPORT", f"source: {path}", ""]
    lines += [ln for s in stats for ln in fmt_stats(s)]
    total = sum(map(attrgetter("mean_ls"), stats))
    lines += ["", f"Total mean seepage: {total:.2f} L/s ({total * 86.4:.1f} m3/day)"]
    lines += ["", f"Skipped {len(bad)} bad line(s):"]
    lines += [f"  line {b.lineno}: {b.reason}" for b in bad]
    worst = max(stats, key=attrgetter("peak_ntu"), default=None)
    summary = {
        "readings": len(good),
        "skipped": len(bad),
        "weirs": len(stats),
        "alerts": sum(len(s.alerts) for s in stats),
        "total_mean_ls": round(total, 3),
        "worst_turbidity_weir": worst.weir if worst else None,
    }
    lines += ["", json.dumps(summary)]
    print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/weir_readings.csv")
