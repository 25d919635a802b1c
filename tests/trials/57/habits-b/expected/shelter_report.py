"""Animal shelter report: stays, adoptions and fees per species."""
import json
import sys
from collections import namedtuple
from datetime import date
from functools import reduce
from itertools import accumulate, chain, groupby

Animal = namedtuple("Animal", "id species name age_months intake outcome_date outcome fee")

FIELDS = Animal._fields


def parse_row(line, sep=","):
    raw = dict(zip(FIELDS, (s.strip() for s in line.split(sep))))
    return Animal(
        **{
            **raw,
            "age_months": int(raw["age_months"]),
            "intake": date.fromisoformat(raw["intake"]),
            "outcome_date": date.fromisoformat(raw["outcome_date"]) if raw["outcome_date"] else None,
            "outcome": raw["outcome"] or "in care",
            "fee": float(raw["fee"]),
        }
    )


def read_animals(text):
    _header, *rows = text.strip().splitlines()
    yield from (parse_row(r) for r in rows if r.strip())


def stay_days(a, today=date(2026, 4, 15)):
    return ((a.outcome_date or today) - a.intake).days


def age_band(months):
    return "young" if months < 12 else "adult" if months < 84 else "senior"


by_species = lambda a: a.species
is_adopted = lambda a: a.outcome == "adopted"


def mean(xs, default=0.0):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else default


def species_rows(animals):
    for species, group in groupby(sorted(animals, key=by_species), key=by_species):
        g = list(group)
        adopted = list(filter(is_adopted, g))
        yield species, len(g), len(adopted), mean(map(stay_days, g)), sum(a.fee for a in adopted)


def monthly_adoptions(animals):
    months = sorted(a.outcome_date.strftime("%Y-%m") for a in animals if is_adopted(a))
    keys, counts = zip(*((m, len(list(g))) for m, g in groupby(months))) if months else ((), ())
    return list(zip(keys, accumulate(counts)))


def longest_stays(animals, n=3):
    return sorted(animals, key=lambda a: (-stay_days(a), a.id))[:n]


def report(path):
    with open(path, encoding="utf-8") as fh:
        animals = list(read_animals(fh.read()))
    rows = list(species_rows(animals))
    total_fees = reduce(lambda acc, a: acc + (a.fee if is_adopted(a) else 0), animals, 0.0)
    adopted_n = sum(1 for _ in filter(is_adopted, animals))
    bands = {b: sum(1 for a in animals if age_band(a.age_months) == b) for b in ("young", "adult", "senior")}
    in_care = [a.name for a in animals if a.outcome == "in care"]
    header = f"{'Species':<8} {'Total':>5} {'Adopt':>5} {'Stay d':>7} {'Fees':>9}"
    table = (f"{s:<8} {n:>5d} {k:>5d} {d:>7.1f} {f:>9,.2f}" for s, n, k, d, f in rows)
    cumulative = (f"  {m}: {c:>2} adopted so far" for m, c in monthly_adoptions(animals))
    stays = (f"  {a.id} {a.name:<8} {stay_days(a):>3} days ({a.outcome})" for a in longest_stays(animals))
    lines = chain(
        [f"Shelter report: {len(animals)} animals, adoption rate {adopted_n / len(animals):.1%}", "", header],
        table,
        ["", "Cumulative adoptions:"],
        cumulative,
        ["", "Longest stays:"],
        stays,
        ["", f"Still in care: {', '.join(in_care) or 'none'}"],
    )
    summary = {
        "animals": len(animals),
        "adopted": adopted_n,
        "fees": round(total_fees, 2),
        "avgStay": round(mean(map(stay_days, animals)), 1),
        "bySpecies": {s: n for s, n, *_ in rows},
        "ageBands": bands,
        "inCare": in_care,
    }
    return "\n".join(lines) + "\n\nSUMMARY " + json.dumps(summary)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/shelter_animals.csv"))
