#!/usr/bin/env python3
"""Bagatelle pub league table from a pipe-separated results file."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

POINTS = {"W": 3, "D": 1, "L": 0}


@dataclass
class Match:
    date: str
    home: str
    away: str
    home_score: int
    away_score: int

    @property
    def margin(self):
        return abs(self.home_score - self.away_score)

    def results(self):
        if self.home_score == self.away_score:
            return {self.home: "D", self.away: "D"}
        winner_home = self.home_score > self.away_score
        return {self.home: "W" if winner_home else "L", self.away: "L" if winner_home else "W"}


def parse_line(line, line_no):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        raise ValueError(f"line {line_no}: expected 5 fields, got {len(parts)}")
    date, home, away, hs, as_ = parts
    if home == away:
        raise ValueError(f"line {line_no}: {home} cannot play itself")
    try:
        return Match(date, home, away, int(hs), int(as_))
    except ValueError:
        raise ValueError(f"line {line_no}: bad score {hs!r} or {as_!r}") from None


def load(text):
    matches, problems = [], []
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            matches.append(parse_line(line, no))
        except ValueError as exc:
            problems.append(str(exc))
    return matches, problems


def table(matches):
    record = defaultdict(Counter)
    pins = Counter()
    for m in matches:
        for team, outcome in m.results().items():
            record[team][outcome] += 1
        pins[m.home] += m.home_score
        pins[m.away] += m.away_score
    rows = [
        (team, sum(c.values()), c["W"], c["D"], c["L"], sum(POINTS[k] * n for k, n in c.items()), pins[team])
        for team, c in record.items()
    ]
    return sorted(rows, key=lambda r: (-r[5], -r[6], r[0]))


def report(text):
    matches, problems = load(text)
    rows = table(matches)
    lines = ["Bagatelle league table", "-" * 22]
    lines.append(f"{'team':<14}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'Pts':>5}{'Pins':>7}{'Avg':>8}")
    for team, played, w, d, l, pts, pins in rows:
        lines.append(f"{team:<14}{played:>3}{w:>3}{d:>3}{l:>3}{pts:>5}{pins:>7}{pins / played:>8.1f}")
    biggest = max(matches, key=lambda m: m.margin)
    total_pins = sum(m.home_score + m.away_score for m in matches)
    draws = sum(1 for m in matches if m.home_score == m.away_score)
    lines += [
        "",
        f"Matches counted: {len(matches)} ({draws} drawn)",
        f"Average pins per match: {total_pins / len(matches):.2f}",
        f"Biggest margin: {biggest.home} v {biggest.away} on {biggest.date} ({biggest.margin})",
    ]
    if problems:
        lines.append(f"Skipped {len(problems)} bad line(s):")
        lines.extend(f"  * {p}" for p in problems)
    summary = {
        "matches": len(matches),
        "leader": rows[0][0],
        "leaderPoints": rows[0][5],
        "totalPins": total_pins,
        "skipped": len(problems),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "root" / "bagatelle_league.txt"
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    print(report(path.read_text()))
