import csv
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from statistics import mean

Night = namedtuple("Night", "date sleeper bed wake quality caffeine tags")
Stats = namedtuple("Stats", "sleeper nights avg_hours avg_quality best worst debt")

TARGET_HOURS = 7.5


def to_minutes(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def duration_hours(bed, wake):
    start, end = to_minutes(bed), to_minutes(wake)
    return ((end - start) % (24 * 60)) / 60


def parse_row(row):
    tags = tuple(filter(None, row["tags"].split(";")))
    return Night(row["date"], row["sleeper"], row["bedtime"], row["wake"],
                 int(row["quality"]), int(row["caffeine_mg"] or 0), tags)


def read_nights(ctx, path):
    yield from map(parse_row, csv.DictReader(ctx.fs.read(path).splitlines()))


def hours(night):
    return duration_hours(night.bed, night.wake)


def running_debt(nights, target=TARGET_HOURS):
    return list(accumulate(target - hours(n) for n in nights))


def sleeper_stats(sleeper, nights):
    nights = sorted(nights, key=lambda n: n.date)
    ranked = sorted(nights, key=lambda n: (n.quality, hours(n)))
    debt = running_debt(nights)
    return Stats(sleeper, len(nights), mean(map(hours, nights)),
                 mean(n.quality for n in nights), ranked[-1], ranked[0], debt[-1])


def by_sleeper(nights):
    keyed = sorted(nights, key=lambda n: n.sleeper)
    return {k: list(g) for k, g in groupby(keyed, key=lambda n: n.sleeper)}


def tag_effects(nights):
    pairs = chain.from_iterable(((t, n.quality) for t in n.tags) for n in nights)
    totals = reduce(lambda acc, p: {**acc, p[0]: acc.get(p[0], []) + [p[1]]}, pairs, {})
    return sorted(((t, mean(qs), len(qs)) for t, qs in totals.items()),
                  key=lambda x: (-x[1], x[0]))


def caffeine_split(nights, limit=100):
    low, high = [], []
    for n in nights:
        (low if n.caffeine <= limit else high).append(n.quality)
    return (mean(low) if low else 0.0, mean(high) if high else 0.0)


def stat_lines(s):
    sign = "+" if s.debt >= 0 else "-"
    yield f"{s.sleeper:<6} {s.nights:>2} nights  avg {s.avg_hours:5.2f} h  quality {s.avg_quality:.2f}  debt {sign}{abs(s.debt):.2f} h"
    yield f"       best  {s.best.date} ({s.best.quality}/5, {hours(s.best):.2f} h)"
    yield f"       worst {s.worst.date} ({s.worst.quality}/5, {hours(s.worst):.2f} h)"


def report(ctx, path, limit=100):
    nights = list(read_nights(ctx, path))
    stats = [sleeper_stats(k, v) for k, v in by_sleeper(nights).items()]
    stats = sorted(stats, key=lambda s: (-s.avg_quality, s.sleeper))
    lines = [f"Sleep log: {len(nights)} nights, {len(stats)} sleepers, target {TARGET_HOURS:.1f} h", "-" * 48]
    lines += list(chain.from_iterable(map(stat_lines, stats)))
    lines.append("Tag effects (avg quality, nights):")
    lines += [f"  {tag:<10} {q:4.2f}  x{cnt}" for tag, q, cnt in tag_effects(nights)]
    low, high = caffeine_split(nights, limit)
    lines.append(f"Caffeine <= {limit} mg: {low:.2f} vs > {limit} mg: {high:.2f}")
    short = [n for n in nights if hours(n) < 7]
    lines.append(f"Short nights (<7 h): {len(short)} ({len(short) / len(nights):.0%})")
    summary = {"nights": len(nights), "short": len(short),
               "by_sleeper": {s.sleeper: round(s.avg_hours, 2) for s in stats}}
    return "\n".join(lines), summary


#{
    name: "sleeplog",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "sleeplog_report",
            description: "Sleep log report from a CSV of nights",
            parameters: #{ path: #{ type: "string", description: "CSV file to read" } },
            execute: |args| {
                text, summary = report(ctx, args.path)
                text + "\n" + json.dumps(summary)
            }
        });
    }
}
