"""Micro-hydro turbine readings report, written functionally."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Reading = namedtuple("Reading", "ts site head flow kw status")
Bad = namedtuple("Bad", "lineno reason")

STATUSES = frozenset({"RUN", "TRIP", "MAINT"})
RHO_G = 9.81  # kW per (m * m3/s)


def parse(numbered):
    lineno, line = numbered
    fields = list(map(str.strip, line.split("|")))
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    ts, site, head, flow, kw, status = fields
    try:
        head, flow, kw = map(float, (head, flow, kw))
    except ValueError:
        return Bad(lineno, "bad number")
    if status not in STATUSES:
        return Bad(lineno, f"unknown status {status}")
    if flow < 0:
        return Bad(lineno, f"negative flow {flow:g}")
    return Reading(ts, site, head, flow, kw, status)


def efficiency(r):
    hydraulic = RHO_G * r.head * r.flow / 1000
    return r.kw / hydraulic if hydraulic > 0 else None


def site_stats(site, readings):
    rs = list(readings)
    running = list(filter(lambda r: r.status == "RUN", rs))
    effs = list(filter(lambda e: e is not None, map(efficiency, running)))
    kwh = reduce(lambda acc, r: acc + r.kw * 6, rs, 0.0)
    return {
        "site": site,
        "readings": len(rs),
        "running": len(running),
        "kwh": round(kwh, 1),
        "peak_kw": max(map(attrgetter("kw"), rs), default=0.0),
        "mean_eff": round(sum(effs) / len(effs), 3) if effs else None,
    }


def main(text):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, numbered))
    good = [p for p in parsed if isinstance(p, Reading)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    key = attrgetter("site")
    stats = sorted(
        (site_stats(site, rs) for site, rs in groupby(sorted(good, key=key), key=key)),
        key=lambda s: -s["kwh"],
    )

    lines = ["MICRO-HYDRO REPORT", ""]
    lines += [
        "{site:<11} n={readings} run={running} kWh={kwh:>6.1f} peak={peak_kw:>5.1f} eff={eff}".format(
            **s, eff="n/a" if s["mean_eff"] is None else f"{s['mean_eff']:.1%}"
        )
        for s in stats
    ]
    trips = list(filter(lambda r: r.status != "RUN", good))
    lines.append("")
    lines.append(f"Stoppages: {len(trips)}")
    lines += [f"  {r.ts} {r.site} {r.status}" for r in trips]
    lines.append(f"Rejected lines: {len(bad)}")
    lines += [f"  #{b.lineno}: {b.reason}" for b in bad]

    total = reduce(lambda a, s: a + s["kwh"], stats, 0.0)
    summary = {
        "sites": len(stats),
        "readings": len(good),
        "rejected": len(bad),
        "total_kwh": round(total, 1),
        "top_site": stats[0]["site"] if stats else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/hydro.log") as f:
        print(main(f.read()))
