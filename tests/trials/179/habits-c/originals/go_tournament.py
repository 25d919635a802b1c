#!/usr/bin/env python3
"""Standings report for a Go club tournament (object-oriented)."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Game:
    round: int
    black: str
    white: str
    handicap: int
    winner: str          # "B" or "W"
    margin: float | None  # None for resignation / timeout
    how: str

    @classmethod
    def parse(cls, line: str) -> Game:
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 5:
            raise BadLine(f"expected 5 fields, got {len(parts)}")
        rnd, black, white, handicap, result = parts
        if black == white:
            raise BadLine(f"{black} cannot play themselves")
        try:
            rnd_no, hcap = int(rnd), int(handicap)
        except ValueError as exc:
            raise BadLine(f"bad number: {exc}") from None
        colour, _, detail = result.partition("+")
        if colour not in ("B", "W") or not detail:
            raise BadLine(f"bad result {result!r}")
        margin = None if detail in ("R", "T") else float(detail)
        how = {"R": "resign", "T": "time"}.get(detail, "points")
        return cls(rnd_no, black, white, hcap, colour, margin, how)

    @property
    def winner_name(self) -> str:
        return self.black if self.winner == "B" else self.white

    @property
    def loser_name(self) -> str:
        return self.white if self.winner == "B" else self.black


@dataclass
class Player:
    name: str
    wins: int = 0
    losses: int = 0
    opponents: list[str] = field(default_factory=list)

    @property
    def played(self) -> int:
        return self.wins + self.losses

    def __str__(self) -> str:
        return f"{self.name:<8}{self.wins:>3}{self.losses:>3}"


class Tournament:
    def __init__(self) -> None:
        self.games: list[Game] = []
        self.players: dict[str, Player] = {}
        self.rejected: list[tuple[int, str]] = []

    def __len__(self) -> int:
        return len(self.games)

    def player(self, name: str) -> Player:
        return self.players.setdefault(name, Player(name))

    def load(self, text: str) -> None:
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or line.startswith("round,"):
                continue
            try:
                game = Game.parse(line)
            except BadLine as err:
                self.rejected.append((lineno, str(err)))
                continue
            self.games.append(game)
            win, lose = self.player(game.winner_name), self.player(game.loser_name)
            win.wins += 1
            lose.losses += 1
            win.opponents.append(lose.name)
            lose.opponents.append(win.name)

    def sos(self, p: Player) -> int:
        return sum(self.players[o].wins for o in p.opponents)

    def standings(self) -> list[Player]:
        return sorted(self.players.values(), key=lambda p: (-p.wins, -self.sos(p), p.name))

    def report(self) -> str:
        out = [f"Go tournament: {len(self)} games, {len(self.players)} players", ""]
        out.append(f"{'#':>2} {'Player':<8}{'W':>3}{'L':>3}{'SOS':>5}")
        for rank, p in enumerate(self.standings(), start=1):
            out.append(f"{rank:>2} {p}{self.sos(p):>5}")
        margins = [g.margin for g in self.games if g.margin is not None]
        black_wins = sum(g.winner == "B" for g in self.games)
        out.append("")
        out.append(f"Black won {black_wins}/{len(self)} ({black_wins / len(self):.0%})")
        out.append(f"Average counted margin: {sum(margins) / len(margins):.2f} over {len(margins)} games")
        for lineno, why in self.rejected:
            out.append(f"skipped line {lineno}: {why}")
        leader = self.standings()[0]
        summary = {"games": len(self), "players": len(self.players), "leader": leader.name,
                   "black_win_rate": round(black_wins / len(self), 3), "skipped": len(self.rejected)}
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/go_games.csv")
    t = Tournament()
    t.load(path.read_text())
    print(t.report())
