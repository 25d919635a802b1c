#!/usr/bin/env python3
"""School bus ridership: boardings per route, lateness, busiest stops."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

LATE_THRESHOLD = 5  # minutes


@dataclass
class Route:
    name: str
    boarded: int = 0
    alighted: int = 0
    delays: list = field(default_factory=list)
    days: set = field(default_factory=set)

    @property
    def avg_delay(self):
        return mean(self.delays) if self.delays else 0.0

    @property
    def late_stops(self):
        return sum(1 for d in self.delays if d >= LATE_THRESHOLD)


def parse(lines):
    rows, errors = [], []
    header, *body = lines
    cols = header.split("\t")
    for n, line in enumerate(body, start=2):
        if not line.strip():
            continue
        parts = line.split("\t")
        if len(parts) != len(cols):
            errors.append(f"line {n}: {len(parts)} fields, want {len(cols)}")
            continue
        rec = dict(zip(cols, parts))
        try:
            boarded, alighted, late = (int(rec[k]) for k in ("boarded", "alighted", "minutes_late"))
        except ValueError as exc:
            errors.append(f"line {n}: {exc}")
            continue
        if late < 0:
            errors.append(f"line {n}: negative lateness {late}")
            continue
        rows.append({**rec, "boarded": boarded, "alighted": alighted, "minutes_late": late})
    return rows, errors


def build(rows):
    routes = {}
    stops = Counter()
    for r in rows:
        route = routes.setdefault(r["route"], Route(r["route"]))
        route.boarded += r["boarded"]
        route.alighted += r["alighted"]
        route.delays.append(r["minutes_late"])
        route.days.add(r["date"])
        stops[r["stop"]] += r["boarded"] + r["alighted"]
    return routes, stops


def report(text):
    rows, errors = parse(text.splitlines())
    routes, stops = build(rows)
    by_day = defaultdict(int)
    for r in rows:
        by_day[r["date"]] += r["boarded"]

    out = ["SCHOOL BUS RIDERSHIP", "-" * 20]
    out.append(f"{'Route':<6}{'Days':>5}{'On':>6}{'Off':>6}{'Avg late':>10}{'Late stops':>12}")
    ordered = sorted(routes.values(), key=lambda r: (-r.boarded, int(r.name)))
    for r in ordered:
        flag = " !" if r.boarded != r.alighted else ""
        out.append(f"{r.name:<6}{len(r.days):>5}{r.boarded:>6}{r.alighted:>6}{r.avg_delay:>10.1f}{r.late_stops:>12}{flag}")
    out.append("")
    out.append("Boardings by day:")
    out.extend(f"  {day}: {n:>3} {'#' * (n // 5)}" for day, n in sorted(by_day.items()))
    out.append("")
    out.append("Busiest stops (on+off):")
    for stop, n in stops.most_common(3):
        out.append(f"  {stop:<12}{n:>4}")
    if errors:
        out.append("")
        out.append(f"Rejected {len(errors)} line(s):")
        out.extend(f"  * {e}" for e in errors)
    total = sum(r.boarded for r in ordered)
    share_late = sum(r.late_stops for r in ordered) / max(1, sum(len(r.delays) for r in ordered))
    summary = {
        "rows": len(rows),
        "routes": len(routes),
        "boarded": total,
        "busiest_route": ordered[0].name if ordered else None,
        "late_share": round(share_late, 3),
        "rejected": len(errors),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "ridership.tsv"
    print(report(path.read_text()))


if __name__ == "__main__":
    main(sys.argv)
