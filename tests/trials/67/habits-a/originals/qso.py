#!/usr/bin/env python3
"""Ham radio contest log: scores QSOs, counts multipliers, reports dupes and bad lines."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

BAND_POINTS = {"80m": 2, "40m": 2, "20m": 1, "15m": 1, "10m": 1}
MODE_BONUS = {"CW": 2, "SSB": 1}


@dataclass(frozen=True)
class Qso:
    time: datetime
    call: str
    band: str
    mode: str
    rst_sent: str
    rst_rcvd: str
    zone: int

    @property
    def points(self) -> int:
        return BAND_POINTS[self.band] * MODE_BONUS[self.mode]

    @property
    def prefix(self) -> str:
        # crude prefix: letters and digits up to and including the first digit
        for i, ch in enumerate(self.call):
            if ch.isdigit():
                return self.call[: i + 1]
        return self.call


class BadLine(ValueError):
    pass


def parse_line(line: str, lineno: int) -> Qso:
    fields = line.split()
    if len(fields) != 7:
        raise BadLine(f"line {lineno}: expected 7 fields, got {len(fields)}")
    stamp, call, band, mode, sent, rcvd, zone = fields
    if band not in BAND_POINTS:
        raise BadLine(f"line {lineno}: unknown band {band!r}")
    if mode not in MODE_BONUS:
        raise BadLine(f"line {lineno}: mode {mode} not allowed in this contest")
    try:
        when = datetime.strptime(stamp, "%Y-%m-%dT%H:%MZ")
        return Qso(when, call.upper(), band, mode, sent, rcvd, int(zone))
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None


def load(text: str):
    qsos, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            qsos.append(parse_line(line, lineno))
        except BadLine as exc:
            bad.append(str(exc))
    return qsos, bad


def report(text: str) -> str:
    qsos, bad = load(text)
    seen, valid, dupes = set(), [], []
    for q in qsos:
        key = (q.call, q.band, q.mode)
        (dupes if key in seen else valid).append(q)
        seen.add(key)

    out = ["CONTEST LOG SUMMARY", "=" * 36]
    per_band = defaultdict(list)
    for q in valid:
        per_band[q.band].append(q)
    for band in sorted(per_band, key=lambda b: int(b.rstrip("m")), reverse=True):
        qs = per_band[band]
        modes = Counter(q.mode for q in qs)
        mode_text = " ".join(f"{m}:{n}" for m, n in sorted(modes.items()))
        out.append(f"{band:>4} {len(qs):3d} QSOs {sum(q.points for q in qs):4d} pts  {mode_text}")

    zones = {q.zone for q in valid}
    prefixes = {q.prefix for q in valid}
    raw_points = sum(q.points for q in valid)
    score = raw_points * (len(zones) + len(prefixes))
    out.append("-" * 36)
    out.append(f"{'QSO points':<16}{raw_points:>8,}")
    out.append(f"{'zones':<16}{len(zones):>8}")
    out.append(f"{'prefixes':<16}{len(prefixes):>8}")
    out.append(f"{'claimed score':<16}{score:>8,}")

    if valid:
        span = (valid[-1].time - valid[0].time).total_seconds() / 3600
        rate = len(valid) / span if span else 0.0
        out.append(f"{'rate':<16}{rate:>8.1f} QSO/h")
    for q in dupes:
        out.append(f"dupe: {q.call} {q.band} {q.mode} at {q.time:%H:%M}")
    if bad:
        out.append(f"skipped {len(bad)} bad line(s):")
        out.extend(f"  {b}" for b in bad)

    busiest = Counter(q.call for q in qsos).most_common(1)
    summary = {
        "qsos": len(valid),
        "dupes": len(dupes),
        "points": raw_points,
        "multipliers": len(zones) + len(prefixes),
        "score": score,
        "most_worked": busiest[0][0] if busiest else None,
        "skipped": len(bad),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "root" / "qso.log"
    print(report(path.read_text(encoding="utf-8")))
