"""Vinyl record shop: sales report by genre, artist, condition and ISO week."""
import csv
import json
import sys
from collections import namedtuple
from datetime import date
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Sale = namedtuple("Sale", "day week genre artist title condition qty price")

CONDITIONS = ("M", "NM", "VG+", "VG", "G")
BAR_UNIT = 20.0


def parse_row(row):
    day, genre, artist, title, condition, qty, price = (cell.strip() for cell in row)
    week = date.fromisoformat(day).isocalendar()[1]
    return Sale(day, week, genre, artist, title, condition, int(qty), float(price))


def read_sales(path):
    with open(path, newline="") as fh:
        rows = csv.reader(fh)
        next(rows)  # header
        yield from (parse_row(r) for r in rows if r and not r[0].startswith("#"))


revenue = lambda s: s.qty * s.price
units = attrgetter("qty")


def total(sales, fn=revenue):
    return reduce(lambda acc, s: acc + fn(s), sales, 0)


def group(sales, key):
    return {k: list(g) for k, g in groupby(sorted(sales, key=key), key=key)}


def ranked(groups, n=None, score=total):
    order = sorted(groups.items(), key=lambda kv: (-score(kv[1]), kv[0]))
    return order[:n] if n else order


def bar(value, unit=BAR_UNIT, width=25):
    return "#" * min(width, round(value / unit))


money = lambda x: f"${x:,.2f}"


def weekly(sales):
    weeks = group(sales, attrgetter("week"))
    totals = [total(v) for v in weeks.values()]
    yield from zip(weeks, totals, accumulate(totals))


def condition_mix(sales):
    counts = {c: total(filter(lambda s: s.condition == c, sales), units) for c in CONDITIONS}
    return {c: n for c, n in counts.items() if n}


def best_titles(sales, n=3):
    titles = group(sales, lambda s: (s.artist, s.title))
    return [(artist, title, total(v, units)) for (artist, title), v in ranked(titles, n, score=lambda v: total(v, units))]


def report(path, top=3):
    sales = list(read_sales(path))
    gross = total(sales)
    header = [
        f"Vinyl sales {sales[0].day} .. {sales[-1].day}: {len(sales)} sales, {total(sales, units)} records, {money(gross)}",
        "=" * 60,
    ]
    genres = [f"{g:<11}{money(total(v)):>10} {total(v) / gross:6.1%} {bar(total(v))}"
              for g, v in ranked(group(sales, attrgetter("genre")))]
    artists = [f"  {i}. {a} ({money(total(v))})"
               for i, (a, v) in enumerate(ranked(group(sales, attrgetter("artist")), top), start=1)]
    weeks = [f"  W{w:02d} {money(t):>9} running {money(run):>10}" for w, t, run in weekly(sales)]
    mix = ", ".join(f"{c}={n}" for c, n in condition_mix(sales).items())
    titles = [f"  {n}x {title} - {artist}" for artist, title, n in best_titles(sales)]
    avg = gross / total(sales, units)
    lines = chain(header, ["By genre"], genres, ["Top artists"], artists, ["Weeks"], weeks,
                  [f"Condition  {mix}", "Best titles"], titles, [f"Average price per record {avg:.2f}"])
    summary = {
        "gross": round(gross, 2),
        "records": total(sales, units),
        "topGenre": ranked(group(sales, attrgetter("genre")), 1)[0][0],
        "weeks": len(list(weekly(sales))),
        "artists": sorted({s.artist for s in sales}, key=lambda a: a.split()[-1]),
    }
    return "\n".join(lines) + "\nJSON " + json.dumps(summary)


if __name__ == "__main__":
    sys.stdout.write(report(sys.argv[1] if len(sys.argv) > 1 else "root/vinyl_sales.csv"))
