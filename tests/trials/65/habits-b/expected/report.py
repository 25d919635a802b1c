"""Milk collection report for a dairy co-op: per-farm volumes, quality and cooling."""
import csv
import json
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter
from statistics import mean

Pickup = namedtuple("Pickup", "farm day litres fat_pct temp_c")

MAX_TEMP = 5.0
PRICE_PER_LITRE = 0.38
FAT_BONUS = 0.02  # per litre, per 0.1 % fat above the base
BASE_FAT = 3.8


def read_pickups(path="root/milk.csv"):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    return (
        Pickup(r["farm"], r["day"], float(r["litres"]), float(r["fat_pct"]), float(r["temp_c"]))
        for r in rows
    )


def payment(p, price=PRICE_PER_LITRE, bonus=FAT_BONUS, base=BASE_FAT):
    extra = max(0.0, round((p.fat_pct - base) * 10, 6)) * bonus
    return p.litres * (price + extra)


def farm_summary(farm, pickups):
    collected = [p for p in pickups if p.litres > 0]
    warm = list(filter(lambda p: p.temp_c > MAX_TEMP, collected))
    return {
        "farm": farm,
        "litres": sum(map(attrgetter("litres"), collected)),
        "fat": mean(p.fat_pct for p in collected) if collected else 0.0,
        "missed": len(pickups) - len(collected),
        "warm": [p.day for p in warm],
        "pay": reduce(lambda acc, p: acc + payment(p), collected, 0.0),
    }


def daily_totals(pickups):
    by_day = sorted(pickups, key=attrgetter("day"))
    return [(day, sum(p.litres for p in grp)) for day, grp in groupby(by_day, key=attrgetter("day"))]


def report(pickups):
    by_farm = sorted(pickups, key=attrgetter("farm"))
    farms = [farm_summary(farm, list(grp)) for farm, grp in groupby(by_farm, key=attrgetter("farm"))]
    ranked = sorted(farms, key=lambda f: (-f["litres"], f["farm"]))

    yield "Co-op milk collection report"
    yield "=" * 44
    yield f"{'Farm':<14}{'Litres':>10}{'Fat%':>7}{'Pay':>11}  Flags"
    for f in ranked:
        flags = ", ".join(chain(
            (f"missed {f['missed']}",) if f["missed"] else (),
            (f"warm {d[5:]}" for d in f["warm"]),
        ))
        yield f"{f['farm']:<14}{f['litres']:>10.1f}{f['fat']:>7.2f}{f['pay']:>11.2f}  {flags or '-'}"

    yield "-" * 44
    days = daily_totals(pickups)
    running = accumulate(total for _, total in days)
    for (day, total), cum in zip(days, running):
        yield f"{day}  {total:>8.1f} L   running {cum:>9.1f} L"

    first, *_, last = ranked
    warm_count = sum(len(f["warm"]) for f in farms)
    total_litres = sum(f["litres"] for f in farms)
    yield f"Largest: {first['farm']}  Smallest: {last['farm']}"
    yield json.dumps({
        "farms": len(farms),
        "litres": round(total_litres, 1),
        "pay": round(sum(f["pay"] for f in farms), 2),
        "warm_pickups": warm_count,
        "missed": sum(f["missed"] for f in farms),
        "top": first["farm"],
    })


def main(path="root/milk.csv"):
    pickups = list(read_pickups(path))
    print(*report(pickups), sep="\n")


if __name__ == "__main__":
    main()
