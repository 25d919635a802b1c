#!/usr/bin/env python3
"""Coin-grading service: summarise a batch of graded submissions."""
import json
import re
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Coin = namedtuple("Coin", "cert submitter coin year prefix grade declared tier")
Bad = namedtuple("Bad", "line reason")

TIERS = {"economy": 18.0, "standard": 35.0, "express": 75.0}
BANDS = {"PF": "Proof", "MS": "Mint State", "AU": "About Unc.", "XF": "Ext. Fine",
         "VF": "Very Fine", "F": "Fine"}
GRADE_RE = re.compile(r"^(PF|MS|AU|XF|VF|F)(\d{1,2})$")


def parse(numbered):
    lineno, raw = numbered
    cols = list(map(str.strip, raw.split("|")))
    if len(cols) != 7:
        return Bad(lineno, f"{len(cols)} fields, expected 7")
    cert, who, coin, year, grade, declared, tier = cols
    m = GRADE_RE.match(grade)
    checks = [
        (not year.isdigit(), f"bad year {year!r}"),
        (m is None, f"bad grade {grade!r}"),
        (m is not None and not 1 <= int(m.group(2)) <= 70, f"grade {grade} off the 1-70 scale"),
        (tier not in TIERS, f"unknown tier {tier!r}"),
    ]
    problem = next((msg for failed, msg in checks if failed), None)
    if problem:
        return Bad(lineno, problem)
    return Coin(cert, who, coin, int(year), m.group(1), int(m.group(2)), float(declared), tier)


def fee(c):
    return TIERS[c.tier] + max(0.0, c.declared - 1000) * 0.01


def load(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    numbered = filter(lambda p: p[1].strip(), enumerate(lines[1:], start=2))
    parsed = list(map(parse, numbered))
    return ([p for p in parsed if isinstance(p, Coin)],
            [p for p in parsed if isinstance(p, Bad)])


def report(path):
    coins, bad = load(path)
    out = ["COIN GRADING - BATCH REPORT", ""]

    out.append("Grade bands:")
    by_band = sorted(coins, key=lambda c: list(BANDS).index(c.prefix))
    for prefix, group in groupby(by_band, key=attrgetter("prefix")):
        grades = list(map(attrgetter("grade"), group))
        out.append(f"  {BANDS[prefix]:<11} {len(grades):>2}  mean {sum(grades) / len(grades):5.1f}")

    out += ["", "Submitters:"]
    totals = {
        who: reduce(lambda acc, c: (acc[0] + 1, acc[1] + c.declared, acc[2] + fee(c)), grp, (0, 0.0, 0.0))
        for who, grp in groupby(sorted(coins, key=attrgetter("submitter")), key=attrgetter("submitter"))
    }
    ranked = sorted(totals.items(), key=lambda kv: (-kv[1][2], kv[0]))
    out += [f"  {who:<10} {n} coins  value {val:>8.2f}  fees {fees:7.2f}"
            for who, (n, val, fees) in ranked]

    out += ["", "Top grades:"]
    top = sorted(coins, key=lambda c: (-c.grade, c.year))[:3]
    out += list(map(lambda c: f"  {c.cert} {c.coin} ({c.year}) {c.prefix}{c.grade}", top))

    oldest = min(coins, key=attrgetter("year"))
    out += ["", f"Oldest coin: {oldest.coin} ({oldest.year})"]

    out += ["", f"Rejected {len(bad)} line(s):"]
    out += [f"  line {b.line}: {b.reason}" for b in bad]

    total_fees = sum(map(fee, coins))
    summary = {
        "graded": len(coins),
        "rejected": len(bad),
        "meanGrade": round(sum(map(attrgetter("grade"), coins)) / len(coins), 2),
        "declaredTotal": round(sum(map(attrgetter("declared"), coins)), 2),
        "fees": round(total_fees, 2),
        "topSubmitter": ranked[0][0] if ranked else None,
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/coins.txt"))
