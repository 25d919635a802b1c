#!/usr/bin/env python3
"""Street piano usage report: minutes played and players per station."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

CONDITIONS = {"good", "fair", "out of tune", "broken"}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "street_pianos.tsv"


@dataclass(frozen=True)
class Session:
    station: str
    date: str
    minutes: int
    players: int
    condition: str

    @property
    def minutes_per_player(self) -> float:
        return self.minutes / self.players if self.players else 0.0

    @classmethod
    def from_line(cls, line: str) -> "Session":
        parts = [p.strip() for p in line.split("\t")]
        if len(parts) != 5:
            raise ValueError(f"expected 5 fields, got {len(parts)}")
        station, date, minutes, players, condition = parts
        try:
            mins, n = int(minutes), int(players)
        except ValueError:
            raise ValueError(f"non-numeric minutes/players: {minutes!r}, {players!r}") from None
        if mins < 0 or n < 0:
            raise ValueError(f"negative value: minutes={mins}, players={n}")
        if condition not in CONDITIONS:
            raise ValueError(f"unknown condition {condition!r}")
        return cls(station, date, mins, n, condition)


def parse(text: str):
    sessions, errors = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if lineno == 1 or not line.strip():
            continue  # header / blank
        try:
            sessions.append(Session.from_line(line))
        except ValueError as exc:
            errors.append((lineno, str(exc)))
    return sessions, errors


def report(text: str) -> str:
    sessions, errors = parse(text)
    by_station = defaultdict(list)
    for s in sessions:
        by_station[s.station].append(s)
    conditions = Counter(s.condition for s in sessions)

    lines = ["STREET PIANO USAGE", "-" * 18]
    lines.append(f"{'Station':<16}{'Days':>5}{'Minutes':>9}{'Players':>9}{'Min/plr':>9}  Worst")
    order = sorted(by_station, key=lambda k: (-sum(s.minutes for s in by_station[k]), k))
    severity = ["good", "fair", "out of tune", "broken"]
    for name in order:
        rows = by_station[name]
        total_min = sum(r.minutes for r in rows)
        total_players = sum(r.players for r in rows)
        ratio = total_min / total_players if total_players else 0.0
        worst = max((r.condition for r in rows), key=severity.index)
        lines.append(f"{name:<16}{len(rows):>5}{total_min:>9,}{total_players:>9}{ratio:>9.1f}  {worst}")

    lines.append("")
    lines.append("Conditions: " + ", ".join(f"{c}={conditions[c]}" for c in severity if conditions[c]))
    busiest = max(sessions, key=lambda s: (s.minutes, s.date), default=None)
    if busiest:
        lines.append(f"Busiest session: {busiest.station} on {busiest.date} ({busiest.minutes} min, "
                     f"{busiest.players} players)")
    avg = mean(s.minutes for s in sessions) if sessions else 0
    lines.append(f"Average session: {avg:.1f} min")
    quiet = [s for s in sessions if s.players == 0]
    if quiet:
        lines.append(f"Sessions with no players logged: {len(quiet)}")

    if errors:
        lines.append("")
        lines.append(f"Rejected {len(errors)} line(s):")
        lines.extend(f"  line {n:>2}: {why}" for n, why in errors)

    summary = {
        "sessions": len(sessions),
        "stations": len(by_station),
        "minutes": sum(s.minutes for s in sessions),
        "players": sum(s.players for s in sessions),
        "needs_tuning": sorted({s.station for s in sessions if s.condition in ("out of tune", "broken")}),
        "rejected": len(errors),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))
