"""Cycle-counter report: bridge counters, peak hours, wet vs dry, as a functional pipeline."""
import json
from collections import namedtuple
from datetime import datetime
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Count = namedtuple("Count", "counter when inbound outbound weather")
Bad = namedtuple("Bad", "lineno reason")

WEATHER = frozenset({"dry", "wet"})


def parse(lineno, line):
    fields = line.strip().split("|")
    if len(fields) != 5:
        return Bad(lineno, f"{len(fields)} fields, want 5")
    counter, stamp, inbound, outbound, weather = fields
    try:
        when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M")
    except ValueError:
        return Bad(lineno, f"bad timestamp {stamp}")
    if weather not in WEATHER:
        return Bad(lineno, f"unknown weather {weather!r}")
    if not (inbound.isdigit() and outbound.isdigit()):
        return Bad(lineno, "counts must be non-negative integers")
    return Count(counter, when, int(inbound), int(outbound), weather)


def read(path):
    with open(path) as f:
        numbered = enumerate(f, start=1)
        wanted = filter(lambda p: p[1].strip() and not p[1].startswith("#"), numbered)
        return list(starmap(parse, wanted))


total = lambda c: c.inbound + c.outbound
is_bad = lambda r: isinstance(r, Bad)


def dedupe(counts):
    """Keep the last reading per (counter, hour): later rows correct earlier ones."""
    latest = reduce(lambda acc, c: {**acc, (c.counter, c.when): c}, counts, {})
    return sorted(latest.values(), key=lambda c: (c.counter, c.when))


def per_counter(counts):
    keyed = groupby(counts, key=attrgetter("counter"))
    return {
        name: {
            "readings": len(rows),
            "inbound": sum(map(attrgetter("inbound"), rows)),
            "outbound": sum(map(attrgetter("outbound"), rows)),
            "peak": max(rows, key=total),
        }
        for name, rows in ((k, list(g)) for k, g in keyed)
    }


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


def report(path):
    records = read(path)
    bad = list(filter(is_bad, records))
    counts = dedupe(filter(lambda r: not is_bad(r), records))
    dupes = len(records) - len(bad) - len(counts)
    stats = per_counter(counts)

    lines = [f"CYCLE COUNTERS - {len(counts)} hourly readings from {len(stats)} counters", ""]
    lines.append(f"{'counter':<10}{'n':>3}{'in':>7}{'out':>7}{'total':>7}  peak hour")
    ranked = sorted(stats.items(), key=lambda kv: kv[1]["inbound"] + kv[1]["outbound"], reverse=True)
    lines.extend(
        f"{name:<10}{s['readings']:>3}{s['inbound']:>7}{s['outbound']:>7}"
        f"{s['inbound'] + s['outbound']:>7}  {s['peak'].when:%a %H:%M} ({total(s['peak'])})"
        for name, s in ranked
    )
    by_weather = {w: mean(map(total, filter(lambda c, w=w: c.weather == w, counts))) for w in sorted(WEATHER)}
    lines.append("")
    lines.extend(f"mean per reading, {w}: {m:.1f}" for w, m in by_weather.items())
    by_hour = {h: sum(map(total, g)) for h, g in groupby(sorted(counts, key=lambda c: c.when.hour), key=lambda c: c.when.hour)}
    busiest = max(by_hour, key=by_hour.get)
    lines.append(f"busiest hour across all days: {busiest:02d}:00 ({by_hour[busiest]} bikes)")
    if dupes:
        lines.append(f"replaced {dupes} duplicate reading(s)")
    if bad:
        lines.append("")
        lines.append(f"skipped {len(bad)} bad line(s):")
        lines.extend(f"  line {b.lineno}: {b.reason}" for b in bad)
    summary = {
        "readings": len(counts),
        "bikes": sum(map(total, counts)),
        "top_counter": ranked[0][0],
        "wet_dry_ratio": round(by_weather["wet"] / by_weather["dry"], 3),
        "busiest_hour": busiest,
        "skipped": len(bad),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report("root/cycle_counts.txt"))
