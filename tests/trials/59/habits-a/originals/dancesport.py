#!/usr/bin/env python3
"""Score a dancesport competition from a judges' sheet."""
import json
import sys
from collections import defaultdict

WEIGHTS = {"technique": 0.5, "timing": 0.3, "presentation": 0.2}
FIELDS = ["couple", "leader", "follower", "studio", "dance", "judge", *WEIGHTS]


def parse_sheet(path="root/dancesport.csv"):
    rows, rejected = [], []
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            rec = dict(zip(FIELDS, (part.strip() for part in line.split(","))))
            try:
                for key in WEIGHTS:
                    rec[key] = float(rec[key])
            except (ValueError, KeyError) as exc:
                rejected.append((lineno, str(exc)))
                continue
            rec["couple"] = int(rec["couple"])
            rows.append(rec)
    return rows, rejected


def weighted(rec, weights=WEIGHTS):
    return sum(rec[k] * w for k, w in weights.items())


def mean(values, default=0.0):
    values = list(values)
    return sum(values) / len(values) if values else default


def build_scores(rows):
    per = defaultdict(lambda: defaultdict(list))
    info = {}
    for r in rows:
        per[r["couple"]][r["dance"]].append(weighted(r))
        info[r["couple"]] = {k: r[k] for k in ("leader", "follower", "studio")}
    scores = {
        c: {dance: round(mean(vals), 3) for dance, vals in dances.items()}
        for c, dances in per.items()
    }
    return scores, info


def rank(scores, dances):
    totals = {c: sum(d.get(dance, 0.0) for dance in dances) for c, d in scores.items()}
    return sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))


def dance_winners(scores, dances):
    winners = {}
    for dance in dances:
        entries = [(c, d[dance]) for c, d in scores.items() if dance in d]
        best = max(entries, key=lambda e: (e[1], -e[0]), default=None)
        winners[dance] = best
    return winners


def studio_table(ranking, info):
    studios = defaultdict(list)
    for place, (couple, total) in enumerate(ranking, start=1):
        studios[info[couple]["studio"]].append(place)
    return sorted(
        ((s, len(p), min(p), mean(p)) for s, p in studios.items()),
        key=lambda t: (t[3], t[0]),
    )


def report(path="root/dancesport.csv"):
    rows, rejected = parse_sheet(path)
    scores, info = build_scores(rows)
    dances = sorted({r["dance"] for r in rows})
    judges = sorted({r["judge"] for r in rows})
    ranking = rank(scores, dances)
    out = [f"DanceSport results: {len(info)} couples, {len(dances)} dances, judges {'/'.join(judges)}"]
    out.append(f"Weights: {', '.join(f'{k}={w:.0%}' for k, w in WEIGHTS.items())}")
    out.append("")
    out.append(f"{'#':>2} {'No':<4}{'Couple':<26}" + "".join(f"{d:>8}" for d in dances) + f"{'Total':>8}")
    for place, (couple, total) in enumerate(ranking, start=1):
        who = f"{info[couple]['leader'].split()[0]} & {info[couple]['follower'].split()[0]}"
        cells = "".join(
            f"{scores[couple][d]:>8.2f}" if d in scores[couple] else f"{'-':>8}" for d in dances
        )
        out.append(f"{place:>2} {couple:<4}{who:<26}{cells}{total:>8.2f}")
    out.append("")
    for dance, best in dance_winners(scores, dances).items():
        couple, score = best
        out.append(f"Best {dance:<6}: #{couple} ({score:.3f})")
    out.append("")
    out.append("Studios:")
    for studio, n, best, avg in studio_table(ranking, info):
        out.append(f"  {studio:<14} couples={n} best={best} avg_place={avg:.1f}")
    if rejected:
        out.append(f"Rejected lines: {', '.join(f'{n} ({why})' for n, why in rejected)}")
    summary = {
        "winner": ranking[0][0] if ranking else None,
        "margin": round(ranking[0][1] - ranking[1][1], 3) if len(ranking) > 1 else None,
        "rows": len(rows),
        "rejected": len(rejected),
        "studios": sorted({v["studio"] for v in info.values()}),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(*sys.argv[1:2]))
