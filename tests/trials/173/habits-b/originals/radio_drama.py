#!/usr/bin/env python3
"""Radio-drama recording sessions: per-studio and per-actor report."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Take = namedtuple("Take", "episode scene actor studio minutes retakes status")
Bad = namedtuple("Bad", "lineno reason")

STUDIOS = frozenset("ABC")
STATUSES = ("done", "partial", "scrapped")


def parse(lineno, raw):
    fields = list(map(str.strip, raw.split(";")))
    if len(fields) != 7:
        return Bad(lineno, f"expected 7 fields, got {len(fields)}")
    episode, scene, actor, studio, minutes, retakes, status = fields
    if studio not in STUDIOS:
        return Bad(lineno, f"unknown studio {studio!r}")
    if status not in STATUSES:
        return Bad(lineno, f"unknown status {status!r}")
    try:
        take = Take(int(episode), int(scene), actor, studio, int(minutes), int(retakes), status)
    except ValueError as err:
        return Bad(lineno, str(err))
    return take if take.retakes >= 0 else Bad(lineno, f"negative retakes {take.retakes}")


is_take = lambda r: isinstance(r, Take)
is_content = lambda pair: pair[1].strip() != "" and not pair[1].startswith("#")


def load(path):
    with open(path, encoding="utf-8") as fh:
        numbered = enumerate(fh.read().splitlines(), start=1)
        rows = list(starmap(parse, filter(is_content, list(numbered)[1:])))
    return list(filter(is_take, rows)), list(filter(lambda r: not is_take(r), rows))


def group(key, items):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


total = lambda field, items: sum(map(attrgetter(field), items))
hours = lambda mins: f"{mins // 60}h{mins % 60:02d}"


def studio_lines(takes):
    for studio, ts in group(attrgetter("studio"), takes).items():
        mins = total("minutes", ts)
        yield f"  Studio {studio}: {len(ts):2d} takes {hours(mins):>6} {total('retakes', ts) / len(ts):5.2f} retakes/take"


def actor_lines(takes):
    stats = sorted(
        ((a, total("minutes", ts), sum(1 for t in ts if t.status == "done")) for a, ts in group(attrgetter("actor"), takes).items()),
        key=lambda s: (-s[1], s[0]),
    )
    return stats, [f"  {i}. {a:<9}{hours(m):>6}  {d} done" for i, (a, m, d) in enumerate(stats, 1)]


def report(path):
    takes, bad = load(path)
    lines = ["RADIO DRAMA RECORDING LOG", "~" * 32, "By studio:"]
    lines.extend(studio_lines(takes))
    stats, actor_text = actor_lines(takes)
    lines += ["", "By actor (booked time):", *actor_text]

    status_counts = reduce(lambda acc, t: {**acc, t.status: acc.get(t.status, 0) + 1}, takes, {})
    lines.append("")
    lines.append("Status: " + ", ".join(f"{s}={status_counts.get(s, 0)}" for s in STATUSES))

    episodes = group(attrgetter("episode"), takes)
    longest = max(episodes.items(), key=lambda kv: (total("minutes", kv[1]), -kv[0]))
    lines.append(f"Longest episode: {longest[0]} ({hours(total('minutes', longest[1]))})")
    worst = max(takes, key=attrgetter("retakes"))
    lines.append(f"Most retakes: ep{worst.episode} sc{worst.scene} {worst.actor} ({worst.retakes})")

    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):"]
        lines.extend(f"  line {b.lineno}: {b.reason}" for b in bad)

    usable = list(filter(lambda t: t.status != "scrapped", takes))
    summary = {
        "takes": len(takes),
        "rejected": len(bad),
        "minutes": total("minutes", takes),
        "usable_ratio": round(len(usable) / len(takes), 3),
        "top_actor": stats[0][0],
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/radio_drama.txt"))
