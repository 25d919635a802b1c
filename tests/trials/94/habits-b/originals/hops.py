import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Pick = namedtuple("Pick", "date garden variety picker bines green_kg moisture")
Bad = namedtuple("Bad", "line_no reason")

DRY_MOISTURE = 10.0  # target after kilning


def dry_kg(p):
    return p.green_kg * (100 - p.moisture) / (100 - DRY_MOISTURE)


def parse(numbered):
    n, line = numbered
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 7:
        return Bad(n, f"expected 7 fields, got {len(fields)}")
    date, garden, variety, picker, bines, green, moist = fields
    try:
        bines_i, green_f, moist_f = int(bines), float(green), float(moist)
    except ValueError:
        return Bad(n, f"not a number in {bines!r}/{green!r}/{moist!r}")
    if not 0 <= moist_f < 100:
        return Bad(n, f"moisture {moist_f:g}% out of range")
    if bines_i == 0:
        return Bad(n, "no bines picked")
    return Pick(date, garden, variety, picker, bines_i, green_f, moist_f)


def group(items, key):
    return [(k, list(g)) for k, g in groupby(sorted(items, key=key), key=key)]


total = lambda ps, f: reduce(lambda acc, p: acc + f(p), ps, 0.0)


def main(path):
    with open(path) as fh:
        numbered = filter(
            lambda nl: nl[1].strip() and not nl[1].startswith("#"),
            enumerate(fh.read().splitlines(), start=1),
        )
        parsed = list(map(parse, numbered))
    picks = list(filter(lambda r: isinstance(r, Pick), parsed))
    bad = list(filter(lambda r: isinstance(r, Bad), parsed))

    lines = ["HOP GARDEN PICKING REPORT", ""]
    lines.append(f"{'garden':<12} {'picks':>5} {'bines':>6} {'green kg':>9} {'dry kg':>8}")
    for garden, ps in group(picks, attrgetter("garden")):
        lines.append(
            f"{garden:<12} {len(ps):>5} {sum(map(attrgetter('bines'), ps)):>6} "
            f"{total(ps, attrgetter('green_kg')):>9.1f} {total(ps, dry_kg):>8.1f}"
        )

    lines += ["", "By variety (kg green per bine):"]
    for variety, ps in group(picks, attrgetter("variety")):
        per_bine = total(ps, attrgetter("green_kg")) / sum(p.bines for p in ps)
        lines.append(f"  {variety:<11}{per_bine:6.3f}")

    pickers = sorted(
        ((name, total(ps, attrgetter("green_kg"))) for name, ps in group(picks, attrgetter("picker"))),
        key=lambda t: (-t[1], t[0]),
    )
    lines += ["", "Pickers:"]
    lines += [f"  {i}. {name:<5}{kg:7.1f} kg" for i, (name, kg) in enumerate(pickers, start=1)]

    lines += ["", f"Rejected {len(bad)} line(s):"]
    lines += list(map(lambda b: f"  line {b.line_no}: {b.reason}", bad))

    by_day = {d: round(total(ps, attrgetter("green_kg")), 1) for d, ps in group(picks, attrgetter("date"))}
    best_day = max(by_day.items(), key=lambda kv: kv[1])[0]
    summary = {
        "picks": len(picks),
        "rejected": len(bad),
        "green_kg": round(total(picks, attrgetter("green_kg")), 1),
        "dry_kg": round(total(picks, dry_kg), 1),
        "top_picker": pickers[0][0],
        "best_day": best_day,
        "varieties": sorted({p.variety for p in picks}),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "root/hops.txt"))
