"""Carpool fuel ledger: who drove, who rode, and who owes whom."""
import json
from collections import namedtuple
from functools import reduce
from itertools import chain, groupby
from operator import attrgetter

Trip = namedtuple("Trip", "date driver riders km litres price")
Bad = namedtuple("Bad", "line reason")


def parse(numbered):
    n, raw = numbered
    parts = raw.split("|")
    if len(parts) != 6:
        return Bad(n, f"expected 6 fields, got {len(parts)}")
    date, driver, riders, km, litres, price = map(str.strip, parts)
    try:
        km_f, litres_f, price_f = map(float, (km, litres, price))
    except ValueError:
        return Bad(n, f"not a number in {km!r}/{litres!r}/{price!r}")
    if litres_f <= 0:
        return Bad(n, "litres must be positive")
    names = tuple(filter(None, map(str.strip, riders.split(";"))))
    if len(set(names)) != len(names) or driver in names:
        return Bad(n, "rider listed twice")
    return Trip(date, driver, names, km_f, litres_f, price_f)


cost = lambda t: t.litres * t.price
share = lambda t: cost(t) / (len(t.riders) + 1)


def balances(trips):
    """Each rider owes the driver their share; positive = is owed money."""
    def step(acc, t):
        owed = {r: acc.get(r, 0.0) - share(t) for r in t.riders}
        return {**acc, **owed, t.driver: acc.get(t.driver, 0.0) + share(t) * len(t.riders)}
    return reduce(step, trips, {})


def per_driver(trips):
    key = attrgetter("driver")
    grouped = groupby(sorted(trips, key=key), key=key)
    return [(d, list(ts)) for d, ts in grouped]


def report(text):
    lines = [(i, l) for i, l in enumerate(text.splitlines(), start=1)
             if l.strip() and not l.startswith("#")]
    parsed = list(map(parse, lines))
    trips = [p for p in parsed if isinstance(p, Trip)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    out = ["Carpool fuel ledger", "-" * 19,
           f"{len(trips)} trips, {len(bad)} lines skipped", ""]
    out.append("Driver    trips     km   litres    cost")
    out.extend(
        f"{d:<8} {len(ts):>5} {sum(map(attrgetter('km'), ts)):>6.0f} "
        f"{sum(map(attrgetter('litres'), ts)):>8.1f} {sum(map(cost, ts)):>7.2f}"
        for d, ts in per_driver(trips)
    )
    out.append("")
    bal = balances(trips)
    out.append("Balances (+ is owed):")
    out.extend(f"  {name:<5}{amount:+8.2f}"
               for name, amount in sorted(bal.items(), key=lambda kv: (-kv[1], kv[0])))
    people = sorted(set(chain.from_iterable((t.driver, *t.riders) for t in trips)))
    total_km = sum(map(attrgetter("km"), trips))
    total_l = sum(map(attrgetter("litres"), trips))
    out.append("")
    out.append(f"Fleet economy: {100 * total_l / total_km:.2f} L/100km")
    out.append("Skipped:")
    out.extend(map(lambda b: f"  line {b.line}: {b.reason}", bad))
    summary = {
        "trips": len(trips),
        "skipped": len(bad),
        "people": people,
        "fuelCost": round(sum(map(cost, trips)), 2),
        "biggestCreditor": max(bal, key=bal.get) if bal else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/carpool.txt", encoding="utf-8") as fh:
        print(report(fh.read()))
