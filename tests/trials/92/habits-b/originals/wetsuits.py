"""Wetsuit hire hut: summarise a season's hire log, functionally."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Hire = namedtuple("Hire", "date suit size kind minutes damage")
Bad = namedtuple("Bad", "line reason")

KINDS = ("adult", "child")
SIZES = ("XS", "S", "M", "L", "XL")
RATE_PER_HOUR = {"adult": 6.0, "child": 4.0}
DAMAGE_FEE = {"none": 0.0, "tear": 15.0, "zip": 25.0}
MIN_CHARGE = 5.0

def parse(numbered):
    n, raw = numbered
    cols = [c.strip() for c in raw.split("|")]
    if len(cols) != 6:
        return Bad(n, f"expected 6 fields, got {len(cols)}")
    date, suit, size, kind, minutes, damage = cols
    if kind not in KINDS:
        return Bad(n, f"unknown kind {kind!r}")
    if size not in SIZES:
        return Bad(n, f"unknown size {size!r}")
    if not minutes.isdigit() or int(minutes) == 0:
        return Bad(n, f"bad minutes {minutes!r}")
    if damage not in DAMAGE_FEE:
        return Bad(n, f"unknown damage {damage!r}")
    return Hire(date, suit, size, kind, int(minutes), damage)

fee = lambda h: max(MIN_CHARGE, round(h.minutes / 60 * RATE_PER_HOUR[h.kind], 2)) + DAMAGE_FEE[h.damage]
total = lambda xs, f: reduce(lambda acc, x: acc + f(x), xs, 0)
keyed = lambda xs, k: [(key, list(g)) for key, g in groupby(sorted(xs, key=k), key=k)]

def load(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    rows = enumerate(text.splitlines(), start=1)
    content = filter(lambda r: r[1].strip() and not r[1].lstrip().startswith("#"), rows)
    parsed = list(map(parse, content))
    return (
        list(filter(lambda p: isinstance(p, Hire), parsed)),
        list(filter(lambda p: isinstance(p, Bad), parsed)),
    )

def report(hires, bad):
    lines = ["Wetsuit hire season report", "-" * 26]
    lines.append(f"Hires: {len(hires)}   rejected: {len(bad)}")
    lines += list(map(lambda b: f"  line {b.line}: {b.reason}", bad))

    lines += ["", "Per day:"]
    by_day = keyed(hires, attrgetter("date"))
    lines += [f"  {d}  {len(hs):>2} hires  {total(hs, lambda h: h.minutes):>4} min  £{total(hs, fee):>7.2f}"
              for d, hs in by_day]

    lines += ["", "Per size:"]
    by_size = dict(keyed(hires, attrgetter("size")))
    lines += [f"  {s:<3}{len(by_size.get(s, [])):>3}" for s in SIZES]

    by_suit = keyed(hires, attrgetter("suit"))
    busiest_suit, busiest = max(by_suit, key=lambda kv: (total(kv[1], attrgetter("minutes")), kv[0]))
    damaged = sorted({h.suit for h in hires if h.damage != "none"})
    lines += ["", f"Busiest suit: {busiest_suit} ({total(busiest, attrgetter('minutes'))} min)",
              f"Damaged suits: {', '.join(damaged) or 'none'}"]

    takings = round(total(hires, fee), 2)
    summary = {
        "hires": len(hires),
        "rejected": len(bad),
        "minutes": total(hires, attrgetter("minutes")),
        "takings": takings,
        "damage_fees": total(hires, lambda h: DAMAGE_FEE[h.damage]),
        "busiest_suit": busiest_suit,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)

def main(path="root/wetsuit_hire.txt"):
    print(report(*load(path)))

if __name__ == "__main__":
    main()
