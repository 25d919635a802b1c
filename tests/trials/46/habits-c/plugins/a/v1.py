import json
from dataclasses import dataclass, field

LAMP_LIFE_HOURS = 12000
STATUS_WEIGHT = {"ok": 0, "dim": 1, "fault": 3}

class StationError(Exception):
    """Base class for problems with a station record."""

class MissingFieldError(StationError):
    def __init__(self, name, field_name):
        super().__init__(f"{name}: missing field '{field_name}'")
        self.field_name = field_name

class BadReadingError(StationError):
    pass

@dataclass
class Check:
    date: str
    lamp_hours: int
    status: str
    @classmethod
    def from_dict(cls, d):
        hours = int(d["lamp_hours"])
        if hours < 0:
            raise BadReadingError(f"negative lamp hours on {d['date']}")
        return cls(d["date"], hours, d.get("status", "ok"))

@dataclass(repr=False)
class Station:
    name: str
    range_nm: int
    checks: list = field(default_factory=list)
    @property
    def last_hours(self):
        return self.checks[-1].lamp_hours if self.checks else 0
    @property
    def risk(self):
        score = sum(STATUS_WEIGHT.get(c.status, 5) for c in self.checks)
        return score + 2 if self.last_hours > LAMP_LIFE_HOURS else score
    @staticmethod
    def lamp_left(hours):
        return max(LAMP_LIFE_HOURS - hours, 0)
    def label(self):
        return "station"
    def __str__(self):
        left = self.lamp_left(self.last_hours)
        return (f"{self.name:<16}{self.label():<12}{self.range_nm:>4} nm"
                f"{len(self.checks):>3} checks  risk {self.risk:<2} lamp left {left:>6,}h")
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, checks={len(self.checks)})"

@dataclass(repr=False)
class Lighthouse(Station):
    height_m: float = 0.0
    def label(self):
        return f"tower {self.height_m:.0f}m"

@dataclass(repr=False)
class LightVessel(Station):
    anchor_depth_m: int = 0
    def label(self):
        return "vessel"

KINDS = {"lighthouse": Lighthouse, "lightvessel": LightVessel}

def build_station(raw):
    name = raw.get("name", "?")
    for key in ("kind", "range_nm"):
        if key not in raw:
            raise MissingFieldError(name, key)
    cls = KINDS.get(raw["kind"])
    if cls is None:
        raise StationError(f"{name}: unknown kind '{raw['kind']}'")
    checks = [Check.from_dict(c) for c in raw.get("checks", [])]
    extra = {k: raw[k] for k in ("height_m", "anchor_depth_m") if k in raw}
    return cls(name, raw["range_nm"], checks, **extra)

def load(path):
    with open(path) as fh:
        data = json.load(fh)
    stations, problems = [], []
    for raw in data["stations"]:
        try:
            stations.append(build_station(raw))
        except BadReadingError as exc:
            problems.append(f"bad reading at {raw['name']}: {exc}")
        except StationError as exc:
            problems.append(str(exc))
    return data["district"], stations, problems

def report(path):
    district, stations, problems = load(path)
    lines = [f"Lighthouse district: {district}", "=" * 40]
    ranked = sorted(stations, key=lambda s: (-s.risk, s.name))
    lines += [f"{i}. {s}" for i, s in enumerate(ranked, 1)]
    towers = [s for s in stations if isinstance(s, Lighthouse)]
    if towers:
        tallest = max(towers, key=lambda s: s.height_m)
        lines.append(f"Tallest tower: {tallest.name} ({tallest.height_m} m)")
    due = sorted(s.name for s in stations if s.last_hours > LAMP_LIFE_HOURS * 0.7)
    lines.append("Lamp change due: " + (", ".join(due) or "none"))
    lines.append(f"Problems ({len(problems)}):")
    lines += ["  - " + p for p in problems]
    summary = {
        "district": district,
        "stations": len(stations),
        "by_kind": {k: sum(1 for s in stations if isinstance(s, c)) for k, c in KINDS.items()},
        "worst": repr(ranked[0]) if ranked else None,
        "avg_range": round(sum(s.range_nm for s in stations) / len(stations), 2),
    }
    lines.append(json.dumps(summary, indent=2, sort_keys=True))
    return "\n".join(lines)

#{
    name: "lighthouse-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "lighthouse_report",
            description: "Rank lighthouse stations by risk and summarise lamp checks",
            parameters: #{ path: #{ type: "string", description: "JSON file of stations" } },
            execute: |args| {
                report(args.path)
            }
        });
    }
}
