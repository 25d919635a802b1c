import json
import sys
from collections import namedtuple
from datetime import datetime
from functools import reduce
from itertools import groupby
from operator import attrgetter
from statistics import mean

Reading = namedtuple("Reading", "when gallery unit rh temp water")
Bad = namedtuple("Bad", "line reason")

RH_LIMIT = 60.0
FIELDS = 6


def parse(numbered):
    lineno, raw = numbered
    parts = [p.strip() for p in raw.split(";")]
    if len(parts) != FIELDS:
        return Bad(lineno, f"expected {FIELDS} fields, got {len(parts)}")
    when, gallery, unit, *nums = parts
    try:
        stamp = datetime.strptime(when, "%Y-%m-%dT%H:%M")
    except ValueError:
        return Bad(lineno, f"bad time {when!r}")
    try:
        rh, temp, water = map(float, nums)
    except ValueError:
        return Bad(lineno, f"bad number in {';'.join(nums)!r}")
    if not 0 <= rh <= 100:
        return Bad(lineno, f"humidity {rh} out of range")
    return Reading(stamp, gallery, unit, rh, temp, water)


def is_data(numbered):
    _, raw = numbered
    return bool(raw.strip()) and not raw.lstrip().startswith("#")


def gallery_stats(item):
    gallery, readings = item
    rhs = list(map(attrgetter("rh"), readings))
    over = list(filter(lambda r: r.rh > RH_LIMIT, readings))
    return {
        "gallery": gallery,
        "unit": readings[0].unit,
        "n": len(readings),
        "mean_rh": mean(rhs),
        "max_rh": max(rhs),
        "over": len(over),
        "water": reduce(lambda acc, r: acc + r.water, readings, 0.0),
        "first_over": min(map(attrgetter("when"), over), default=None),
    }


def fmt_row(s):
    flag = " !" if s["over"] else ""
    return (
        f"{s['gallery']:<10} {s['unit']:<6} {s['n']:>3} "
        f"{s['mean_rh']:>6.1f} {s['max_rh']:>6.1f} {s['over']:>4} {s['water']:>6.2f}{flag}"
    )


def main(path):
    with open(path, encoding="utf-8") as fh:
        numbered = list(enumerate(fh.read().splitlines(), start=1))

    parsed = list(map(parse, filter(is_data, numbered)))
    good = [p for p in parsed if isinstance(p, Reading)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_gallery = groupby(sorted(good, key=attrgetter("gallery", "when")), key=attrgetter("gallery"))
    stats = sorted(
        map(gallery_stats, ((g, list(rs)) for g, rs in by_gallery)),
        key=lambda s: (-s["mean_rh"], s["gallery"]),
    )

    print("MUSEUM DEHUMIDIFIER REPORT")
    print(f"limit {RH_LIMIT:.0f}% RH")
    print()
    print(f"{'gallery':<10} {'unit':<6} {'n':>3} {'meanRH':>6} {'maxRH':>6} {'over':>4} {'waterL':>6}")
    print("\n".join(map(fmt_row, stats)))

    alerts = list(filter(lambda s: s["first_over"] is not None, stats))
    if alerts:
        print()
        print("Alerts:")
        for s in alerts:
            print(f"  {s['gallery']}: {s['over']} reading(s) over limit, first at {s['first_over']:%Y-%m-%d %H:%M}")

    if bad:
        print()
        print(f"Skipped {len(bad)} line(s):")
        print("\n".join(f"  line {b.line}: {b.reason}" for b in bad))

    total_water = round(sum(map(attrgetter("water"), good)), 2)
    summary = {
        "readings": len(good),
        "skipped": len(bad),
        "galleries": len(stats),
        "alerts": len(alerts),
        "worst": stats[0]["gallery"] if stats else None,
        "water_l": total_water,
    }
    print()
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/dehumid.txt")
