import json
import math
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Reading = namedtuple("Reading", "stamp height speed direction")
Bad = namedtuple("Bad", "line reason")

COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
CUT_IN, RATED = 3.5, 12.0


def parse(numbered):
    line, raw = numbered
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != 5:
        return Bad(line, f"expected 5 fields, got {len(parts)}")
    stamp, height, speed, direction, status = parts
    try:
        h, s, d = int(height), float(speed), float(direction)
    except ValueError:
        return Bad(line, "non-numeric value")
    if status != "OK":
        return Bad(line, f"sensor status {status}")
    if s < 0 or not 0 <= d < 360:
        return Bad(line, "value out of range")
    return Reading(stamp, h, s, d)


def sector(deg):
    return COMPASS[int((deg + 22.5) // 45) % 8]


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


def shear_exponent(low, high):
    # power-law wind shear: v2/v1 = (h2/h1) ** alpha
    return math.log(high.speed / low.speed) / math.log(high.height / low.height)


def report(text):
    rows = filter(lambda nr: nr[1].strip() and not nr[1].lstrip().startswith("#"),
                  enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, rows))
    readings = [p for p in parsed if isinstance(p, Reading)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_height = {h: list(g) for h, g in groupby(sorted(readings, key=attrgetter("height")),
                                                 key=attrgetter("height"))}
    by_stamp = {t: {r.height: r for r in g}
                for t, g in groupby(sorted(readings, key=attrgetter("stamp")), key=attrgetter("stamp"))}

    out = ["ANEMOMETER MAST SUMMARY", "=" * 23,
           f"{'Height':>6} {'N':>3} {'Mean':>6} {'Max':>6} {'Gen%':>5}  Prevailing"]
    for h, rs in by_height.items():
        speeds = list(map(attrgetter("speed"), rs))
        gen = len(list(filter(lambda s: CUT_IN <= s, speeds))) / len(speeds) * 100
        counts = reduce(lambda acc, r: {**acc, sector(r.direction): acc.get(sector(r.direction), 0) + 1}, rs, {})
        prevailing = max(sorted(counts), key=counts.get)
        out.append(f"{h:>5}m {len(rs):>3} {mean(speeds):>6.2f} {max(speeds):>6.1f} {gen:>5.1f}  {prevailing}")

    pairs = [(t, m[10], m[80]) for t, m in by_stamp.items() if 10 in m and 80 in m]
    alphas = [shear_exponent(lo, hi) for _, lo, hi in pairs]
    out += ["", "Shear (10m -> 80m):"]
    out += [f"  {t}: alpha {a:.3f}" for (t, _, _), a in zip(pairs, alphas)]
    out.append(f"  mean alpha {mean(alphas):.3f} over {len(alphas)} pairs")

    rated_hours = sum(6 for r in by_height.get(80, []) if r.speed >= RATED)
    out += ["", f"Hours at or above rated speed at hub (80m): {rated_hours}"]

    out += ["", f"Skipped {len(bad)} bad line(s):"]
    out += [f"  line {b.line}: {b.reason}" for b in bad]

    top = max(readings, key=attrgetter("speed"))
    summary = {
        "readings": len(readings),
        "heights": sorted(by_height),
        "mean_alpha": round(mean(alphas), 3),
        "peak": {"speed": top.speed, "height": top.height, "at": top.stamp},
        "skipped": len(bad),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/anemometer_mast.txt") as f:
        print(report(f.read()))
