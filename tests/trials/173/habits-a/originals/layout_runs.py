#!/usr/bin/env python3
"""Model railway exhibition report: laps and derailments per layout and loco."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass

SCALES = {"N", "OO", "O"}


@dataclass
class Run:
    time: str
    layout: str
    loco: str
    scale: str
    laps: int
    derailments: int
    note: str = ""

    @property
    def clean(self):
        return self.derailments == 0


class BadLine(ValueError):
    pass


def parse_line(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 7:
        raise BadLine(f"line {lineno}: expected 7 fields, got {len(parts)}")
    time, layout, loco, scale, laps, derails, note = parts
    if scale not in SCALES:
        raise BadLine(f"line {lineno}: unknown scale {scale!r}")
    try:
        laps, derails = int(laps), int(derails)
    except ValueError:
        raise BadLine(f"line {lineno}: non-numeric laps/derailments")
    if laps < 0 or derails < 0:
        raise BadLine(f"line {lineno}: negative count")
    return Run(time, layout, loco, scale, laps, derails, note)


def parse(text):
    runs, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            runs.append(parse_line(line, lineno))
        except BadLine as exc:
            errors.append(str(exc))
    return runs, errors


def report(text):
    runs, errors = parse(text)
    laps_by_layout = defaultdict(int)
    derails_by_layout = Counter()
    runs_by_layout = Counter(r.layout for r in runs)
    for r in runs:
        laps_by_layout[r.layout] += r.laps
        derails_by_layout[r.layout] += r.derailments
    loco_laps = Counter()
    for r in runs:
        loco_laps[r.loco] += r.laps

    lines = ["MODEL RAILWAY EXHIBITION - RUNNING REPORT", "=" * 50]
    lines.append(f"{'Layout':<22}{'Runs':>5}{'Laps':>6}{'Derail':>8}{'Laps/derail':>12}")
    for layout in sorted(laps_by_layout):
        laps, der = laps_by_layout[layout], derails_by_layout[layout]
        ratio = f"{laps / der:>12.1f}" if der else f"{'-':>12}"
        lines.append(f"{layout:<22}{runs_by_layout[layout]:>5}{laps:>6}{der:>8}{ratio}")
    lines.append("-" * 50)
    lines.append("Top locos by laps:")
    for rank, (loco, laps) in enumerate(loco_laps.most_common(3), start=1):
        lines.append(f"  {rank}. {loco:<12} {laps:>4} laps")
    clean = [r for r in runs if r.clean]
    share = len(clean) / len(runs) if runs else 0.0
    lines.append(f"Clean runs: {len(clean)}/{len(runs)} ({share:.0%})")
    scales = Counter(r.scale for r in runs)
    lines.append("By scale: " + ", ".join(f"{s}={n}" for s, n in sorted(scales.items())))
    if errors:
        lines.append(f"Skipped {len(errors)} bad line(s):")
        lines.extend(f"  ! {e}" for e in errors)
    summary = {
        "runs": len(runs),
        "laps": sum(r.laps for r in runs),
        "derailments": sum(r.derailments for r in runs),
        "skipped": len(errors),
        "layouts": len(laps_by_layout),
        "busiest": max(laps_by_layout, key=laps_by_layout.get) if runs else None,
        "clean_share": round(share, 3),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/layout_runs.txt"
    with open(path, encoding="utf-8") as fh:
        print(report(fh.read()))


if __name__ == "__main__":
    main(sys.argv)
