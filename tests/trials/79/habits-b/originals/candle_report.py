"""Candle workshop: pour-batch yield report, written functionally."""
import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter
from pathlib import Path

Batch = namedtuple("Batch", "batch wax wax_g fragrance_pct candles defects")
Bad = namedtuple("Bad", "line_no reason")
WaxStats = namedtuple("WaxStats", "wax batches wax_g candles defects avg_fragrance")

DATA = Path(__file__).resolve().parent.parent / "root" / "candle_pours.txt"
MAX_FRAGRANCE = 12.0


def parse(numbered):
    line_no, line = numbered
    fields = list(map(str.strip, line.split("|")))
    if len(fields) != 6:
        return Bad(line_no, f"expected 6 fields, got {len(fields)}")
    name, wax, *nums = fields
    try:
        wax_g, pct, candles, defects = int(nums[0]), float(nums[1]), int(nums[2]), int(nums[3])
    except ValueError as e:
        return Bad(line_no, f"not a number ({e.args[0].split(': ')[-1]})")
    if not 0 < pct <= MAX_FRAGRANCE:
        return Bad(line_no, f"fragrance {pct}% out of range")
    if not 0 <= defects <= candles:
        return Bad(line_no, f"{defects} defects from {candles} candles")
    return Batch(name, wax, wax_g, pct, candles, defects)


def is_data(numbered):
    return numbered[1].strip() != "" and not numbered[1].lstrip().startswith("#")


def wax_stats(wax, batches):
    batches = list(batches)
    total = lambda f: sum(map(f, batches))
    return WaxStats(
        wax,
        len(batches),
        total(attrgetter("wax_g")),
        total(attrgetter("candles")),
        total(attrgetter("defects")),
        round(total(attrgetter("fragrance_pct")) / len(batches), 2),
    )


def yield_pct(s):
    return 100.0 * (s.candles - s.defects) / s.candles if s.candles else 0.0


def report(text):
    rows = list(map(parse, filter(is_data, enumerate(text.splitlines(), start=1))))
    good = [r for r in rows if isinstance(r, Batch)]
    bad = [r for r in rows if isinstance(r, Bad)]

    by_wax = sorted(good, key=attrgetter("wax"))
    stats = sorted(
        (wax_stats(k, g) for k, g in groupby(by_wax, key=attrgetter("wax"))),
        key=lambda s: (-yield_pct(s), s.wax),
    )

    lines = ["Candle pour report", "=================="]
    lines += [
        f"{s.wax:<9} {s.batches:>2} batches {s.wax_g:>6} g wax {s.candles:>3} candles "
        f"{s.defects:>2} defects  yield {yield_pct(s):5.1f}%  fragrance avg {s.avg_fragrance:.2f}%"
        for s in stats
    ]

    worst = reduce(
        lambda a, b: b if (b.defects / b.candles) > (a.defects / a.candles) else a,
        good,
    ) if good else None
    if worst:
        lines += ["", f"Worst batch: {worst.batch} ({worst.wax}, {worst.defects}/{worst.candles} defective)"]

    lines += ["", f"Skipped {len(bad)} bad line(s):"]
    lines += list(map(lambda b: f"  line {b.line_no}: {b.reason}", bad))

    total_candles = sum(map(attrgetter("candles"), good))
    total_defects = sum(map(attrgetter("defects"), good))
    summary = {
        "batches": len(good),
        "skipped": len(bad),
        "candles": total_candles,
        "sellable": total_candles - total_defects,
        "yieldPct": round(100.0 * (total_candles - total_defects) / total_candles, 1) if total_candles else 0.0,
        "bestWax": stats[0].wax if stats else None,
        "waxKg": round(sum(map(attrgetter("wax_g"), good)) / 1000, 2),
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(DATA.read_text()))
