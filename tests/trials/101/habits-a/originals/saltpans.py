#!/usr/bin/env python3
"""Sea-salt pans: harvest report from a pipe-separated rake log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

GRADES = {"coarse", "fleur"}
PRICE_PER_KG = {"coarse": 1.80, "fleur": 14.50}
MIN_SAL, MAX_SAL = 20.0, 30.0


@dataclass
class Rake:
    day: str
    pan: str
    kg: float
    salinity: float
    grade: str

    @property
    def value(self):
        return self.kg * PRICE_PER_KG[self.grade]


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        raise ValueError(f"line {lineno}: expected 5 fields, got {len(parts)}")
    day, pan, kg, sal, grade = parts
    try:
        kg, sal = float(kg), float(sal)
    except ValueError:
        raise ValueError(f"line {lineno}: not a number in {kg!r}/{sal!r}") from None
    if grade not in GRADES:
        raise ValueError(f"line {lineno}: unknown grade {grade!r}")
    return Rake(day, pan, kg, sal, grade)


def load(text):
    rakes, errors = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            rakes.append(parse(line, lineno))
        except ValueError as e:
            errors.append(str(e))
    return rakes, errors


def report(text):
    rakes, errors = load(text)
    by_pan = defaultdict(list)
    for r in rakes:
        by_pan[r.pan].append(r)

    out = ["SALT PAN HARVEST", "=" * 16]
    out.append(f"{'Pan':<5}{'Rakes':>6}{'Total kg':>10}{'Mean kg':>9}{'Sal %':>7}{'Value':>10}")
    for pan, rs in sorted(by_pan.items()):
        total = sum(r.kg for r in rs)
        out.append(
            f"{pan:<5}{len(rs):>6}{total:>10.1f}{mean(r.kg for r in rs):>9.2f}"
            f"{mean(r.salinity for r in rs):>7.1f}{sum(r.value for r in rs):>10,.2f}"
        )

    per_day = Counter()
    for r in rakes:
        per_day[r.day] += r.kg
    best_day, best_kg = per_day.most_common(1)[0]
    grades = Counter(r.grade for r in rakes)
    odd = [r for r in rakes if not MIN_SAL <= r.salinity <= MAX_SAL]
    empty = [f"{r.pan}@{r.day}" for r in rakes if r.kg == 0]

    out.append("")
    out.append(f"Best day: {best_day} ({best_kg:.1f} kg)")
    out.append("Grades: " + ", ".join(f"{g}={n}" for g, n in sorted(grades.items())))
    out.append(f"Salinity out of range: {', '.join(f'{r.pan}@{r.day} {r.salinity}%' for r in odd) or 'none'}")
    out.append(f"Empty rakes: {', '.join(empty) or 'none'}")
    if errors:
        out.append(f"Skipped {len(errors)} line(s):")
        out.extend(f"  ! {e}" for e in errors)

    total_kg = sum(r.kg for r in rakes)
    total_value = sum(r.value for r in rakes)
    summary = {
        "rakes": len(rakes),
        "pans": len(by_pan),
        "total_kg": round(total_kg, 1),
        "value_eur": round(total_value, 2),
        "fleur_share": round(sum(r.kg for r in rakes if r.grade == "fleur") / total_kg, 3),
        "best_day": best_day,
        "skipped": len(errors),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "salt_pans.txt"
    print(report(path.read_text()))
