#!/usr/bin/env python3
"""Village show giant-vegetable classes: results from a tab-separated entry sheet."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

MAX_SCORE = 10
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "veg_show.tsv"


@dataclass(frozen=True)
class Entry:
    entry_id: str
    exhibitor: str
    veg_class: str
    weight: float
    scores: tuple

    @property
    def score(self):
        return mean(self.scores)

    @property
    def points(self):
        # weight counts for a tenth of a point per kg within the class, plus judges' mean
        return round(self.score + self.weight / 10, 3)


def parse(line, line_no):
    parts = line.rstrip("\n").split("\t")
    if len(parts) != 7:
        raise ValueError(f"line {line_no}: expected 7 columns, found {len(parts)}")
    entry_id, exhibitor, veg_class, weight_text, *score_texts = parts
    try:
        weight = float(weight_text)
    except ValueError:
        raise ValueError(f"line {line_no}: weight {weight_text!r} is not a number") from None
    scores = tuple(int(s) for s in score_texts)
    if bad := [s for s in scores if not 0 <= s <= MAX_SCORE]:
        raise ValueError(f"line {line_no}: score out of range {bad}")
    return Entry(entry_id, exhibitor.strip(), veg_class.strip().lower(), weight, scores)


def load(text):
    entries, problems = [], []
    for line_no, line in enumerate(text.splitlines(), start=1):
        if line_no == 1 or not line.strip():
            continue
        try:
            entries.append(parse(line, line_no))
        except ValueError as exc:
            problems.append(str(exc))
    return entries, problems


def report(text):
    entries, problems = load(text)
    by_class = defaultdict(list)
    for e in entries:
        by_class[e.veg_class].append(e)

    out = ["VILLAGE SHOW — GIANT VEGETABLES", "-" * 31]
    winners = Counter()
    heaviest = {}
    for veg_class in sorted(by_class):
        ranked = sorted(by_class[veg_class], key=lambda e: (-e.points, e.entry_id))
        out.append(f"\n{veg_class.upper()} ({len(ranked)} entries)")
        for place, e in enumerate(ranked, start=1):
            medal = {1: "1st", 2: "2nd", 3: "3rd"}.get(place, "   ")
            out.append(f"  {medal} {e.entry_id:<4} {e.exhibitor:<16} {e.weight:>8.2f} kg"
                       f"  judges {e.score:4.1f}  points {e.points:7.3f}")
        winners[ranked[0].exhibitor] += 1
        heaviest[veg_class] = max(ranked, key=lambda e: e.weight)

    out.append("\nClass wins:")
    for name, wins in winners.most_common():
        out.append(f"  {name:<16} {wins}")

    share = {c: len(v) / len(entries) for c, v in by_class.items()}
    out.append("\nShare of entries: " + ", ".join(f"{c} {p:.0%}" for c, p in sorted(share.items())))

    if problems:
        out.append(f"\n{len(problems)} line(s) rejected:")
        out.extend(f"  ! {p}" for p in problems)

    summary = {
        "entries": len(entries),
        "rejected": len(problems),
        "classes": len(by_class),
        "exhibitors": len({e.exhibitor for e in entries}),
        "champion": winners.most_common(1)[0][0] if winners else None,
        "heaviest": {c: e.entry_id for c, e in sorted(heaviest.items())},
        "mean_score": round(mean(e.score for e in entries), 2),
    }
    out.append("\n" + json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))
