#!/usr/bin/env python3
"""Data-centre rack power report: per-rack load and hot-inlet alerts."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

HOT_INLET_C = 27.0
RACK_BUDGET_KW = 8.0
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "rack_power.csv"


@dataclass(frozen=True)
class Reading:
    timestamp: str
    rack: str
    kw: float
    inlet_c: float

    @property
    def hot(self) -> bool:
        return self.inlet_c >= HOT_INLET_C


class BadLine(ValueError):
    pass


def parse_line(line: str, line_no: int) -> Reading:
    fields = [f.strip() for f in line.split(",")]
    if len(fields) != 4:
        raise BadLine(f"line {line_no}: expected 4 fields, got {len(fields)}")
    timestamp, rack, kw_text, inlet_text = fields
    try:
        kw, inlet = float(kw_text), float(inlet_text)
    except ValueError:
        raise BadLine(f"line {line_no}: not a number in {kw_text!r}/{inlet_text!r}") from None
    if kw < 0:
        raise BadLine(f"line {line_no}: negative load {kw:g} kW")
    return Reading(timestamp, rack, kw, inlet)


def load(text: str):
    readings, problems = [], []
    lines = text.splitlines()
    for line_no, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            readings.append(parse_line(line, line_no))
        except BadLine as exc:
            problems.append(str(exc))
    return readings, problems


def build_report(text: str) -> str:
    readings, problems = load(text)
    by_rack = defaultdict(list)
    for r in readings:
        by_rack[r.rack].append(r)

    out = [f"Rack power report: {len(readings)} readings from {len(by_rack)} racks"]
    out += [f"  skipped {p}" for p in problems]
    out.append("")
    out.append(f"{'rack':<6}{'n':>3}{'avg kW':>9}{'peak kW':>9}{'budget':>8}{'max inlet':>11}")
    for rack, rs in sorted(by_rack.items()):
        peak = max(r.kw for r in rs)
        avg = mean(r.kw for r in rs)
        use = peak / RACK_BUDGET_KW
        out.append(
            f"{rack:<6}{len(rs):>3}{avg:>9.2f}{peak:>9.2f}{use:>8.0%}{max(r.inlet_c for r in rs):>10.1f}C"
        )

    hot = Counter(r.rack for r in readings if r.hot)
    out.append("")
    if hot:
        out.append("Hot inlet alerts (>= {:.1f}C):".format(HOT_INLET_C))
        out += [f"  {rack}: {n} reading{'s' if n != 1 else ''}" for rack, n in hot.most_common()]
    else:
        out.append("No hot inlet alerts.")

    total_kwh = sum(r.kw for r in readings)  # hourly samples -> kWh
    busiest = max(by_rack, key=lambda k: mean(r.kw for r in by_rack[k]), default=None)
    summary = {
        "readings": len(readings),
        "skipped": len(problems),
        "racks": len(by_rack),
        "energy_kwh": round(total_kwh, 2),
        "busiest": busiest,
        "hot_alerts": sum(hot.values()),
    }
    out.append("")
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(build_report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
