"""Dialysis unit session report: adequacy (Kt/V) and fluid removal per patient."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Session = namedtuple("Session", "sid patient chair minutes pre_kg post_kg ktv")
Bad = namedtuple("Bad", "line reason")

TARGET_KTV = 1.2
MAX_REMOVAL_KG = 4.0
FIELDS = 7


def parse(numbered):
    no, raw = numbered
    parts = list(map(str.strip, raw.split("|")))
    if len(parts) != FIELDS:
        return Bad(no, f"expected {FIELDS} fields, got {len(parts)}")
    sid, patient, chair, *nums = parts
    try:
        minutes, pre, post, ktv = int(nums[0]), float(nums[1]), float(nums[2]), float(nums[3])
    except ValueError as exc:
        return Bad(no, f"bad number ({exc})")
    if post > pre:
        return Bad(no, f"post weight {post} above pre weight {pre}")
    return Session(sid, patient, int(chair), minutes, pre, post, ktv)


removed = lambda s: round(s.pre_kg - s.post_kg, 2)
adequate = lambda s: s.ktv >= TARGET_KTV
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0


def patient_line(patient, sessions):
    sessions = list(sessions)
    ktvs = list(map(attrgetter("ktv"), sessions))
    total_min = reduce(lambda acc, s: acc + s.minutes, sessions, 0)
    below = sum(1 for s in sessions if not adequate(s))
    return (
        f"{patient:<6} {len(sessions):>3} {total_min:>6} "
        f"{mean(ktvs):>6.2f} {mean(list(map(removed, sessions))):>7.2f} {below:>5}"
    )


def main(path):
    with open(path, encoding="utf-8") as fh:
        numbered = [(i, line.rstrip("\n")) for i, line in enumerate(fh, start=1)]
    content = filter(lambda p: p[1].strip() and not p[1].startswith("#"), numbered)
    parsed = list(map(parse, content))
    sessions = [p for p in parsed if isinstance(p, Session)]
    bad = [p for p in parsed if isinstance(p, Bad)]

    print("DIALYSIS UNIT SESSION REPORT")
    print("-" * 28)
    print("Pt     Ses   Mins   Kt/V  Rem kg Below")
    by_patient = groupby(sorted(sessions, key=attrgetter("patient")), key=attrgetter("patient"))
    lines = [patient_line(p, ss) for p, ss in by_patient]
    print("\n".join(lines))

    print()
    heavy = sorted(filter(lambda s: removed(s) > MAX_REMOVAL_KG, sessions), key=removed, reverse=True)
    print(f"Fluid removal over {MAX_REMOVAL_KG:.1f} kg: {len(heavy)}")
    for s in heavy:
        print(f"  {s.sid} {s.patient} chair {s.chair}: {removed(s):.2f} kg in {s.minutes} min")

    low = sorted(filter(lambda s: not adequate(s), sessions), key=attrgetter("ktv"))
    print(f"Below Kt/V {TARGET_KTV}: {', '.join(map(lambda s: f'{s.sid}({s.ktv:.2f})', low)) or 'none'}")

    chair_minutes = reduce(
        lambda acc, s: {**acc, s.chair: acc.get(s.chair, 0) + s.minutes}, sessions, {}
    )
    busiest = max(chair_minutes.items(), key=lambda kv: (kv[1], -kv[0]))
    print(f"Busiest chair: {busiest[0]} ({busiest[1]} min)")

    print()
    print(f"Rejected lines: {len(bad)}")
    for b in bad:
        print(f"  line {b.line}: {b.reason}")

    summary = {
        "sessions": len(sessions),
        "patients": len(lines),
        "adequate_pct": round(100 * len(list(filter(adequate, sessions))) / len(sessions), 1),
        "total_removed_kg": round(sum(map(removed, sessions)), 2),
        "rejected": len(bad),
        "busiest_chair": busiest[0],
    }
    print()
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/dialysis.txt")
