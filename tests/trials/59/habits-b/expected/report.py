"""Sauna visit report: reads root/sauna.txt, prints a text report with a JSON summary."""
import json
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby

Visit = namedtuple("Visit", "day member room minutes temp")


def parse(line, sep=";"):
    day, member, room, minutes, temp = (p.strip() for p in line.split(sep))
    return Visit(day, member, room, int(minutes), float(temp))


def records(text):
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            yield parse(line)


def heat_index(v):  # minutes times degrees above 80
    return v.minutes * max(v.temp - 80, 0)


by_room = lambda v: v.room
by_day = lambda v: v.day


def grouped(visits, key):
    return {k: list(g) for k, g in groupby(sorted(visits, key=key), key=key)}


def mean(xs, digits=1):
    xs = list(xs)
    return round(sum(xs) / len(xs), digits) if xs else 0.0


def room_line(room, visits, width=8):
    mins = [v.minutes for v in visits]
    hottest = max(visits, key=lambda v: v.temp)
    return (f"  {room:<{width}} {len(visits):>3} visits {sum(mins):>5} min"
            f"  avg {mean(mins):>5.1f}  hottest {hottest.temp:.0f}°C by {hottest.member}")


def running_minutes(visits):
    days = grouped(visits, by_day)
    per_day = [sum(v.minutes for v in vs) for vs in days.values()]
    return list(zip(days, accumulate(per_day)))


def long_sessions(visits, limit=15):
    return (v for v in visits if v.minutes > limit)


def member_totals(visits):
    return reduce(lambda acc, v: {**acc, v.member: acc.get(v.member, 0) + v.minutes}, visits, {})


def report(path="root/sauna.txt"):
    with open(path, encoding="utf-8") as fh:
        visits = list(records(fh.read()))
    rooms = grouped(visits, by_room)
    totals = member_totals(visits)
    ranked = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
    (top, top_min), *rest = ranked
    longs = list(long_sessions(visits))
    lines = list(chain(
        [f"Sauna visits report ({len(visits)} visits, {len(totals)} members)", "By room:"],
        (room_line(r, vs) for r, vs in rooms.items()),
        ["Running minutes by day:"],
        (f"  {d} {m:>5}" for d, m in running_minutes(visits)),
        [f"Most time: {top} ({top_min} min), then {', '.join(n for n, _ in rest[:2])}"],
        [f"Long sessions (>15 min): {len(longs)}"],
    ))
    summary = {
        "visits": len(visits),
        "members": len(totals),
        "avg_minutes": mean(v.minutes for v in visits),
        "avg_temp": mean((v.temp for v in visits), 2),
        "heat_index": sum(map(heat_index, visits)),
        "rooms": {r: len(vs) for r, vs in rooms.items()},
        "top_member": top,
        "long_sessions": sorted({v.member for v in longs}),
    }
    return "\n".join(lines + [f"Summary: {json.dumps(summary)}"])


if __name__ == "__main__":
    print(report())
