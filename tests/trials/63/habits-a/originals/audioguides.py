#!/usr/bin/env python3
"""Summarise a day of museum audio-guide rentals."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime
from statistics import mean, median

DEFAULT_PATH = "root/audioguides.log"
TOURS = {"ancient": "Ancient World", "modern": "Modern Art", "highlights": "Highlights"}
LATE_AFTER_MINUTES = 50
BAR_CHAR = "#"


@dataclass(frozen=True)
class Rental:
    when: datetime
    device: str
    tour: str
    lang: str
    minutes: int
    returned: bool = True

    @property
    def hour(self) -> int:
        return self.when.hour


def parse_line(line):
    stamp, device, tour, lang, minutes, returned = (p.strip() for p in line.split("|"))
    return Rental(
        when=datetime.strptime(stamp, "%Y-%m-%d %H:%M"),
        device=device,
        tour=tour.lower(),
        lang=lang.upper(),
        minutes=int(minutes),
        returned=returned.lower() in {"yes", "y", "true"},
    )


def load(path=DEFAULT_PATH):
    rentals, problems = [], []
    with open(path, encoding="utf-8") as fh:
        for lineno, raw in enumerate(fh, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                rental = parse_line(line)
            except ValueError as exc:
                problems.append((lineno, str(exc).split(":")[0]))
                continue
            if rental.tour not in TOURS:
                problems.append((lineno, f"unknown tour {rental.tour!r}"))
                continue
            rentals.append(rental)
    return rentals, problems


def tour_stats(rentals):
    by_tour = defaultdict(list)
    for r in rentals:
        by_tour[r.tour].append(r.minutes)
    rows = [
        (tour, len(mins), mean(mins), median(mins), max(mins))
        for tour, mins in by_tour.items()
    ]
    return sorted(rows, key=lambda row: (-row[1], -row[2], row[0]))


def report(rentals, problems):
    lines = [f"Audio-guide rentals: {len(rentals)} valid, {len(problems)} rejected", ""]
    lines.append(f"{'Tour':<14}{'N':>3}{'Mean':>7}{'Median':>8}{'Max':>5}")
    for tour, n, avg, med, longest in tour_stats(rentals):
        lines.append(f"{TOURS[tour]:<14}{n:>3}{avg:>7.1f}{med:>8.1f}{longest:>5d}")

    langs = Counter(r.lang for r in rentals)
    total = sum(langs.values()) or 1
    lines += ["", "Languages:"]
    for lang, count in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"  {lang:<3}{count:>3} {count / total:>6.1%} {BAR_CHAR * count}")

    hours = Counter(r.hour for r in rentals)
    busiest, peak = max(sorted(hours.items()), key=lambda kv: kv[1], default=(None, 0))
    lines.append("")
    lines.append(f"Busiest hour: {busiest:02d}:00 with {peak} rentals" if busiest is not None else "Busiest hour: n/a")

    missing = sorted({r.device for r in rentals if not r.returned})
    late = [r for r in rentals if r.minutes > LATE_AFTER_MINUTES]
    device_use = Counter(r.device for r in rentals)
    top_device, top_uses = device_use.most_common(1)[0] if device_use else ("-", 0)
    lines.append(f"Not returned: {', '.join(missing) or 'none'}")
    lines.append(f"Over {LATE_AFTER_MINUTES} min: {len(late)} ({', '.join(f'{r.device}@{r.when:%H:%M}' for r in late)})")
    lines.append(f"Most used device: {top_device} x{top_uses}")
    if problems:
        lines += ["", "Rejected lines:"] + [f"  line {n}: {why}" for n, why in problems]

    summary = {
        "valid": len(rentals),
        "rejected": len(problems),
        "minutes": sum(r.minutes for r in rentals),
        "languages": dict(langs.most_common()),
        "missing": missing,
        "busiest_hour": busiest,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    path = args[0] if args else DEFAULT_PATH
    rentals, problems = load(path)
    print(report(rentals, problems))


if __name__ == "__main__":
    main()
