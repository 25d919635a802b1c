"""Wine cellar report: which bottles to drink now, value by region."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field

THIS_YEAR = 2025


@dataclass
class Bottle:
    name: str
    region: str
    vintage: int
    qty: int
    price: float
    window: tuple
    rating: int
    notes: list = field(default_factory=list)

    @property
    def value(self) -> float:
        return self.qty * self.price

    def status(self, year: int = THIS_YEAR) -> str:
        start, end = self.window
        if year < start:
            return "hold"
        if year > end:
            return "past"
        return "last call" if end - year <= 1 else "ready"


def parse_bottle(line):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        raise ValueError(f"expected 7 fields, got {len(parts)}")
    name, region, vintage, qty, price, window, rating = parts
    start, end = (int(y) for y in window.split("-"))
    return Bottle(name, region, int(vintage), int(qty), float(price), (start, end), int(rating))


def load(path):
    bottles, problems = [], []
    with open(path, encoding="utf-8") as fh:
        for no, raw in enumerate(fh, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                bottles.append(parse_bottle(line))
            except ValueError as exc:
                problems.append(f"line {no}: {exc}")
    return bottles, problems


def region_table(bottles):
    totals = defaultdict(lambda: {"bottles": 0, "value": 0.0})
    for b in bottles:
        totals[b.region]["bottles"] += b.qty
        totals[b.region]["value"] += b.value
    rows = sorted(totals.items(), key=lambda kv: (-kv[1]["value"], kv[0]))
    return [f"  {region:<10}{t['bottles']:>4} btl {t['value']:>10,.2f}" for region, t in rows]


def drink_list(bottles, year=THIS_YEAR):
    order = {"past": 0, "last call": 1, "ready": 2, "hold": 3}
    ranked = sorted(bottles, key=lambda b: (order[b.status(year)], -b.rating, b.name))
    return [
        f"  [{b.status(year):^9}] {b.name:<18} {b.vintage} ({b.window[0]}-{b.window[1]}) {b.rating:>3}pt"
        for b in ranked
    ]


def stats(bottles):
    total_qty = sum(b.qty for b in bottles)
    avg_rating = sum(b.rating * b.qty for b in bottles) / total_qty if total_qty else 0
    oldest = min(bottles, key=lambda b: b.vintage)
    best = max(bottles, key=lambda b: (b.rating, -b.price))
    return {
        "bottles": total_qty,
        "value": round(sum(b.value for b in bottles), 2),
        "avg_rating": round(avg_rating, 1),
        "oldest": f"{oldest.name} {oldest.vintage}",
        "best": best.name,
    }


def report(path, year=THIS_YEAR):
    bottles, problems = load(path)
    s = stats(bottles)
    status_counts = {}
    for b in bottles:
        status_counts[b.status(year)] = status_counts.get(b.status(year), 0) + 1
    out = [f"Cellar report {year}: {len(bottles)} wines, {s['bottles']} bottles, value {s['value']:,.2f}", ""]
    out += ["By region:", *region_table(bottles), ""]
    out += ["Drinking plan:", *drink_list(bottles, year), ""]
    out.append(f"Average rating {s['avg_rating']:.1f}; oldest {s['oldest']}; best {s['best']}")
    out += [f"problem: {p}" for p in problems]
    out.append("JSON: " + json.dumps({**s, "status": status_counts}))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/cellar/bottles.txt"))
