import json
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Run = namedtuple("Run", "handler dog cls outrun lift fetch drive pen secs")
MAX = {"outrun": 20, "lift": 10, "fetch": 20, "drive": 30, "pen": 10}
PHASES = tuple(MAX)
CLASS_ORDER = ("open", "nursery", "novice")


def parse(numbered):
    no, line = numbered
    parts = list(map(str.strip, line.split("|")))
    if len(parts) != 9:
        return (no, None, f"expected 9 fields, got {len(parts)}")
    try:
        nums = list(map(int, parts[3:]))
    except ValueError:
        return (no, None, "non-numeric score")
    run = Run(*parts[:3], *nums)
    over = [p for p in PHASES if getattr(run, p) > MAX[p]]
    if over:
        return (no, None, f"{over[0]} over max {MAX[over[0]]}")
    if run.cls not in CLASS_ORDER:
        return (no, None, f"unknown class {run.cls}")
    return (no, run, None)


total = lambda r: sum(map(lambda p: getattr(r, p), PHASES))
fmt_time = lambda s: f"{s // 60}:{s % 60:02d}"


def report(text):
    lines = filter(lambda nl: nl[1].strip() and not nl[1].lstrip().startswith("#"),
                   enumerate(text.splitlines(), start=1))
    parsed = list(map(parse, lines))
    runs = [r for _, r, _ in parsed if r is not None]
    bad = [(no, why) for no, r, why in parsed if r is None]

    out = ["SHEEPDOG TRIAL RESULTS", "=" * 22]
    key_cls = lambda r: CLASS_ORDER.index(r.cls)
    ranked = sorted(runs, key=lambda r: (key_cls(r), -total(r), r.secs))
    winners = {}
    for cls_idx, group in groupby(ranked, key=key_cls):
        group = list(group)
        cls = CLASS_ORDER[cls_idx]
        out.append(f"{cls.upper()} ({len(group)} runs)")
        for place, r in enumerate(group, start=1):
            name = f"{r.handler} & {r.dog}"
            out.append(f"  {place}. {name:<24}{total(r):>4}/90  {fmt_time(r.secs):>6}")
        winners[cls] = group[0].dog

    out.append("")
    phase_avgs = {p: sum(map(attrgetter(p), runs)) / len(runs) for p in PHASES}
    out.append("Phase averages: " + ", ".join(
        f"{p} {v:.1f}/{MAX[p]}" for p, v in phase_avgs.items()))
    weakest = min(PHASES, key=lambda p: phase_avgs[p] / MAX[p])
    out.append(f"Weakest phase: {weakest} ({phase_avgs[weakest] / MAX[weakest]:.0%})")
    by_handler = sorted(runs, key=attrgetter("handler"))
    handler_best = {h: max(map(total, g)) for h, g in groupby(by_handler, key=attrgetter("handler"))}
    top_handler = reduce(lambda a, b: a if handler_best[a] >= handler_best[b] else b, handler_best)
    out.append(f"Top handler: {top_handler} ({handler_best[top_handler]})")
    zero_pen = list(filter(lambda r: r.pen == 0, runs))
    if zero_pen:
        out.append("Missed pen: " + ", ".join(map(attrgetter("dog"), zero_pen)))

    if bad:
        out.append("")
        out.append(f"Rejected {len(bad)} line(s):")
        out.extend(f"  line {no}: {why}" for no, why in bad)

    summary = {
        "runs": len(runs),
        "rejected": len(bad),
        "winners": winners,
        "best": max(map(total, runs)),
        "meanTotal": round(sum(map(total, runs)) / len(runs), 2),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    with open("root/sheepdog_runs.txt") as f:
        print(report(f.read()))
