#!/usr/bin/env python3
"""Rock-pool survey: species tallies per site, with a JSON summary line."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "rockpools.tsv"


@dataclass(frozen=True)
class Sighting:
    date: str
    site: str
    pool: str
    species: str
    count: int
    tide_m: float


def parse_line(line):
    fields = [f.strip() for f in line.split("\t")]
    if len(fields) != 6:
        raise ValueError(f"expected 6 fields, got {len(fields)}")
    date, site, pool, species, count, tide = fields
    try:
        n = int(count)
    except ValueError:
        raise ValueError(f"count {count!r} is not a whole number") from None
    if n < 0:
        raise ValueError(f"negative count {n}")
    return Sighting(date, site, pool, species, n, float(tide))


def load(text):
    sightings, problems = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            sightings.append(parse_line(line))
        except ValueError as exc:
            problems.append((lineno, str(exc)))
    return sightings, problems


def build_report(sightings, problems):
    by_species = Counter()
    for s in sightings:
        by_species[s.species] += s.count
    by_site = defaultdict(Counter)
    for s in sightings:
        by_site[s.site][s.species] += s.count
    pools = {(s.site, s.pool) for s in sightings}
    tides = {s.date: s.tide_m for s in sightings}

    lines = ["ROCK-POOL SURVEY", "=" * 16]
    lines.append(f"{'species':<20}{'total':>6}{'share':>8}")
    grand = sum(by_species.values())
    for species, total in by_species.most_common():
        lines.append(f"{species:<20}{total:>6}{total / grand:>8.1%}")
    lines.append("")
    for site in sorted(by_site):
        counts = by_site[site]
        top, top_n = counts.most_common(1)[0]
        n_pools = len([p for p in pools if p[0] == site])
        lines.append(
            f"{site}: {sum(counts.values())} animals, {len(counts)} species "
            f"in {n_pools} pool(s); most seen: {top} ({top_n})"
        )
    lines.append("")
    lines.append(f"Mean low-tide height: {mean(tides.values()):.2f} m over {len(tides)} day(s)")
    if problems:
        lines.append(f"Rejected {len(problems)} line(s):")
        lines.extend(f"  line {n}: {why}" for n, why in problems)
    summary = {
        "records": len(sightings),
        "rejected": len(problems),
        "animals": grand,
        "species": len(by_species),
        "sites": len(by_site),
        "commonest": by_species.most_common(1)[0][0] if by_species else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    sightings, problems = load(path.read_text(encoding="utf-8"))
    print(build_report(sightings, problems))


if __name__ == "__main__":
    main(sys.argv)
