from dataclasses import dataclass, field
import json


class RecordError(Exception):
    pass


@dataclass
class Tariff:
    zone: str
    per_hour: float = 2.5
    free_minutes: int = 15
    daily_cap: float = 20.0

    def charge(self, minutes):
        if minutes <= self.free_minutes:
            return 0.0
        hours = -(-minutes // 60)
        return min(hours * self.per_hour, self.daily_cap)


TARIFFS = {t.zone: t for t in [Tariff("P1"),
                               Tariff("P2", per_hour=3.0, daily_cap=18.0),
                               Tariff("P3", per_hour=1.5, free_minutes=30)]}


@dataclass
class Session:
    plate: str
    zone: str
    entry: int
    exit: int
    tags: list = field(default_factory=list)

    @staticmethod
    def to_minutes(hhmm):
        h, m = hhmm.split(":")
        if not (h.isdigit() and m.isdigit()):
            raise ValueError(f"bad time {hhmm!r}")
        return int(h) * 60 + int(m)

    @classmethod
    def parse(cls, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 4:
            raise RecordError(f"expected 4 fields, got {len(parts)}")
        plate, zone, a, b = parts
        if zone not in TARIFFS:
            raise RecordError(f"{plate}: unknown zone {zone}")
        s = cls(plate, zone, cls.to_minutes(a), cls.to_minutes(b))
        if s.exit < s.entry:
            raise RecordError(f"{plate}: exit before entry")
        if s.minutes > 8 * 60:
            s.tags.append("long")
        return s

    @property
    def minutes(self):
        return self.exit - self.entry

    @property
    def fee(self):
        return TARIFFS[self.zone].charge(self.minutes)

    def __str__(self):
        tag = f" [{', '.join(self.tags)}]" if self.tags else ""
        return f"{self.plate} {self.zone} {self.minutes}min {self.fee:.2f}{tag}"

    def __repr__(self):
        return f"Session({self.plate!r}, {self.zone!r})"


class Garage:
    def __init__(self):
        self.sessions = []
        self.errors = []

    def load(self, text):
        for n, line in enumerate(text.splitlines(), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                self.sessions.append(Session.parse(line))
            except Exception as e:
                kind = "bad record" if isinstance(e, RecordError) else "bad value"
                self.errors.append(f"line {n}: {kind}: {e}")

    def totals(self):
        out = {}
        for s in self.sessions:
            out[s.plate] = out.get(s.plate, 0.0) + s.fee
        return out

    def report(self):
        totals = self.totals()
        lines = [str(s) for s in self.sessions]
        lines.append("-- per plate --")
        lines += [f"{p}: {v:.2f}" for p, v in sorted(totals.items(), key=lambda kv: -kv[1])]
        lines += self.errors
        by_zone = {z: sum(1 for s in self.sessions if s.zone == z) for z in TARIFFS}
        summary = {"totals": totals, "by_zone": by_zone, "errors": len(self.errors)}
        return "\n".join(lines), summary


def parking_report(text):
    g = Garage()
    g.load(text)
    text, summary = g.report()
    return text + "\n" + json.dumps(summary)


#{
    name: "parking-fees",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "parking_report",
            description: "Fees per parking session and per plate from a CSV log",
            parameters: #{ path: #{ type: "string", description: "CSV file to read" } },
            execute: |args| {
                parking_report(ctx.fs.read(args.path))
            }
        });
    }
}
