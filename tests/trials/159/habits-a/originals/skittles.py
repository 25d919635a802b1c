#!/usr/bin/env python3
"""Skittles league report: reads a pipe-separated log of hands and prints standings."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

HANDS = 3
MAX_PINS = 27


@dataclass
class Score:
    date: str
    team: str
    player: str
    hands: list[int] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(self.hands)

    @property
    def best_hand(self) -> int:
        return max(self.hands)


class BadLine(ValueError):
    pass


def parse_line(line: str) -> Score:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 4:
        raise BadLine(f"expected 4 fields, got {len(parts)}")
    date, team, player, pins = parts
    try:
        hands = [int(h) for h in pins.split()]
    except ValueError:
        raise BadLine(f"non-numeric pins {pins!r}") from None
    if len(hands) != HANDS:
        raise BadLine(f"expected {HANDS} hands, got {len(hands)}")
    if bad := [h for h in hands if not 0 <= h <= MAX_PINS]:
        raise BadLine(f"impossible hand {bad[0]}")
    return Score(date, team, player, hands)


def load(text: str) -> tuple[list[Score], list[tuple[int, str]]]:
    scores, skipped = [], []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            scores.append(parse_line(line))
        except BadLine as err:
            skipped.append((n, str(err)))
    return scores, skipped


def report(text: str) -> str:
    scores, skipped = load(text)
    out = ["SKITTLES LEAGUE REPORT", "=" * 40]

    by_player = defaultdict(list)
    for s in scores:
        by_player[(s.team, s.player)].append(s)
    averages = {key: mean(s.total for s in games) for key, games in by_player.items()}
    ranked = sorted(averages.items(), key=lambda kv: (-kv[1], kv[0][1]))
    out.append(f"{'#':>2} {'player':<12} {'team':<9} {'gms':>3} {'avg':>6}")
    for rank, ((team, player), avg) in enumerate(ranked, start=1):
        out.append(f"{rank:>2} {player:<12} {team:<9} {len(by_player[team, player]):>3} {avg:>6.2f}")

    out.append("-" * 40)
    nights = defaultdict(Counter)
    for s in scores:
        nights[s.date][s.team] += s.total
    for date, teams in sorted(nights.items()):
        line = ", ".join(f"{team} {pins}" for team, pins in teams.most_common())
        out.append(f"{date}: {line}")

    team_totals = Counter()
    for s in scores:
        team_totals[s.team] += s.total
    top = max(scores, key=lambda s: (s.best_hand, s.total))
    spread = {h: sum(1 for s in scores for x in s.hands if x == h) for h in (MAX_PINS,)}
    out.append(f"best hand: {top.player} {top.best_hand} on {top.date}")
    out.append(f"full floors ({MAX_PINS}): {spread[MAX_PINS]}")
    all_hands = [h for s in scores for h in s.hands]
    out.append(f"hand average: {mean(all_hands):.3f} over {len(all_hands)} hands")

    for n, reason in skipped:
        out.append(f"skipped line {n}: {reason}")

    summary = {
        "scores": len(scores),
        "skipped": len(skipped),
        "players": len(by_player),
        "leader": ranked[0][0][1] if ranked else None,
        "teams": dict(sorted(team_totals.items())),
        "top_avg": round(ranked[0][1], 2) if ranked else 0,
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "skittles.txt"
    print(report(path.read_text()))


if __name__ == "__main__":
    main(sys.argv)
