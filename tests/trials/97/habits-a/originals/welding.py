#!/usr/bin/env python3
"""Welding certification test day: pass rates per process and certified welders."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

PROCESSES = {"SMAW": "Stick", "GMAW": "MIG", "GTAW": "TIG", "FCAW": "Flux-core"}
POSITIONS = {"1G", "2G", "3G", "4G", "6G"}
PASS_MARK = 70


@dataclass(frozen=True)
class Coupon:
    welder: str
    name: str
    process: str
    position: str
    visual: int
    bend_ok: bool

    @property
    def passed(self) -> bool:
        return self.visual >= PASS_MARK and self.bend_ok


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Coupon:
    parts = [p.strip() for p in line.split(";")]
    if len(parts) != 6:
        raise BadLine(f"line {lineno}: {len(parts)} fields, want 6")
    welder, name, process, position, visual, bend = parts
    if process.upper() not in PROCESSES:
        raise BadLine(f"line {lineno}: unknown process {process!r}")
    if position.upper() not in POSITIONS:
        raise BadLine(f"line {lineno}: unknown position {position!r}")
    try:
        score = int(visual)
    except ValueError:
        raise BadLine(f"line {lineno}: visual score {visual!r} is not a number") from None
    if not 0 <= score <= 100:
        raise BadLine(f"line {lineno}: visual score {score} out of range")
    if bend.lower() not in ("pass", "fail"):
        raise BadLine(f"line {lineno}: bend result {bend!r}")
    return Coupon(welder, name, process.upper(), position.upper(), score, bend.lower() == "pass")


def load(text: str):
    coupons, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if lineno == 1 or not line or line.startswith("#"):
            continue
        try:
            coupons.append(parse(line, lineno))
        except BadLine as exc:
            errors.append(str(exc))
    return coupons, errors


def report(text: str) -> str:
    coupons, errors = load(text)
    by_process = defaultdict(list)
    by_welder = defaultdict(list)
    for c in coupons:
        by_process[c.process].append(c)
        by_welder[(c.welder, c.name)].append(c)

    lines = ["Welding certification results", "-" * 29]
    lines.append(f"{'Process':<16}{'Tested':>7}{'Passed':>7}{'Rate':>8}{'Avg vis':>9}")
    for code, label in PROCESSES.items():
        group = by_process.get(code, [])
        if not group:
            continue
        passed = sum(c.passed for c in group)
        lines.append(
            f"{label + ' (' + code + ')':<16}{len(group):>7}{passed:>7}"
            f"{passed / len(group):>8.1%}{mean(c.visual for c in group):>9.1f}"
        )

    lines += ["", "Certified welders:"]
    certified = sorted(
        (name, sorted({c.process for c in cs if c.passed}))
        for (_, name), cs in by_welder.items()
        if any(c.passed for c in cs)
    )
    for name, procs in certified:
        lines.append(f"  {name:<18} {', '.join(procs)}")

    failures = Counter("visual" if c.visual < PASS_MARK else "bend" for c in coupons if not c.passed)
    lines += ["", "Failure causes: " + ", ".join(f"{k}={v}" for k, v in failures.most_common())]

    if errors:
        lines += ["", f"Rejected {len(errors)} line(s):", *(f"  ! {e}" for e in errors)]

    total_passed = sum(c.passed for c in coupons)
    summary = {
        "coupons": len(coupons),
        "passed": total_passed,
        "pass_rate": round(total_passed / len(coupons), 3) if coupons else 0.0,
        "welders": len(by_welder),
        "certified": len(certified),
        "rejected": len(errors),
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent / "root" / "welding.csv"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
