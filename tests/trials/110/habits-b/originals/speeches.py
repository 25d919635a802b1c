import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Speech = namedtuple("Speech", "speaker role lo hi seconds votes")
Bad = namedtuple("Bad", "line reason")

ROLES = frozenset({"prepared", "table-topics", "evaluation", "icebreaker"})
GRACE = 30  # seconds either side before a speech is disqualified


def parse(numbered):
    n, raw = numbered
    cols = list(map(str.strip, raw.split("|")))
    if len(cols) != 5:
        return Bad(n, f"expected 5 fields, got {len(cols)}")
    speaker, role, target, secs, votes = cols
    if role not in ROLES:
        return Bad(n, f"unknown role {role!r}")
    try:
        lo, hi = map(lambda m: int(m) * 60, target.split("-"))
        seconds, v = int(secs), int(votes)
    except ValueError:
        return Bad(n, "not a number")
    if v < 0:
        return Bad(n, "negative votes")
    return Speech(speaker, role, lo, hi, seconds, v)


def verdict(s):
    if s.seconds < s.lo - GRACE or s.seconds > s.hi + GRACE:
        return "DQ"
    if s.seconds < s.lo:
        return "short"
    if s.seconds > s.hi:
        return "long"
    return "ok"


def mmss(secs):
    return "%d:%02d" % divmod(secs, 60)


def report(text):
    numbered = filter(
        lambda p: p[1].strip() and not p[1].lstrip().startswith("#"),
        enumerate(text.splitlines(), start=1),
    )
    parsed = list(map(parse, numbered))
    speeches = [p for p in parsed if isinstance(p, Speech)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    lines = ["SPEAKERS' CLUB TIMING REPORT", "-" * 36]
    lines += map(lambda b: f"line {b.line} skipped: {b.reason}", bad)
    lines.append("")
    lines += map(
        lambda s: f"{s.speaker:<14}{s.role:<13}{mmss(s.seconds):>6}  {verdict(s)}",
        speeches,
    )

    by_speaker = sorted(speeches, key=attrgetter("speaker"))
    totals = {
        name: (
            sum(map(attrgetter("votes"), group)),
            len([g for g in group if verdict(g) != "DQ"]),
        )
        for name, group in ((k, list(g)) for k, g in groupby(by_speaker, key=attrgetter("speaker")))
    }
    ranking = sorted(totals.items(), key=lambda kv: (-kv[1][0], kv[0]))

    lines += ["", "Votes (valid speeches)"]
    lines += [f"{i}. {name} {v} ({ok})" for i, (name, (v, ok)) in enumerate(ranking, start=1)]

    counts = reduce(
        lambda acc, s: {**acc, verdict(s): acc.get(verdict(s), 0) + 1}, speeches, {}
    )
    lines.append("")
    lines.append(", ".join(f"{k}: {counts[k]}" for k in sorted(counts)))

    total = sum(map(attrgetter("seconds"), speeches))
    summary = {
        "speeches": len(speeches),
        "skipped": len(bad),
        "total_time": mmss(total),
        "disqualified": counts.get("DQ", 0),
        "best_speaker": ranking[0][0] if ranking else None,
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


def main(path):
    with open(path, encoding="utf-8") as f:
        print(report(f.read()))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/speeches.txt")
