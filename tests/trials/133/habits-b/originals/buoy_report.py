"""Wave-buoy readings: per-buoy sea state summary from a semicolon CSV."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Reading = namedtuple("Reading", "ts buoy hs tp sst")
Bad = namedtuple("Bad", "line reason")
Stats = namedtuple("Stats", "buoy n max_hs mean_hs mean_tp mean_sst peak_ts power")

SEA_STATES = [(0.5, "slight"), (1.25, "moderate"), (2.5, "rough"), (4.0, "very rough"), (float("inf"), "high")]
FIELDS = 5


def to_float(s):
    try:
        return float(s)
    except ValueError:
        return None


def parse(numbered):
    n, raw = numbered
    cells = list(map(str.strip, raw.split(";")))
    if len(cells) != FIELDS:
        return Bad(n, f"expected {FIELDS} fields, got {len(cells)}")
    ts, buoy, *nums = cells
    hs, tp, sst = map(to_float, nums)
    if None in (hs, tp, sst):
        return Bad(n, "non-numeric value in " + ",".join(nums))
    if hs < 0:
        return Bad(n, f"negative wave height {hs}")
    return Reading(ts, buoy, hs, tp, sst)


def sea_state(hs):
    return next(label for limit, label in SEA_STATES if hs < limit)


# deep-water wave power per metre of crest, kW/m ~ 0.49 * Hs^2 * Tp
wave_power = lambda r: 0.49 * r.hs ** 2 * r.tp
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0


def summarise(buoy, readings):
    rs = list(readings)
    peak = max(rs, key=attrgetter("hs"))
    return Stats(
        buoy=buoy,
        n=len(rs),
        max_hs=peak.hs,
        mean_hs=mean([r.hs for r in rs]),
        mean_tp=mean([r.tp for r in rs]),
        mean_sst=mean([r.sst for r in rs]),
        peak_ts=peak.ts,
        power=max(map(wave_power, rs)),
    )


def main(text):
    lines = text.splitlines()
    body = filter(lambda nl: nl[1].strip() and not nl[1].startswith("timestamp"), enumerate(lines, start=1))
    parsed = list(map(parse, body))
    good = [p for p in parsed if isinstance(p, Reading)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_buoy = groupby(sorted(good, key=attrgetter("buoy")), key=attrgetter("buoy"))
    stats = sorted((summarise(b, rs) for b, rs in by_buoy), key=lambda s: -s.max_hs)

    out = ["WAVE BUOY REPORT", "-" * 16]
    out += [
        f"{s.buoy:<6} n={s.n}  Hs max {s.max_hs:4.2f} m at {s.peak_ts[-5:]}  mean {s.mean_hs:4.2f} m"
        f"  Tp {s.mean_tp:4.1f} s  SST {s.mean_sst:4.1f} C  P {s.power:6.1f} kW/m  [{sea_state(s.max_hs)}]"
        for s in stats
    ]

    hourly = groupby(sorted(good, key=attrgetter("ts")), key=attrgetter("ts"))
    out.append("Hourly max Hs:")
    out += [f"  {ts[11:]}  {reduce(lambda a, r: max(a, r.hs), rs, 0.0):.2f} m" for ts, rs in hourly]

    counts = reduce(lambda acc, r: {**acc, sea_state(r.hs): acc.get(sea_state(r.hs), 0) + 1}, good, {})
    out.append("Sea states: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))

    if bad:
        out.append(f"Rejected {len(bad)} line(s):")
        out += [f"  line {b.line}: {b.reason}" for b in bad]

    summary = {
        "readings": len(good),
        "rejected": len(bad),
        "buoys": len(stats),
        "max_hs": max((s.max_hs for s in stats), default=None),
        "roughest": stats[0].buoy if stats else None,
        "mean_sst": round(mean([r.sst for r in good]), 2),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/buoy_waves.csv", encoding="utf-8") as f:
        print(main(f.read()))
