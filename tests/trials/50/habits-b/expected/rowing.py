"""Rowing club session report: split times, per-rower bests and weekly volume."""
import json
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Session = namedtuple("Session", "rower date distance seconds rate boat")

BOATS = ("erg", "single", "double")


def parse_time(text):
    minutes, seconds = map(int, text.split(":"))
    return minutes * 60 + seconds


def parse_line(line, sep="|"):
    rower, date, dist, time, rate, boat = (part.strip() for part in line.split(sep))
    return Session(rower, date, int(dist), parse_time(time), int(rate), boat)


def read_sessions(path):
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip() and not line.startswith("#"):
                yield parse_line(line)


def split_500(session):
    return session.seconds * 500 / session.distance


def fmt_split(seconds):
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes)}:{rest:04.1f}"


def best_by(sessions, key=split_500):
    return min(sessions, key=key, default=None)


def per_rower(sessions):
    ordered = sorted(sessions, key=attrgetter("rower"))
    return {name: list(group) for name, group in groupby(ordered, key=attrgetter("rower"))}


def rower_line(name, items, width=6):
    total = reduce(lambda acc, s: acc + s.distance, items, 0)
    best = best_by(items)
    avg_rate = sum(map(attrgetter("rate"), items)) / len(items)
    return (f"{name:<{width}} {len(items):>2} sessions {total:>6,} m  "
            f"best {fmt_split(split_500(best))}/500m ({best.distance}m {best.boat})  "
            f"avg rate {avg_rate:4.1f}")


def running_totals(sessions):
    by_date = sorted(sessions, key=attrgetter("date"))
    days = [(d, sum(s.distance for s in grp)) for d, grp in groupby(by_date, key=attrgetter("date"))]
    return list(zip((d for d, _ in days), accumulate(m for _, m in days)))


def boat_share(sessions, boats=BOATS):
    total = sum(s.distance for s in sessions) or 1
    return {b: sum(s.distance for s in sessions if s.boat == b) / total for b in boats}


def two_k_ranking(sessions):
    tests = filter(lambda s: s.distance == 2000 and s.boat == "erg", sessions)
    return sorted(tests, key=lambda s: (s.seconds, s.rower))


def report(path="root/rowing_sessions.txt"):
    sessions = list(read_sessions(path))
    groups = per_rower(sessions)
    ranked = sorted(groups.items(), key=lambda kv: -sum(s.distance for s in kv[1]))
    lines = [f"Rowing report: {len(sessions)} sessions, {len(groups)} rowers", ""]
    lines += [rower_line(name, items) for name, items in ranked]
    lines += ["", "2k erg ranking:"]
    lines += [f"  {i}. {s.rower:<6} {fmt_split(s.seconds)}" for i, s in enumerate(two_k_ranking(sessions), 1)]
    lines += ["", "Cumulative metres:"]
    lines += [f"  {date}  {total:>7,}" for date, total in running_totals(sessions)]
    shares = boat_share(sessions)
    lines.append("Boats: " + ", ".join(f"{b} {p:.0%}" for b, p in shares.items()))
    all_rates = list(chain.from_iterable([s.rate] for s in sessions))
    fastest = best_by(sessions)
    summary = {
        "sessions": len(sessions),
        "metres": sum(s.distance for s in sessions),
        "fastest": fastest.rower if fastest else None,
        "max_rate": max(all_rates, default=0),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
