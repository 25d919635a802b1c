"""Hot-spring pool checks: per-pool temperature and pH report with alerts."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Check = namedtuple("Check", "time pool temp ph bathers")
Bad = namedtuple("Bad", "line reason")
Stats = namedtuple("Stats", "pool n tmin tmax tavg ph_avg bathers alerts")

TEMP_MAX = 44.0
PH_RANGE = (6.8, 8.2)


def parse(numbered):
    num, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 5:
        return Bad(num, f"{len(parts)} fields, want 5")
    time, pool, temp, ph, bathers = parts
    try:
        check = Check(time, pool, float(temp), float(ph), int(bathers))
    except ValueError as err:
        return Bad(num, f"bad number ({str(err).split(': ')[-1]})")
    if not 0 <= check.ph <= 14:
        return Bad(num, f"pH {check.ph} out of scale")
    return check


def alerts_for(c):
    return [
        *([f"{c.time} too hot {c.temp:.1f}C"] if c.temp > TEMP_MAX else []),
        *([f"{c.time} pH {c.ph:.1f}"] if not PH_RANGE[0] <= c.ph <= PH_RANGE[1] else []),
    ]


def stats(pool, checks):
    temps = list(map(attrgetter("temp"), checks))
    return Stats(
        pool=pool,
        n=len(checks),
        tmin=min(temps),
        tmax=max(temps),
        tavg=sum(temps) / len(temps),
        ph_avg=sum(map(attrgetter("ph"), checks)) / len(checks),
        bathers=sum(map(attrgetter("bathers"), checks)),
        alerts=reduce(lambda acc, c: acc + alerts_for(c), checks, []),
    )


def fmt_pool(s):
    head = (
        f"{s.pool:<8}{s.n:>3} checks  temp {s.tmin:.1f}-{s.tmax:.1f} "
        f"(avg {s.tavg:.2f})  pH {s.ph_avg:.2f}  bathers {s.bathers:>3}"
    )
    return [head] + list(map(lambda a: f"    ! {a}", s.alerts))


def report(text):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, numbered))
    checks = sorted(filter(lambda p: isinstance(p, Check), parsed), key=attrgetter("pool"))
    bad = list(filter(lambda p: isinstance(p, Bad), parsed))
    pools = [stats(k, list(g)) for k, g in groupby(checks, key=attrgetter("pool"))]
    ranked = sorted(pools, key=lambda s: (-s.bathers, s.pool))

    lines = ["HOT-SPRING POOL REPORT", "-" * 22]
    lines += reduce(lambda acc, s: acc + fmt_pool(s), ranked, [])
    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):"]
        lines += [f"  line {b.line}: {b.reason}" for b in bad]
    hottest = max(checks, key=attrgetter("temp"), default=None)
    summary = {
        "checks": len(checks),
        "pools": len(pools),
        "alerts": sum(map(lambda s: len(s.alerts), pools)),
        "bathers": sum(map(attrgetter("bathers"), pools)),
        "hottest": f"{hottest.pool} {hottest.temp}" if hottest else None,
        "busiest": ranked[0].pool if ranked else None,
        "rejected": len(bad),
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/hotspring.csv", encoding="utf-8") as fh:
        print(report(fh.read()))
