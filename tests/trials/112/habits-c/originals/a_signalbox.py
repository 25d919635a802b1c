#!/usr/bin/env python3
"""Hartley Junction signal box: summarise the train register."""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, time
from pathlib import Path

REGISTER = Path(__file__).resolve().parent.parent / "root" / "signalbox.csv"
DIRECTIONS = {"up", "down"}


class RegisterError(ValueError):
    pass


@dataclass(frozen=True, order=True)
class Movement:
    at: time
    headcode: str
    direction: str
    line: str
    levers: int
    delay: int

    @classmethod
    def parse(cls, raw: str) -> "Movement":
        parts = [p.strip() for p in raw.split(",")]
        if len(parts) != 6:
            raise RegisterError(f"expected 6 fields, got {len(parts)}")
        at, headcode, direction, line, levers, delay = parts
        if direction not in DIRECTIONS:
            raise RegisterError(f"unknown direction {direction!r}")
        try:
            when = datetime.strptime(at, "%H:%M").time()
        except ValueError:
            raise RegisterError(f"bad time {at!r}") from None
        try:
            return cls(when, headcode, direction, line, int(levers), int(delay))
        except ValueError as exc:
            raise RegisterError(f"bad number ({exc})") from None

    @property
    def late(self) -> bool:
        return self.delay > 0

    @property
    def freight(self) -> bool:
        return self.headcode[0] in "6789"

    def __str__(self) -> str:
        sign = f"+{self.delay}" if self.delay > 0 else str(self.delay)
        return f"{self.at:%H:%M} {self.headcode} {self.direction:<4} {sign:>4}"


@dataclass
class LineStats:
    name: str
    moves: list[Movement] = field(default_factory=list)

    def add(self, move: Movement) -> None:
        self.moves.append(move)

    def __len__(self) -> int:
        return len(self.moves)

    @property
    def levers(self) -> int:
        return sum(m.levers for m in self.moves)

    @property
    def mean_delay(self) -> float:
        return sum(m.delay for m in self.moves) / len(self) if self.moves else 0.0

    @property
    def worst(self) -> Movement | None:
        return max(self.moves, key=lambda m: m.delay, default=None)


class Register:
    def __init__(self, text: str) -> None:
        self.lines: dict[str, LineStats] = {}
        self.rejected: list[tuple[int, str]] = []
        for number, raw in enumerate(text.splitlines(), start=1):
            if not raw.strip() or raw.startswith(("#", "time,")):
                continue
            try:
                move = Movement.parse(raw)
            except RegisterError as exc:
                self.rejected.append((number, str(exc)))
                continue
            self.lines.setdefault(move.line, LineStats(move.line)).add(move)

    def __iter__(self):
        return iter(sorted(m for s in self.lines.values() for m in s.moves))

    def report(self) -> str:
        out = ["HARTLEY JUNCTION - TRAIN REGISTER", ""]
        out += [f"{'line':<6}{'trains':>7}{'levers':>8}{'mean':>7}  worst"]
        for name in sorted(self.lines):
            s = self.lines[name]
            out.append(f"{name:<6}{len(s):>7}{s.levers:>8}{s.mean_delay:>7.2f}  {s.worst}")
        moves = list(self)
        late = [m for m in moves if m.late]
        by_dir = defaultdict(int)
        for m in moves:
            by_dir[m.direction] += 1
        out.append("")
        out.append(f"first {moves[0]}  last {moves[-1]}")
        out.append(f"late {len(late)} of {len(moves)} ({len(late) / len(moves):.0%}), "
                   f"freight {sum(m.freight for m in moves)}")
        for number, why in self.rejected:
            out.append(f"skipped line {number}: {why}")
        summary = {
            "trains": len(moves),
            "late": len(late),
            "levers": sum(s.levers for s in self.lines.values()),
            "by_direction": dict(sorted(by_dir.items())),
            "rejected": len(self.rejected),
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    print(Register(REGISTER.read_text()).report())
