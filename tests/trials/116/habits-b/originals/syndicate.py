"""Lottery syndicate weekly payout report."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Entry = namedtuple("Entry", "week member stake numbers winnings")
Bad = namedtuple("Bad", "line reason")

POOL_SHARE = 0.8  # 80% of winnings shared out pro rata to stakes, rest to kitty


def parse(lineno, raw):
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != 5:
        return Bad(lineno, f"expected 5 fields, got {len(parts)}")
    week, member, stake, numbers, winnings = parts
    try:
        stake_f, win_f = float(stake), float(winnings)
    except ValueError:
        return Bad(lineno, f"bad amount in {stake!r}/{winnings!r}")
    nums = tuple(map(int, filter(None, numbers.split(" "))))
    if len(nums) != 6:
        return Bad(lineno, f"need 6 numbers, got {len(nums)}")
    if any(map(lambda n: not 1 <= n <= 49, nums)):
        return Bad(lineno, f"number out of range in {numbers!r}")
    return Entry(week, member, stake_f, nums, win_f)


def load(text):
    rows = [
        parse(i, line)
        for i, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.lstrip().startswith("#")
    ]
    is_entry = lambda r: isinstance(r, Entry)
    return list(filter(is_entry, rows)), [r for r in rows if not is_entry(r)]


total = lambda xs, key: round(sum(map(key, xs)), 2)


def week_lines(entries):
    by_week = groupby(sorted(entries, key=attrgetter("week")), key=attrgetter("week"))
    for week, group in by_week:
        g = list(group)
        staked, won = total(g, attrgetter("stake")), total(g, attrgetter("winnings"))
        pool = won * POOL_SHARE
        shares = {e.member: round(pool * e.stake / staked, 2) for e in g}
        top = max(shares.items(), key=lambda kv: (kv[1], kv[0]))
        yield f"{week}: {len(g)} tickets, staked {staked:.2f}, won {won:.2f}"
        if won:
            yield "    payouts: " + ", ".join(
                f"{m} {v:.2f}" for m, v in sorted(shares.items())
            ) + f" (top: {top[0]})"


def member_totals(entries):
    key = attrgetter("member")
    grouped = groupby(sorted(entries, key=key), key=key)
    folded = {
        m: reduce(
            lambda acc, e: (acc[0] + e.stake, acc[1] + e.winnings, acc[2] + 1),
            es,
            (0.0, 0.0, 0),
        )
        for m, es in grouped
    }
    return sorted(folded.items(), key=lambda kv: (-(kv[1][1] - kv[1][0]), kv[0]))


def report(text):
    entries, bad = load(text)
    out = ["LOTTERY SYNDICATE REPORT", "-" * 24]
    out += list(week_lines(entries))
    out += ["", "Member          weeks  staked      won      net"]
    out += [
        f"{m:<15} {n:>5} {s:>7.2f} {w:>8.2f} {w - s:>+8.2f}"
        for m, (s, w, n) in member_totals(entries)
    ]
    if bad:
        out += ["", f"Rejected {len(bad)} line(s):"]
        out += map(lambda b: f"  line {b.line}: {b.reason}", bad)
    staked, won = total(entries, attrgetter("stake")), total(entries, attrgetter("winnings"))
    summary = {
        "tickets": len(entries),
        "members": len(set(map(attrgetter("member"), entries))),
        "staked": staked,
        "won": won,
        "kitty": round(won * (1 - POOL_SHARE), 2),
        "rejected": len(bad),
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/syndicate.txt") as fh:
        print(report(fh.read()))
