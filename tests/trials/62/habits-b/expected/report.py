import json
from collections import namedtuple
from dataclasses import dataclass
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Parcel = namedtuple("Parcel", "locker site size dropped picked fee")

SIZE_ORDER = {"S": 0, "M": 1, "L": 2}
OVERSTAY_HOURS = 8


@dataclass(frozen=True)
class SiteSummary:
    site: str
    parcels: int
    waiting: int
    revenue: float
    mean_dwell: float

    @property
    def pickup_rate(self):
        return (self.parcels - self.waiting) / self.parcels if self.parcels else 0.0


def read_lines(path):
    with open(path, encoding="utf-8") as fh:
        yield from (line.strip() for line in fh)


def parse(lines):
    rows = (line.split("|") for line in lines if line and not line.startswith("#"))
    for locker, site, size, dropped, picked, fee in rows:
        yield Parcel(locker, site, size, int(dropped),
                     None if picked == "-" else int(picked), float(fee))


def dwell(parcel, now=21):
    end = parcel.picked if parcel.picked is not None else now
    return end - parcel.dropped


def summarise(site, parcels):
    collected = [p for p in parcels if p.picked is not None]
    dwells = list(map(dwell, collected))
    return SiteSummary(
        site=site,
        parcels=len(parcels),
        waiting=len(parcels) - len(collected),
        revenue=reduce(lambda acc, p: acc + p.fee, parcels, 0.0),
        mean_dwell=sum(dwells) / len(dwells) if dwells else 0.0,
    )


def fmt_row(summary, width=8):
    return (f"{summary.site:<{width}} {summary.parcels:>3} {summary.waiting:>3} "
            f"{summary.revenue:>7.2f} {summary.mean_dwell:>6.1f}h {summary.pickup_rate:>6.0%}")


def hourly_load(parcels, hours=range(6, 22, 3)):
    drops = [sum(1 for p in parcels if h <= p.dropped < h + 3) for h in hours]
    return list(zip(hours, drops, accumulate(drops)))


def main(path="root/lockers.txt"):
    parcels = sorted(parse(read_lines(path)), key=attrgetter("site", "locker"))
    print(f"Parcel locker report: {len(parcels)} parcels")
    print(f"{'site':<8} {'n':>3} {'wt':>3} {'revenue':>7} {'dwell':>7} {'picked':>6}")

    summaries = [summarise(site, list(group))
                 for site, group in groupby(parcels, key=attrgetter("site"))]
    print(*map(fmt_row, summaries), sep="\n")

    overstays = sorted(filter(lambda p: dwell(p) > OVERSTAY_HOURS, parcels),
                       key=lambda p: (-dwell(p), p.locker))
    print("\nOverstays (> %dh):" % OVERSTAY_HOURS)
    for p in overstays:
        state = "waiting" if p.picked is None else f"picked {p.picked:02d}:00"
        print(f"  {p.locker} {p.site:<8} size {p.size} {dwell(p):>2}h {state}")

    by_size = {size: len(list(group)) for size, group in
               groupby(sorted(parcels, key=lambda p: SIZE_ORDER[p.size]), key=attrgetter("size"))}
    print("\nBy size: " + ", ".join(f"{k}={v}" for k, v in by_size.items()))

    print("\nDrop-offs per 3h window (cumulative):")
    for start, count, running in hourly_load(parcels):
        print(f"  {start:02d}-{start + 3:02d} {'#' * count:<5} {count} ({running})")

    busiest, *_ = sorted(summaries, key=lambda s: (-s.revenue, s.site))
    waiting_ids = list(chain.from_iterable(
        (p.locker for p in parcels if p.site == s.site and p.picked is None) for s in summaries))
    total = sum(map(attrgetter("revenue"), summaries))
    print(f"\nTotal revenue {total:.2f}; busiest site {busiest.site}; waiting {', '.join(waiting_ids)}")
    print(json.dumps({
        "parcels": len(parcels),
        "waiting": len(waiting_ids),
        "overstays": len(overstays),
        "revenue": round(total, 2),
        "busiest": busiest.site,
    }))


if __name__ == "__main__":
    main()
