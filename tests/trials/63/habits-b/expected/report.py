import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Session = namedtuple("Session", "night observer shower start minutes count lim_mag cloud")

CASTS = (str, str, str, str, int, int, float, int)


def parse(lines):
    rows = (ln.strip() for ln in lines)
    fields = (r.split("|") for r in rows if r and not r.startswith("#"))
    return [Session(*(cast(v) for cast, v in zip(CASTS, f))) for f in fields]


def hourly_rate(s, *, zhr_mag=6.5):
    if s.minutes == 0 or s.cloud >= 100:
        return None
    correction = 10 ** ((zhr_mag - s.lim_mag) / 4) / (1 - s.cloud / 100)
    return s.count * 60 / s.minutes * correction


def group_sorted(items, key):
    return ((k, list(g)) for k, g in groupby(sorted(items, key=key), key=key))


def total(items, field="count"):
    return reduce(lambda acc, s: acc + getattr(s, field), items, 0)


def fmt_rate(r, width=6):
    return f"{r:{width}.1f}" if r is not None else f"{'n/a':>{width}}"


def shower_lines(sessions):
    for shower, group in group_sorted(sessions, attrgetter("shower")):
        rates = [r for r in map(hourly_rate, group) if r is not None]
        best = max(rates, default=None)
        observers = ", ".join(sorted({s.observer for s in group}))
        yield (f"  {shower:<14} {len(group):>2} sessions {total(group):>4} meteors "
               f"best ZHR {fmt_rate(best)}  ({observers})")


def observer_lines(sessions):
    by_obs = {k: g for k, g in group_sorted(sessions, attrgetter("observer"))}
    ranked = sorted(by_obs.items(), key=lambda kv: (-total(kv[1]), kv[0]))
    for rank, (name, group) in enumerate(ranked, start=1):
        mins = total(group, "minutes")
        per_hour = total(group) * 60 / mins if mins else 0.0
        yield f"{rank:>2}. {name:<6} {total(group):>4} meteors in {mins:>4} min ({per_hour:5.2f}/h)"


def night_lines(sessions):
    nights = list(group_sorted(sessions, attrgetter("night")))
    counts = [total(g) for _, g in nights]
    running = accumulate(counts)
    for (night, _), count, cum in zip(nights, counts, running):
        yield f"  {night}  {count:>4}  cumulative {cum:>4}"


def clouded(sessions, threshold=50):
    return [s for s in sessions if s.cloud >= threshold]


def report(path="root/meteors.txt"):
    with open(path, encoding="utf-8") as fh:
        sessions = parse(fh)
    *_, last = sessions
    header = [f"Meteor watch log: {len(sessions)} sessions, last on {last.night}", ""]
    body = chain(
        ["Showers:"], shower_lines(sessions), [""],
        ["Observers:"], observer_lines(sessions), [""],
        ["Nights:"], night_lines(sessions), [""],
    )
    lost = clouded(sessions)
    warn = [f"Clouded out: {', '.join(f'{s.observer}@{s.night}' for s in lost) or 'none'}"]
    rates = list(filter(None, map(hourly_rate, sessions)))
    summary = {
        "sessions": len(sessions),
        "meteors": total(sessions),
        "hours": round(total(sessions, "minutes") / 60, 2),
        "showers": sorted({s.shower for s in sessions}),
        "peak_zhr": round(max(rates), 1),
        "mean_zhr": round(sum(rates) / len(rates), 1),
        "clouded": len(lost),
    }
    return "\n".join(chain(header, body, warn, [json.dumps(summary)]))


if __name__ == "__main__":
    print(report(*sys.argv[1:]))
