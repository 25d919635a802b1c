"""Bull-riding event report: qualified rides, rider standings, bull averages."""
import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA = "root/rodeo_rides.csv"
QUALIFY_SECONDS = 8.0
MAX_HALF = 50.0


class BadRide(ValueError):
    pass


@dataclass(frozen=True)
class Ride:
    rider: str
    bull: str
    round: int
    rider_score: float
    bull_score: float
    seconds: float

    @classmethod
    def from_line(cls, line: str) -> "Ride":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise BadRide(f"expected 6 fields, got {len(parts)}")
        rider, bull, rnd, rs, bs, secs = parts
        try:
            ride = cls(rider, bull, int(rnd), float(rs), float(bs), float(secs))
        except ValueError as exc:
            raise BadRide(f"bad number ({exc})") from None
        if not (0 <= ride.rider_score <= MAX_HALF and 0 <= ride.bull_score <= MAX_HALF):
            raise BadRide("score out of range")
        if ride.seconds < 0:
            raise BadRide("negative time")
        return ride

    @property
    def qualified(self) -> bool:
        return self.seconds >= QUALIFY_SECONDS and self.rider_score > 0

    @property
    def total(self) -> float:
        return self.rider_score + self.bull_score if self.qualified else 0.0


@dataclass
class Rider:
    name: str
    rides: list = field(default_factory=list)

    def add(self, ride: Ride) -> None:
        self.rides.append(ride)

    @property
    def qualified_rides(self) -> int:
        return sum(1 for r in self.rides if r.qualified)

    @property
    def aggregate(self) -> float:
        return sum(r.total for r in self.rides)

    @property
    def best(self) -> float:
        return max((r.total for r in self.rides), default=0.0)

    def __lt__(self, other: "Rider") -> bool:
        return (self.aggregate, self.qualified_rides) < (other.aggregate, other.qualified_rides)

    def __str__(self) -> str:
        return (f"{self.name:<14} {self.qualified_rides}/{len(self.rides)} "
                f"agg {self.aggregate:6.1f}  best {self.best:5.1f}")


class Event:
    def __init__(self, lines):
        self.riders: dict[str, Rider] = {}
        self.bulls = defaultdict(list)
        self.rejected: list[tuple[int, str]] = []
        for no, line in enumerate(lines, start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                ride = Ride.from_line(line)
            except BadRide as exc:
                self.rejected.append((no, str(exc)))
                continue
            self.riders.setdefault(ride.rider, Rider(ride.rider)).add(ride)
            self.bulls[ride.bull].append(ride)

    def __len__(self) -> int:
        return sum(len(r.rides) for r in self.riders.values())

    def standings(self):
        return sorted(self.riders.values(), reverse=True)

    def bull_averages(self):
        avgs = {b: sum(r.bull_score for r in rs) / len(rs) for b, rs in self.bulls.items()}
        return sorted(avgs.items(), key=lambda kv: (-kv[1], kv[0]))

    def report(self) -> str:
        out = ["RODEO BULL-RIDING REPORT", "=" * 24, "Standings:"]
        for pos, rider in enumerate(self.standings(), start=1):
            out.append(f"{pos}. {rider}")
        out.append("Bulls by average score:")
        for bull, avg in self.bull_averages():
            out.append(f"  {bull:<22}{avg:5.2f}")
        for no, why in self.rejected:
            out.append(f"skipped line {no}: {why}")
        winner = self.standings()[0]
        summary = {"rides": len(self), "qualified": sum(r.qualified_rides for r in self.riders.values()),
                   "rejected": len(self.rejected), "winner": winner.name,
                   "winning_aggregate": round(winner.aggregate, 1)}
        out.append(json.dumps(summary))
        return "\n".join(out)


if __name__ == "__main__":
    with open(DATA, encoding="utf-8") as fh:
        print(Event(fh).report())
