"""Joinery workshop cut list: timber volume and cost per job."""
import json
import re
from collections import namedtuple
from functools import reduce
from itertools import groupby, starmap
from operator import attrgetter

Piece = namedtuple("Piece", "job piece species length width thickness qty")
Bad = namedtuple("Bad", "line reason")

PRICE_M3 = {"oak": 2450.0, "ash": 1380.0, "pine": 520.0, "walnut": 3900.0, "oak ply": 1150.0, "teak": 5200.0}
WASTE = 1.15
DIMS = re.compile(r"^(\d+)x(\d+)x(\d+)$")


def parse(lineno, raw):
    fields = list(map(str.strip, raw.split("|")))
    if len(fields) != 5:
        return Bad(lineno, f"expected 5 fields, got {len(fields)}")
    job, piece, species, dims, qty = fields
    m = DIMS.match(dims)
    if not m:
        return Bad(lineno, f"bad dimensions {dims!r}")
    if not qty.isdigit():
        return Bad(lineno, f"bad quantity {qty!r}")
    if species not in PRICE_M3:
        return Bad(lineno, f"no price for {species!r}")
    length, width, thickness = map(int, m.groups())
    if 0 in (length, width, thickness):
        return Bad(lineno, "zero dimension")
    return Piece(job, piece, species, length, width, thickness, int(qty))


volume = lambda p: p.length * p.width * p.thickness * p.qty / 1e9
cost = lambda p: volume(p) * WASTE * PRICE_M3[p.species]
total = lambda f, xs: reduce(lambda acc, x: acc + f(x), xs, 0.0)


def read(text):
    numbered = enumerate(text.splitlines(), start=1)
    wanted = filter(lambda t: t[1].strip() and not t[1].lstrip().startswith("#"), numbered)
    parsed = list(starmap(parse, wanted))
    return ([p for p in parsed if isinstance(p, Piece)], [b for b in parsed if isinstance(b, Bad)])


def job_line(job, pieces):
    pieces = list(pieces)
    species = sorted({p.species for p in pieces})
    return (
        f"{job:<6}{len(pieces):>4}{sum(p.qty for p in pieces):>6}"
        f"{total(volume, pieces):>10.4f}{total(cost, pieces):>11.2f}  {', '.join(species)}"
    )


def report(text):
    pieces, bad = read(text)
    by_job = sorted(pieces, key=attrgetter("job"))
    lines = ["JOINERY CUT LIST", "-" * 16, "", f"{'Job':<6}{'Rows':>4}{'Qty':>6}{'m3':>10}{'Cost':>11}  Species"]
    lines += list(starmap(job_line, groupby(by_job, key=attrgetter("job"))))

    by_species = sorted(pieces, key=attrgetter("species"))
    lines += ["", "Timber by species:"]
    lines += [
        f"  {sp:<8}{total(volume, ps):.4f} m3  £{total(cost, ps):,.2f}"
        for sp, ps in ((k, list(g)) for k, g in groupby(by_species, key=attrgetter("species")))
    ]

    longest = max(pieces, key=attrgetter("length"), default=None)
    if longest:
        lines += ["", f"Longest piece: {longest.job} {longest.piece} ({longest.species}) {longest.length} mm"]
    if bad:
        lines += ["", f"Rejected {len(bad)} line(s):"] + [f"  line {b.line}: {b.reason}" for b in bad]

    costs = {job: round(total(cost, list(ps)), 2) for job, ps in groupby(by_job, key=attrgetter("job"))}
    summary = {
        "pieces": sum(map(attrgetter("qty"), pieces)),
        "rows": len(pieces),
        "rejected": len(bad),
        "volume_m3": round(total(volume, pieces), 4),
        "cost": round(sum(costs.values()), 2),
        "dearest_job": max(costs, key=costs.get) if costs else None,
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


if __name__ == "__main__":
    with open("root/cutlist.txt") as fh:
        print(report(fh.read()))
