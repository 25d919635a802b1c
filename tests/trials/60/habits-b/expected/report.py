import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Dose = namedtuple("Dose", "day bay crop ec ph litres")
PH_RANGE = (5.5, 6.5)
EC_TARGET = {"lettuce": (1.0, 1.4), "basil": (1.2, 1.8), "tomato": (2.0, 2.5)}


def parse(line, sep="|"):
    day, bay, crop, ec, ph, litres = line.strip().split(sep)
    return Dose(int(day), bay, crop, float(ec), float(ph), int(litres))


def read_doses(path):
    with open(path, encoding="utf-8") as fh:
        lines = (l for l in fh if l.strip() and not l.startswith("#"))
        yield from map(parse, lines)


def alerts(dose, ph_range=PH_RANGE):
    lo, hi = EC_TARGET.get(dose.crop, (0.0, 99.0))
    checks = [
        (dose.ph < ph_range[0], f"pH low {dose.ph:.1f}"),
        (dose.ph > ph_range[1], f"pH high {dose.ph:.1f}"),
        (dose.ec < lo, f"EC low {dose.ec:.1f}"),
        (dose.ec > hi, f"EC high {dose.ec:.1f}"),
    ]
    return [f"day {dose.day} bay {dose.bay}: {msg}" for bad, msg in checks if bad]


def mean(values):
    values = list(values)
    return sum(values) / len(values) if values else 0.0


def bay_line(bay, doses):
    crop, *_ = {d.crop for d in doses}
    litres = list(accumulate(map(attrgetter("litres"), doses)))
    ec = mean(d.ec for d in doses)
    ph = mean(map(lambda d: d.ph, doses))
    return (
        f"{bay:<3}{crop:<9}{len(doses):>3} days  EC {ec:5.2f}  pH {ph:4.2f}"
        f"  water {litres[-1]:>4} L  run {'/'.join(map(str, litres))}"
    )


def build_report(doses):
    by_bay = {
        bay: list(group)
        for bay, group in groupby(sorted(doses, key=attrgetter("bay", "day")), key=attrgetter("bay"))
    }
    all_alerts = list(chain.from_iterable(map(alerts, doses)))
    total = reduce(lambda acc, d: acc + d.litres, doses, 0)
    per_day = {
        day: sum(d.litres for d in group)
        for day, group in groupby(sorted(doses, key=attrgetter("day")), key=attrgetter("day"))
    }
    peak_day, peak_litres = max(per_day.items(), key=lambda kv: (kv[1], -kv[0]))
    header = ["HYDROPONIC DOSING REPORT", "=" * 24]
    body = [bay_line(bay, ds) for bay, ds in by_bay.items()]
    alert_lines = [f"  ! {a}" for a in all_alerts] or ["  no alerts"]
    summary = {
        "readings": len(doses),
        "bays": len(by_bay),
        "litres": total,
        "alerts": len(all_alerts),
        "peakDay": peak_day,
        "peakLitres": peak_litres,
        "meanEc": round(mean(d.ec for d in doses), 3),
    }
    footer = [
        "-" * 24,
        "alerts:",
        *alert_lines,
        f"water per day: {', '.join(f'd{k}={v}' for k, v in per_day.items())}",
        json.dumps(summary),
    ]
    return "\n".join(chain(header, body, footer))


def main(path="root/dosing.txt"):
    doses = list(read_doses(path))
    return build_report(doses)


if __name__ == "__main__":
    print(main(*sys.argv[1:]))
