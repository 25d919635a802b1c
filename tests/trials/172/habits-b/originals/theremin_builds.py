import json
import sys
from collections import namedtuple
from datetime import date
from functools import reduce
from itertools import groupby
from operator import attrgetter

Build = namedtuple("Build", "day builder kit minutes octaves passed")
Bad = namedtuple("Bad", "lineno reason")

VERDICTS = {"pass": True, "fail": False}


def parse(lineno, raw):
    parts = [p.strip() for p in raw.split("|")]
    if len(parts) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(parts)}")
    day, builder, kit, minutes, octaves, verdict = parts
    try:
        d = date.fromisoformat(day)
    except ValueError:
        return Bad(lineno, f"bad date {day!r}")
    if not minutes.isdigit():
        return Bad(lineno, f"bad minutes {minutes!r}")
    if verdict not in VERDICTS:
        return Bad(lineno, f"bad verdict {verdict!r}")
    return Build(d, builder, kit, int(minutes), float(octaves), VERDICTS[verdict])


def read_records(text):
    numbered = enumerate(text.splitlines(), start=1)
    wanted = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
    return [parse(n, raw) for n, raw in wanted]


def split(records):
    return (
        list(filter(lambda r: isinstance(r, Build), records)),
        list(filter(lambda r: isinstance(r, Bad), records)),
    )


def grouped(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


mean = lambda xs: sum(xs) / len(xs) if xs else 0.0
pass_rate = lambda bs: 100.0 * sum(map(attrgetter("passed"), bs)) / len(bs) if bs else 0.0
fmt_time = lambda m: f"{m // 60}h{m % 60:02d}"


def kit_line(kit, bs):
    avg = mean(list(map(attrgetter("minutes"), bs)))
    return f"{kit:<14}{len(bs):>3} builds  avg {fmt_time(round(avg)):>6}  pass {pass_rate(bs):5.1f}%"


def builder_line(name, bs):
    kits = sorted({b.kit for b in bs})
    best = max(map(attrgetter("octaves"), filter(attrgetter("passed"), bs)), default=0.0)
    return f"  {name:<6} {len(bs)} builds, kits: {', '.join(kits)}; best range {best:.1f} oct"


def main(path):
    with open(path, encoding="utf-8") as fh:
        builds, bad = split(read_records(fh.read()))

    print("Theremin kit workshop")
    print("-" * 21)
    print(*[kit_line(k, bs) for k, bs in grouped(builds, attrgetter("kit"))], sep="\n")

    print("\nBuilders:")
    print(*[builder_line(n, bs) for n, bs in grouped(builds, attrgetter("builder"))], sep="\n")

    by_week = grouped(builds, attrgetter("day"))
    busiest = max(by_week, key=lambda kv: (len(kv[1]), kv[0]))
    print(f"\nBusiest session: {busiest[0].isoformat()} ({len(busiest[1])} builds)")

    fastest = min(filter(attrgetter("passed"), builds), key=attrgetter("minutes"))
    print(f"Fastest pass: {fastest.builder} on {fastest.kit} in {fmt_time(fastest.minutes)}")

    total_minutes = reduce(lambda acc, b: acc + b.minutes, builds, 0)
    if bad:
        print("\nRejected:")
        print(*map(lambda b: f"  line {b.lineno}: {b.reason}", bad), sep="\n")

    summary = {
        "builds": len(builds),
        "rejected": len(bad),
        "passed": sum(map(attrgetter("passed"), builds)),
        "bench_hours": round(total_minutes / 60, 2),
        "pass_rate": round(pass_rate(builds), 1),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/theremin_builds.txt")
