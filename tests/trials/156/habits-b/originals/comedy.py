import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Set = namedtuple("Set", "night comic slot allotted actual laughs")
Bad = namedtuple("Bad", "line reason")

SLOTS = ("opener", "middle", "headline")
GRACE_SECONDS = 30


def to_seconds(mmss):
    mins, secs = mmss.split(":")
    return int(mins) * 60 + int(secs)


def parse(numbered):
    lineno, raw = numbered
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 6:
        return Bad(lineno, f"expected 6 fields, got {len(fields)}")
    night, comic, slot, allotted, actual, laughs = fields
    if slot not in SLOTS:
        return Bad(lineno, f"unknown slot {slot!r}")
    try:
        s = Set(night, comic, slot, int(allotted) * 60, to_seconds(actual), int(laughs))
    except ValueError as exc:
        return Bad(lineno, f"bad number ({exc})")
    return s if s.allotted > 0 else Bad(lineno, "allotted time must be positive")


fmt = lambda secs: f"{secs // 60}:{secs % 60:02d}"
overrun = lambda s: s.actual - s.allotted
lpm = lambda s: s.laughs / (s.actual / 60)
is_over = lambda s: overrun(s) > GRACE_SECONDS


def load(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    wanted = filter(lambda p: p[1].strip() and not p[1].startswith("#"), enumerate(lines, 1))
    parsed = list(map(parse, wanted))
    return (
        list(filter(lambda p: isinstance(p, Set), parsed)),
        list(filter(lambda p: isinstance(p, Bad), parsed)),
    )


def comic_rows(sets):
    by_comic = groupby(sorted(sets, key=attrgetter("comic")), key=attrgetter("comic"))
    rows = map(
        lambda kv: (lambda ss: (
            kv[0],
            len(ss),
            sum(map(attrgetter("laughs"), ss)),
            sum(map(attrgetter("actual"), ss)),
            sum(map(is_over, ss)),
        ))(list(kv[1])),
        by_comic,
    )
    return sorted(rows, key=lambda r: (-r[2] / (r[3] / 60), r[0]))


def main(path):
    sets, bad = load(path)
    print("COMEDY CLUB SET TIMINGS")
    print("-" * 40)
    for night, group in groupby(sorted(sets, key=attrgetter("night")), key=attrgetter("night")):
        group = list(group)
        print(f"\n{night}  ({len(group)} sets)")
        for s in group:
            flag = " OVER" if is_over(s) else ""
            sign = "+" if overrun(s) >= 0 else "-"
            print(f"  {s.slot:<9}{s.comic:<12}{fmt(s.actual):>6} ({sign}{fmt(abs(overrun(s)))}) {lpm(s):5.2f} lpm{flag}")

    print("\nBY COMIC (laughs per minute)")
    rows = comic_rows(sets)
    for name, n, laughs, secs, overs in rows:
        print(f"  {name:<12} sets={n} laughs={laughs:<3} lpm={laughs / (secs / 60):.2f} overruns={overs}")

    if bad:
        print(f"\nREJECTED {len(bad)} line(s)")
        print("\n".join(map(lambda b: f"  line {b.line}: {b.reason}", bad)))

    total_secs = reduce(lambda acc, s: acc + s.actual, sets, 0)
    best = rows[0][0] if rows else None
    summary = {
        "sets": len(sets),
        "rejected": len(bad),
        "nights": len(set(map(attrgetter("night"), sets))),
        "stageMinutes": round(total_secs / 60, 1),
        "overruns": sum(map(is_over, sets)),
        "funniest": best,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/comedy_sets.txt")
