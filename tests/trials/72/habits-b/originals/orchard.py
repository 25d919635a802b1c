"""Orchard picking report: crates per crew, variety and picker, from a pipe-separated log."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Pick = namedtuple("Pick", "date crew picker variety crates hours")
Bad = namedtuple("Bad", "line_no reason")

CRATE_KG = 18


def parse(numbered):
    line_no, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 6:
        return Bad(line_no, f"expected 6 fields, got {len(fields)}")
    date, crew, picker, variety, crates, hours = fields
    try:
        pick = Pick(date, crew, picker, variety, int(crates), float(hours))
    except ValueError as e:
        return Bad(line_no, f"not a number ({e})")
    return pick if pick.hours > 0 else Bad(line_no, "hours must be positive")


is_data = lambda numbered: numbered[1].strip() and not numbered[1].lstrip().startswith("#")
total = lambda picks, field: reduce(lambda acc, p: acc + getattr(p, field), picks, 0)


def grouped(picks, key):
    ordered = sorted(picks, key=attrgetter(key))
    return [(k, list(g)) for k, g in groupby(ordered, key=attrgetter(key))]


def crew_lines(picks):
    return map(
        lambda kv: f"  {kv[0]:<7}{total(kv[1], 'crates'):>4} crates {total(kv[1], 'hours'):>6.1f} h "
        f"{total(kv[1], 'crates') / total(kv[1], 'hours'):>5.2f} crates/h",
        grouped(picks, "crew"),
    )


def variety_lines(picks):
    crates = total(picks, "crates")
    return map(
        lambda kv: f"  {kv[0]:<12}{total(kv[1], 'crates'):>4}  {100 * total(kv[1], 'crates') / crates:5.1f}%"
        f"  {total(kv[1], 'crates') * CRATE_KG:>5} kg",
        grouped(picks, "variety"),
    )


def leaderboard(picks, n=3):
    rates = map(
        lambda kv: (kv[0], total(kv[1], "crates") / total(kv[1], "hours")),
        grouped(picks, "picker"),
    )
    return sorted(rates, key=lambda pr: (-pr[1], pr[0]))[:n]


def report(text):
    rows = list(map(parse, filter(is_data, enumerate(text.splitlines(), start=1))))
    picks = [r for r in rows if isinstance(r, Pick)]
    bad = [r for r in rows if isinstance(r, Bad)]
    top = leaderboard(picks)
    days = sorted(set(map(attrgetter("date"), picks)))

    out = [
        "Orchard picking report",
        f"{days[0]} to {days[-1]}, {len(picks)} picks, {len(bad)} bad lines",
        "",
        "Crews:",
        *crew_lines(picks),
        "",
        "Varieties:",
        *variety_lines(picks),
        "",
        "Fastest pickers:",
        *(f"  {i}. {name} {rate:.2f} crates/h" for i, (name, rate) in enumerate(top, start=1)),
        "",
        *(["Skipped:", *(f"  line {b.line_no}: {b.reason}" for b in bad), ""] if bad else []),
    ]
    summary = {
        "picks": len(picks),
        "bad": len(bad),
        "crates": total(picks, "crates"),
        "kg": total(picks, "crates") * CRATE_KG,
        "hours": round(total(picks, "hours"), 1),
        "fastest": top[0][0] if top else None,
    }
    return "\n".join(out + [json.dumps(summary)])


if __name__ == "__main__":
    with open("root/orchard_picks.txt") as f:
        print(report(f.read()))
