"""Tabletop RPG campaign: XP, levels and gold per character from a session log."""
import json
import sys
from collections import namedtuple
from datetime import date
from functools import reduce
from itertools import groupby
from operator import attrgetter

Entry = namedtuple("Entry", "day player character xp gold attended")
Bad = namedtuple("Bad", "line reason")
Summary = namedtuple("Summary", "character player sessions xp level gold last")

LEVELS = (0, 300, 900, 2700, 6500)


def parse_day(text):
    y, m, d = map(int, text.split("-"))
    return date(y, m, d)


def parse(numbered):
    line, raw = numbered
    cols = list(map(str.strip, raw.split("|")))
    if len(cols) != 6:
        return Bad(line, f"expected 6 fields, got {len(cols)}")
    day_t, player, character, xp_t, gold_t, att_t = cols
    try:
        day = parse_day(day_t)
    except ValueError:
        return Bad(line, f"bad date {day_t!r}")
    if not xp_t.isdigit():
        return Bad(line, f"bad xp {xp_t!r}")
    try:
        gold = float(gold_t)
    except ValueError:
        return Bad(line, f"bad gold {gold_t!r}")
    if att_t not in ("y", "n"):
        return Bad(line, f"bad attendance {att_t!r}")
    return Entry(day, player, character, int(xp_t), gold, att_t == "y")


level_for = lambda xp: sum(1 for threshold in LEVELS if xp >= threshold)


def summarise(character, entries):
    present = list(filter(attrgetter("attended"), entries))
    xp = reduce(lambda acc, e: acc + e.xp, present, 0)
    gold = reduce(lambda acc, e: acc + e.gold, present, 0.0)
    last = max(map(attrgetter("day"), present), default=None)
    return Summary(character, entries[0].player, len(present), xp, level_for(xp), round(gold, 2), last)


def main(path):
    with open(path, encoding="utf-8") as fh:
        numbered = enumerate(fh.read().splitlines(), start=1)
        wanted = filter(lambda p: p[1].strip() and not p[1].lstrip().startswith("#"), numbered)
        parsed = list(map(parse, wanted))

    entries = [p for p in parsed if isinstance(p, Entry)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    by_char = attrgetter("character")
    groups = groupby(sorted(entries, key=by_char), key=by_char)
    summaries = sorted(
        (summarise(c, list(es)) for c, es in groups),
        key=lambda s: (-s.xp, s.character),
    )

    print("Campaign XP report")
    print(f"{'character':<20}{'player':<8}{'sess':>5}{'xp':>7}{'lvl':>4}{'gold':>9}  last")
    for s in summaries:
        last = s.last.isoformat() if s.last else "-"
        print(f"{s.character:<20}{s.player:<8}{s.sessions:>5}{s.xp:>7}{s.level:>4}{s.gold:>9.2f}  {last}")
    for b in bad:
        print(f"skipped line {b.line}: {b.reason}")

    total_xp = sum(map(attrgetter("xp"), summaries))
    total_gold = round(sum(map(attrgetter("gold"), summaries)), 2)
    print(json.dumps({
        "characters": len(summaries),
        "entries": len(entries),
        "skipped": len(bad),
        "total_xp": total_xp,
        "total_gold": total_gold,
        "leader": summaries[0].character if summaries else None,
    }))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/rpg_sessions.txt")
