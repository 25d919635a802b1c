#!/usr/bin/env python3
"""Weekly report for the community fridge: donations by category and donor."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "fridge.log"
SHORT_LIFE_DAYS = 2


@dataclass
class Donation:
    when: datetime
    donor: str
    category: str
    items: int
    kg: float
    use_by: date

    @property
    def shelf_days(self) -> int:
        return (self.use_by - self.when.date()).days

    @property
    def short_life(self) -> bool:
        return self.shelf_days <= SHORT_LIFE_DAYS


def parse_line(line: str) -> Donation:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise ValueError(f"expected 6 fields, got {len(fields)}")
    stamp, donor, category, items, kg, use_by = fields
    weight = float(kg)
    if weight <= 0:
        raise ValueError(f"non-positive weight {weight}")
    return Donation(
        when=datetime.fromisoformat(stamp),
        donor=donor,
        category=category.lower(),
        items=int(items),
        kg=weight,
        use_by=date.fromisoformat(use_by),
    )


def load(text: str):
    donations, problems = [], []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            donations.append(parse_line(line))
        except ValueError as err:
            problems.append(f"line {n}: {err}")
    return donations, problems


def report(text: str) -> str:
    donations, problems = load(text)
    out = []
    days = sorted({d.when.date() for d in donations})
    out.append(f"Community fridge: {len(donations)} donations over {len(days)} days")
    out.append("")

    by_cat = defaultdict(lambda: [0, 0.0])
    for d in donations:
        by_cat[d.category][0] += d.items
        by_cat[d.category][1] += d.kg
    total_kg = sum(kg for _, kg in by_cat.values())
    out.append(f"{'Category':<10}{'Items':>6}{'Kg':>8}{'Share':>8}")
    for cat, (items, kg) in sorted(by_cat.items(), key=lambda kv: -kv[1][1]):
        out.append(f"{cat:<10}{items:>6}{kg:>8.2f}{kg / total_kg:>8.1%}")
    out.append(f"{'total':<10}{sum(i for i, _ in by_cat.values()):>6}{total_kg:>8.2f}")
    out.append("")

    donors = Counter(d.donor for d in donations if d.donor != "anon")
    top = ", ".join(f"{name} ({n})" for name, n in donors.most_common(3))
    out.append(f"Top donors: {top}")
    anon = sum(1 for d in donations if d.donor == "anon")
    out.append(f"Anonymous drops: {anon}")

    short = [d for d in donations if d.short_life]
    out.append(f"Short-life donations (<= {SHORT_LIFE_DAYS} days): {len(short)}")
    for d in short:
        out.append(f"  {d.when:%a %d %b %H:%M}  {d.category:<9} {d.donor} ({d.shelf_days}d)")

    if problems:
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)

    busiest = Counter(d.when.date() for d in donations).most_common(1)[0][0] if donations else None
    summary = {
        "donations": len(donations),
        "kg": round(total_kg, 2),
        "rejected": len(problems),
        "short_life": len(short),
        "busiest": busiest.isoformat() if busiest else None,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    print(report(path.read_text()))
