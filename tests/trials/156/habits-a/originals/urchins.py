#!/usr/bin/env python3
"""Kelp restoration: summarise urchin cull dives per site and per diver."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

DEFAULT = Path(__file__).resolve().parent.parent / "root" / "urchin_culls.txt"
FIELDS = ("date", "site", "diver", "depth_m", "minutes", "removed", "cover")


@dataclass(frozen=True)
class Dive:
    date: str
    site: str
    diver: str
    depth_m: float
    minutes: int
    removed: int
    cover: int

    @property
    def rate(self) -> float:
        """Urchins removed per diver-minute."""
        return self.removed / self.minutes

    @property
    def deep(self) -> bool:
        return self.depth_m >= 10


class BadLine(ValueError):
    pass


def parse(line: str, lineno: int) -> Dive:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != len(FIELDS):
        raise BadLine(f"line {lineno}: {len(parts)} fields, want {len(FIELDS)}")
    row = dict(zip(FIELDS, parts))
    try:
        dive = Dive(
            date=row["date"],
            site=row["site"],
            diver=row["diver"],
            depth_m=float(row["depth_m"]),
            minutes=int(row["minutes"]),
            removed=int(row["removed"]),
            cover=int(row["cover"]),
        )
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if dive.minutes <= 0:
        raise BadLine(f"line {lineno}: dive time must be positive, got {dive.minutes}")
    return dive


def load(text: str):
    dives, bad = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            dives.append(parse(line, lineno))
        except BadLine as exc:
            bad.append(str(exc))
    return dives, bad


def report(text: str) -> str:
    dives, bad = load(text)
    by_site = defaultdict(list)
    for d in dives:
        by_site[d.site].append(d)
    per_diver = Counter()
    for d in dives:
        per_diver[d.diver] += d.removed

    lines = ["URCHIN CULL REPORT", "-" * 18]
    lines.append(f"{'site':<12}{'dives':>6}{'removed':>9}{'per min':>9}{'cover %':>9}")
    for site, ds in sorted(by_site.items(), key=lambda kv: -sum(d.removed for d in kv[1])):
        removed = sum(d.removed for d in ds)
        minutes = sum(d.minutes for d in ds)
        cover = mean(d.cover for d in ds)
        lines.append(f"{site:<12}{len(ds):>6}{removed:>9,}{removed / minutes:>9.2f}{cover:>9.1f}")
    lines.append("")
    lines.append("Divers")
    for rank, (diver, n) in enumerate(per_diver.most_common(), start=1):
        fastest = max((d for d in dives if d.diver == diver), key=lambda d: d.rate)
        lines.append(f"  {rank}. {diver:<6} {n:>5,} urchins  best {fastest.rate:.1f}/min at {fastest.site}")
    deep = [d for d in dives if d.deep]
    lines.append(f"\nDeep dives (>=10 m): {len(deep)}, {sum(d.removed for d in deep):,} urchins")
    if bad:
        lines.append(f"Rejected {len(bad)} line(s):")
        lines.extend(f"  ! {b}" for b in bad)
    total = sum(d.removed for d in dives)
    summary = {
        "dives": len(dives),
        "rejected": len(bad),
        "removed": total,
        "top_site": max(by_site, key=lambda s: sum(d.removed for d in by_site[s])) if by_site else None,
        "top_diver": per_diver.most_common(1)[0][0] if per_diver else None,
        "mean_rate": round(total / sum(d.minutes for d in dives), 3) if dives else 0,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
