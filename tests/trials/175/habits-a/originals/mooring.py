#!/usr/bin/env python3
"""River mooring patrol: overstays, fines per reach, repeat offenders."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

LIMITS = {"visitor": 2, "seasonal": 7, "annual": 14, "none": 0}
FINE_PER_NIGHT = 12.50
FINE_PER_METRE = 0.75


@dataclass(frozen=True)
class Sighting:
    date: str
    boat: str
    length: float
    permit: str
    nights: int
    reach: str

    @property
    def overstay(self) -> int:
        return max(0, self.nights - LIMITS[self.permit])

    @property
    def fine(self) -> float:
        if not self.overstay:
            return 0.0
        return round(self.overstay * (FINE_PER_NIGHT + FINE_PER_METRE * self.length), 2)


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Sighting:
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 6:
        raise BadLine(f"line {lineno}: {len(fields)} fields, want 6")
    date, boat, length, permit, nights, reach = fields
    try:
        length_m = float(length)
    except ValueError:
        raise BadLine(f"line {lineno}: length {length!r} is not a number") from None
    if permit not in LIMITS:
        raise BadLine(f"line {lineno}: unknown permit {permit!r}")
    if not nights.isdigit():
        raise BadLine(f"line {lineno}: nights {nights!r} is not a count")
    return Sighting(date, boat, length_m, permit, int(nights), reach)


def load(text: str):
    sightings, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            sightings.append(parse(line, lineno))
        except BadLine as exc:
            problems.append(str(exc))
    return sightings, problems


def report(text: str) -> str:
    sightings, problems = load(text)
    out = ["MOORING PATROL REPORT", "-" * 44]

    overstays = [s for s in sightings if s.overstay]
    out.append(f"{'Date':<11}{'Boat':<14}{'Permit':<9}{'Over':>4}{'Fine':>8}")
    for s in sorted(overstays, key=lambda s: (-s.fine, s.boat)):
        out.append(f"{s.date:<11}{s.boat:<14}{s.permit:<9}{s.overstay:>4}{s.fine:>8.2f}")

    fines_by_reach = defaultdict(float)
    for s in overstays:
        fines_by_reach[s.reach] += s.fine
    seen_reaches = sorted({s.reach for s in sightings})
    out.append("")
    out.append("Fines by reach:")
    for reach in seen_reaches:
        share = fines_by_reach[reach] / sum(fines_by_reach.values()) if overstays else 0
        out.append(f"  {reach:<8}{fines_by_reach[reach]:>9.2f}  {share:>6.1%}")

    offenders = Counter(s.boat for s in overstays)
    repeat = sorted(boat for boat, n in offenders.items() if n > 1)
    out.append("")
    out.append(f"Repeat offenders: {', '.join(repeat) if repeat else 'none'}")
    permits = Counter(s.permit for s in sightings)
    out.append("Permits seen: " + ", ".join(f"{p}={n}" for p, n in permits.most_common()))

    if problems:
        out.append("")
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)

    total = round(sum(s.fine for s in overstays), 2)
    summary = {
        "sightings": len(sightings),
        "rejected": len(problems),
        "overstays": len(overstays),
        "total_fines": total,
        "repeat_offenders": repeat,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "mooring_checks.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
