import json
from dataclasses import dataclass, field


class BookingError(Exception):
    """Base error for booking problems."""


class UnknownRoom(BookingError):
    def __init__(self, code):
        super().__init__(f"unknown room {code!r}")
        self.code = code


class TeamTooLarge(BookingError):
    def __init__(self, team, players, limit):
        super().__init__(f"{team} has {players} players (max {limit})")


@dataclass
class Room:
    code: str
    name: str
    limit_min: int
    max_team: int
    price: float
    runs: list = field(default_factory=list)

    @property
    def title(self):
        return self.name.title()

    @property
    def escape_rate(self):
        if not self.runs:
            return 0.0
        return sum(1 for r in self.runs if r.escaped) / len(self.runs)

    @classmethod
    def from_dict(cls, d):
        return cls(d["code"], d["name"], d["limit_min"], d["max_team"], d["price"])

    def __str__(self):
        return f"{self.title} [{self.code}]"


class Run:
    def __init__(self, bid, room, team, players, minutes, hints):
        self.bid = bid
        self.room = room
        self.team = team
        self.players = players
        self.minutes = minutes
        self.hints = hints

    @property
    def escaped(self):
        return self.minutes < self.room.limit_min

    @property
    def score(self):
        if not self.escaped:
            return 0
        return max(0, 100 + (self.room.limit_min - self.minutes) * 2 - self.hints * 10)

    @staticmethod
    def revenue(runs):
        return round(sum(r.players * r.room.price for r in runs), 2)

    def __repr__(self):
        return f"Run({self.bid}, {self.team!r}, {self.minutes}m)"


def load(path):
    with open(path) as fh:
        return json.load(fh)


def build(data):
    rooms = {r.code: r for r in (Room.from_dict(d) for d in data["rooms"])}
    runs, problems = [], []
    for b in data["bookings"]:
        try:
            room = rooms.get(b["room"])
            if room is None:
                raise UnknownRoom(b["room"])
            if b["players"] > room.max_team:
                raise TeamTooLarge(b["team"], b["players"], room.max_team)
            run = Run(b["id"], room, b["team"], b["players"], b["minutes"], b["hints"])
            room.runs.append(run)
            runs.append(run)
        except BookingError as e:
            kind = "room" if isinstance(e, UnknownRoom) else "size"
            problems.append(f"#{b['id']} ({kind}): {e}")
    return rooms, runs, problems


def report(data):
    rooms, runs, problems = build(data)
    lines = [f"== {data['venue']} ==", f"{len(runs)} valid runs, {len(problems)} rejected"]
    for room in sorted(rooms.values(), key=lambda r: (-r.escape_rate, r.code)):
        lines.append(f"{str(room):<26} runs={len(room.runs)} rate={room.escape_rate:.0%}")
    ranked = sorted((r for r in runs if r.escaped), key=lambda r: (-r.score, r.bid))
    lines.append("Leaderboard:")
    for i, r in enumerate(ranked[:3], 1):
        lines.append(f"  {i}. {r.team:<12}{r.score:>4} pts  {r!r}")
    lines.extend(f"  ! {p}" for p in problems)
    lines.append(f"Revenue: ${Run.revenue(runs):,.2f}")
    summary = {"venue": data["venue"], "best": ranked[0].team if ranked else None,
               "escaped": [r.bid for r in ranked], "revenue": Run.revenue(runs)}
    lines.append(json.dumps(summary, sort_keys=True))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(load("root/escape_rooms.json")))
