#!/usr/bin/env python3
"""Bat-detector transect survey: passes per species and transect, with a JSON summary."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "bat_passes.tsv"
MAX_WIND = 4  # Beaufort; surveys above this are void


@dataclass(frozen=True)
class Record:
    night: date
    transect: str
    species: str
    passes: int
    temp: float
    wind: int

    @property
    def genus(self) -> str:
        return "Pipistrellus" if "pipistrelle" in self.species else "other"


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Record:
    parts = line.rstrip("\n").split("\t")
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: {len(parts)} fields, want 6")
    night, transect, species, passes, temp, wind = parts
    try:
        rec = Record(date.fromisoformat(night), transect.strip(), species.strip(),
                     int(passes), float(temp), int(wind))
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if rec.passes < 0:
        raise BadLine(f"line {lineno}: negative passes {rec.passes}")
    if rec.wind > MAX_WIND:
        raise BadLine(f"line {lineno}: wind {rec.wind} Bft too high")
    return rec


def load(text: str):
    records, errors = [], []
    lines = text.splitlines()
    for lineno, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            records.append(parse(line, lineno))
        except BadLine as exc:
            errors.append(str(exc))
    return records, errors


def report(text: str) -> str:
    records, errors = load(text)
    by_species = Counter()
    by_transect = defaultdict(Counter)
    nights = defaultdict(int)
    for r in records:
        by_species[r.species] += r.passes
        by_transect[r.transect][r.species] += r.passes
        nights[r.night] += r.passes
    total = sum(by_species.values())
    out = ["BAT DETECTOR SURVEY", "-" * 19]
    out.append(f"{'Species':<22}{'Passes':>7}{'Share':>8}")
    for species, n in by_species.most_common():
        out.append(f"{species:<22}{n:>7}{n / total:>8.1%}")
    out.append("")
    out.append("Transects:")
    for name in sorted(by_transect):
        counts = by_transect[name]
        top, top_n = counts.most_common(1)[0]
        out.append(f"  {name:<10} {sum(counts.values()):>4} passes, {len(counts)} spp, top {top} ({top_n})")
    out.append("")
    out.append("Nights:")
    for night, n in sorted(nights.items()):
        temps = [r.temp for r in records if r.night == night]
        out.append(f"  {night:%a %d %b}  {n:>4}  mean start {sum(temps) / len(temps):.1f}\u00b0C")
    pip_share = sum(r.passes for r in records if r.genus == "Pipistrellus") / total if total else 0.0
    out.append(f"Pipistrelle share: {pip_share:.2%}")
    if errors:
        out.append("")
        out.append(f"Rejected {len(errors)} line(s):")
        out.extend(f"  ! {e}" for e in errors)
    busiest = max(nights, key=nights.get) if nights else None
    summary = {
        "records": len(records),
        "passes": total,
        "species": len(by_species),
        "busiest_night": busiest.isoformat() if busiest else None,
        "pip_share": round(pip_share, 3),
        "rejected": len(errors),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
