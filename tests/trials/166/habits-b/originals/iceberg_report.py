"""Ice-patrol iceberg sightings: summary by size class and reporter."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Sighting = namedtuple("Sighting", "date reporter lat lon size length")
Bad = namedtuple("Bad", "line reason")

SIZES = ("growler", "bergy bit", "small", "medium", "large", "very large")
DANGER_LAT = 46.5  # south of this the shipping lanes start


def parse(numbered):
    lineno, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(parts)}")
    date, reporter, lat, lon, size, length = parts
    try:
        lat, lon, length = float(lat), float(lon), int(length)
    except ValueError as e:
        return Bad(lineno, f"bad number ({e})")
    if not -90 <= lat <= 90:
        return Bad(lineno, f"latitude {lat} out of range")
    if size not in SIZES:
        return Bad(lineno, f"unknown size class '{size}'")
    return Sighting(date, reporter, lat, lon, size, length)


def is_content(numbered):
    _, raw = numbered
    return bool(raw.strip()) and not raw.lstrip().startswith("#")


def load(text):
    rows = list(map(parse, filter(is_content, enumerate(text.splitlines(), start=1))))
    good = [r for r in rows if isinstance(r, Sighting)]
    bad = [r for r in rows if isinstance(r, Bad)]
    return good, bad


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


def by_key(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


def size_lines(sightings):
    groups = by_key(sightings, lambda s: SIZES.index(s.size))
    return [
        f"  {SIZES[i]:<11} {len(g):>3}  avg length {mean(map(attrgetter('length'), g)):7.1f} m"
        for i, g in groups.items()
    ]


def reporter_lines(sightings):
    groups = by_key(sightings, attrgetter("reporter"))
    ranked = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    return [
        f"  {name:<16} {len(g)} sighting{'s' if len(g) != 1 else ''}, "
        f"southernmost {min(g, key=attrgetter('lat')).lat:.2f}N"
        for name, g in ranked
    ]


def report(text):
    good, bad = load(text)
    danger = list(filter(lambda s: s.lat < DANGER_LAT, good))
    longest = reduce(lambda a, b: b if b.length > a.length else a, good)
    days = sorted(set(map(attrgetter("date"), good)))
    total_length = sum(s.length for s in good)

    lines = [
        "ICE PATROL SIGHTINGS",
        f"{len(good)} sightings over {len(days)} days ({days[0]} to {days[-1]})",
        "",
        "By size class:",
        *size_lines(good),
        "",
        "By reporter:",
        *reporter_lines(good),
        "",
        f"Longest: {longest.length} m {longest.size} at {longest.lat:.2f}N {abs(longest.lon):.2f}W "
        f"({longest.reporter}, {longest.date})",
        f"South of {DANGER_LAT}N: " + (", ".join(f"{s.size} {s.date}" for s in danger) or "none"),
    ]
    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):"] + [f"  line {b.line}: {b.reason}" for b in bad]

    summary = {
        "sightings": len(good),
        "days": len(days),
        "danger": len(danger),
        "total_length_m": total_length,
        "rejected": [b.line for b in bad],
    }
    return "\n".join(lines + ["", json.dumps(summary)])


if __name__ == "__main__":
    with open("root/iceberg_sightings.txt", encoding="utf-8") as f:
        print(report(f.read()))
