"""Segway tour day report: rides per guide, battery drain, fleet use."""
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
import json

Ride = namedtuple("Ride", "guide segway start end riders batt_start batt_end")
Bad = namedtuple("Bad", "line reason")

to_minutes = lambda hhmm: (lambda h, m: int(h) * 60 + int(m))(*hhmm.split(":"))


def parse(numbered):
    n, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 7:
        return Bad(n, f"expected 7 fields, got {len(fields)}")
    guide, segway, start, end, riders, b0, b1 = fields
    try:
        ride = Ride(guide, segway, to_minutes(start), to_minutes(end), int(riders), int(b0), int(b1))
    except ValueError as e:
        return Bad(n, f"unreadable value ({e})")
    if ride.end <= ride.start:
        return Bad(n, f"ends before it starts ({start}-{end})")
    if not all(0 <= b <= 100 for b in (ride.batt_start, ride.batt_end)):
        return Bad(n, f"battery out of range ({b0}%->{b1}%)")
    return ride


duration = lambda r: r.end - r.start
drain = lambda r: r.batt_start - r.batt_end
drain_per_hour = lambda r: drain(r) * 60 / duration(r)
hhmm = lambda mins: f"{mins // 60}h{mins % 60:02d}"


def guide_line(item):
    guide, rides = item
    rides = list(rides)
    minutes = sum(map(duration, rides))
    riders = sum(map(attrgetter("riders"), rides))
    return f"  {guide:<8}{len(rides):>3} tours{riders:>4} riders  {hhmm(minutes):>6}"


def fleet_line(item):
    segway, rides = item
    rides = list(rides)
    avg = sum(map(drain_per_hour, rides)) / len(rides)
    lowest = min(map(attrgetter("batt_end"), rides))
    return f"  {segway}  {len(rides)} rides  {avg:5.1f} %/h  lowest {lowest}%"


def main(path="root/segway_rides.txt"):
    with open(path) as fh:
        lines = fh.read().split("\n")
    numbered = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), enumerate(lines, 1))
    parsed = list(map(parse, numbered))
    rides = [p for p in parsed if isinstance(p, Ride)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_guide = groupby(sorted(rides, key=attrgetter("guide")), key=attrgetter("guide"))
    by_segway = groupby(sorted(rides, key=attrgetter("segway")), key=attrgetter("segway"))
    hungriest = max(rides, key=drain_per_hour)
    total_riders = reduce(lambda acc, r: acc + r.riders, rides, 0)
    low_finish = list(filter(lambda r: r.batt_end < 50, rides))

    out = ["SEGWAY TOUR DAY REPORT", "-" * 40, "Guides:"]
    out += list(map(guide_line, by_guide))
    out += ["Fleet:"]
    out += list(map(fleet_line, by_segway))
    out.append(f"Hungriest ride: {hungriest.segway} with {hungriest.guide}, {drain_per_hour(hungriest):.1f} %/h")
    out.append(f"Rides ending under 50%: {', '.join(f'{r.segway}@{r.batt_end}' for r in low_finish) or 'none'}")
    if bad:
        out.append(f"Rejected {len(bad)} line(s):")
        out += [f"  line {b.line}: {b.reason}" for b in bad]
    summary = {
        "rides": len(rides),
        "rejected": len(bad),
        "riders": total_riders,
        "tourMinutes": sum(map(duration, rides)),
        "avgDrainPerHour": round(sum(map(drain_per_hour, rides)) / len(rides), 2),
    }
    out.append(json.dumps(summary))
    print("\n".join(out))


if __name__ == "__main__":
    main()
