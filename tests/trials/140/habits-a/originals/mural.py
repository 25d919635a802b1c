#!/usr/bin/env python3
"""Report on paint used across community mural walls."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "mural_paint.tsv"
PRICE_PER_LITRE = {"ultramarine": 18.5, "ochre": 11.0, "titanium white": 9.75, "viridian": 21.0}


@dataclass(frozen=True)
class Batch:
    date: str
    wall: str
    colour: str
    litres: float
    coats: int
    painter: str

    @property
    def cost(self) -> float:
        return self.litres * PRICE_PER_LITRE.get(self.colour, 15.0)

    @property
    def coverage(self) -> float:
        """Square metres covered, assuming 10 m² per litre per coat."""
        return self.litres * 10 / self.coats


class BadLine(ValueError):
    pass


def parse_line(line: str, line_no: int) -> Batch:
    parts = line.split("\t")
    if len(parts) != 6:
        raise BadLine(f"line {line_no}: expected 6 fields, got {len(parts)}")
    date, wall, colour, litres_text, coats_text, painter = (p.strip() for p in parts)
    try:
        litres = float(litres_text)
        coats = int(coats_text)
    except ValueError:
        raise BadLine(f"line {line_no}: not a number in {litres_text!r}/{coats_text!r}") from None
    if litres <= 0 or coats <= 0:
        raise BadLine(f"line {line_no}: non-positive litres or coats ({litres}, {coats})")
    return Batch(date, wall, colour, litres, coats, painter)


def load(text: str):
    batches, problems = [], []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        try:
            batches.append(parse_line(line, line_no))
        except BadLine as exc:
            problems.append(str(exc))
    return batches, problems


def report(text: str) -> str:
    batches, problems = load(text)
    by_wall = defaultdict(list)
    for b in batches:
        by_wall[b.wall].append(b)
    litres_by_colour = Counter()
    for b in batches:
        litres_by_colour[b.colour] += b.litres
    painters = Counter(b.painter for b in batches)

    out = ["Mural paint report", "=================="]
    for wall in sorted(by_wall):
        items = by_wall[wall]
        litres = sum(b.litres for b in items)
        cost = sum(b.cost for b in items)
        area = sum(b.coverage for b in items)
        colours = ", ".join(sorted({b.colour for b in items}))
        out.append(f"{wall:<18} {litres:6.2f} L  £{cost:7.2f}  ~{area:5.1f} m²  [{colours}]")
    out.append("")
    out.append("Litres by colour:")
    for colour, litres in litres_by_colour.most_common():
        share = litres / sum(litres_by_colour.values())
        out.append(f"  {colour:<15} {litres:5.2f} L ({share:.0%})")
    busiest, count = painters.most_common(1)[0]
    out.append(f"Busiest painter: {busiest} ({count} batches)")
    if problems:
        out.append(f"Skipped {len(problems)} bad lines:")
        out.extend(f"  - {p}" for p in problems)
    total_cost = round(sum(b.cost for b in batches), 2)
    summary = {
        "batches": len(batches),
        "walls": len(by_wall),
        "litres": round(sum(b.litres for b in batches), 2),
        "cost": total_cost,
        "skipped": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    path = Path(argv[0]) if argv else DATA
    print(report(path.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
