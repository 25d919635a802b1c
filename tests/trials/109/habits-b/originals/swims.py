"""Channel swim attempts: completion rates and times per pilot boat."""
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Swim = namedtuple("Swim", "pilot swimmer date start finish water result")
Bad = namedtuple("Bad", "line reason")

RESULTS = {"complete", "abandoned", "weather"}


def to_minutes(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def parse(numbered):
    n, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 7:
        return Bad(n, f"expected 7 fields, got {len(fields)}")
    pilot, swimmer, date, start, finish, water, result = fields
    if result not in RESULTS:
        return Bad(n, f"unknown result {result!r}")
    try:
        s, f, w = to_minutes(start), to_minutes(finish), float(water)
    except ValueError as e:
        return Bad(n, f"bad value ({e})")
    duration = f - s if f >= s else f + 24 * 60 - s
    return Swim(pilot, swimmer, date, s, f, w, result)._replace(finish=duration)


def fmt_time(mins):
    return f"{mins // 60}h{mins % 60:02d}"


def pilot_line(pilot, swims):
    done = list(filter(lambda s: s.result == "complete", swims))
    rate = len(done) / len(swims) * 100
    best = min(map(attrgetter("finish"), done), default=None)
    best_txt = fmt_time(best) if best is not None else "-"
    return f"{pilot:<10} {len(swims):>2} attempts  {len(done):>2} done  {rate:5.1f}%  best {best_txt}"


def main(text):
    lines = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
                   enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, lines))
    swims = [p for p in parsed if isinstance(p, Swim)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_pilot = sorted(swims, key=attrgetter("pilot"))
    report = ["CHANNEL SWIM SEASON", "-" * 19]
    report += [pilot_line(k, list(g)) for k, g in groupby(by_pilot, key=attrgetter("pilot"))]

    done = sorted(filter(lambda s: s.result == "complete", swims), key=attrgetter("finish"))
    report += ["", "Fastest crossings:"]
    report += [f"  {i}. {s.swimmer:<14} {fmt_time(s.finish)}  ({s.pilot}, {s.water:.1f}C)"
               for i, s in enumerate(done[:3], start=1)]

    counts = reduce(lambda acc, s: {**acc, s.result: acc.get(s.result, 0) + 1}, swims, {})
    report += ["", "Outcomes: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items()))]

    if bad:
        report += ["", "Rejected lines:"] + [f"  line {b.line}: {b.reason}" for b in bad]

    avg = sum(map(attrgetter("finish"), done)) / len(done) if done else 0
    summary = {
        "attempts": len(swims),
        "completed": len(done),
        "rejected": len(bad),
        "fastest": done[0].swimmer if done else None,
        "avg_minutes": round(avg, 1),
        "warmest": max(swims, key=attrgetter("water")).date,
    }
    report += ["", json.dumps(summary)]
    return "\n".join(report)


if __name__ == "__main__":
    with open("root/channel_swims.txt", encoding="utf-8") as fh:
        print(main(fh.read()))
