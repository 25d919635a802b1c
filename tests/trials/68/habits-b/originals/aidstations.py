"""Marathon aid-station report: cups and litres handed out per station and per hour."""
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Serving = namedtuple("Serving", "station km hour cups litres kind")
Bad = namedtuple("Bad", "line reason")

KINDS = ("water", "isotonic")


def parse(numbered):
    lineno, raw = numbered
    cols = list(map(str.strip, raw.split("|")))
    if len(cols) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(cols)}")
    station, km, hour, cups, litres, kind = cols
    if kind not in KINDS:
        return Bad(lineno, f"unknown drink {kind!r}")
    try:
        s = Serving(station, float(km), hour, int(cups), float(litres), kind)
    except ValueError as e:
        return Bad(lineno, f"not a number ({e})")
    return s if s.litres >= 0 else Bad(lineno, f"negative litres {s.litres}")


def total(field, rows):
    return reduce(lambda acc, r: acc + getattr(r, field), rows, 0)


def by(key, rows):
    return {k: list(g) for k, g in groupby(sorted(rows, key=key), key=key)}


def station_line(item):
    station, rows = item
    cups, litres = total("cups", rows), total("litres", rows)
    per_cup = litres * 1000 / cups if cups else 0
    return f"{station:<4} km {rows[0].km:>5.1f}  {cups:>5} cups  {litres:>7.1f} L  {per_cup:>4.0f} ml/cup"


def hour_line(item):
    hour, rows = item
    bar = "#" * (total("cups", rows) // 50)
    return f"  {hour}  {total('cups', rows):>5}  {bar}"


def report(text):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, numbered))
    good = [p for p in parsed if isinstance(p, Serving)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    stations = by(attrgetter("station"), good)
    hours = by(attrgetter("hour"), good)
    kinds = by(attrgetter("kind"), good)
    busiest = max(stations.items(), key=lambda kv: total("cups", kv[1]))

    lines = ["Marathon aid stations", "=" * 21]
    lines += list(map(station_line, stations.items()))
    lines += ["", "Cups per hour:"]
    lines += list(map(hour_line, hours.items()))
    lines += ["", "By drink:"]
    lines += [
        f"  {k:<9} {total('litres', v):6.1f} L ({total('litres', v) / total('litres', good):.0%})"
        for k, v in kinds.items()
    ]
    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):"]
        lines += list(map(lambda b: f"  line {b.line}: {b.reason}", bad))
    summary = {
        "servings": len(good),
        "rejected": len(bad),
        "cups": total("cups", good),
        "litres": round(total("litres", good), 1),
        "busiest": busiest[0],
        "stations": sorted(stations),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/aidstations.txt", encoding="utf-8") as f:
        print(report(f.read()))
