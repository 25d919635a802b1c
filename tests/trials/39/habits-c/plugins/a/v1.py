from dataclasses import dataclass, field
import json


class ReadingError(Exception):
    def __init__(self, line_no, message):
        super().__init__(f"line {line_no}: {message}")
        self.line_no = line_no


LIMITS = {"ph": (6.5, 8.0), "ammonia": (0.0, 0.25), "nitrate": (0.0, 40.0), "temp": (23.0, 28.0)}


@dataclass
class WaterTest:
    tank: str
    day: str
    ph: float = 7.0
    ammonia: float = 0.0
    nitrate: float = 0.0
    temp: float = 25.0

    @classmethod
    def parse(cls, line_no, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) < 2:
            raise ReadingError(line_no, "need at least tank and day")
        tank, day, *values = parts
        kwargs = {}
        for item in values:
            if "=" not in item:
                raise ReadingError(line_no, f"bad field '{item}'")
            key, raw = item.split("=", 1)
            if key not in LIMITS:
                raise ReadingError(line_no, f"unknown measure '{key}'")
            kwargs[key] = WaterTest.to_number(line_no, raw)
        return cls(tank, day, **kwargs)

    @staticmethod
    def to_number(line_no, raw):
        try:
            return float(raw)
        except ValueError:
            raise ReadingError(line_no, f"not a number: '{raw}'")

    @property
    def alerts(self):
        out = []
        for key, (lo, hi) in LIMITS.items():
            value = getattr(self, key)
            if value < lo or value > hi:
                out.append(f"{key} {value:g} outside {lo:g}-{hi:g}")
        return out

    @property
    def healthy(self):
        return not self.alerts

    def __str__(self):
        state = "ok" if self.healthy else "; ".join(self.alerts)
        return f"{self.tank} {self.day}: {state}"

    def __repr__(self):
        return f"WaterTest({self.tank!r}, {self.day!r})"


@dataclass
class TankLog:
    name: str
    tests: list = field(default_factory=list)

    def add(self, test):
        if not isinstance(test, WaterTest):
            raise TypeError("expected a WaterTest")
        self.tests.append(test)

    @property
    def latest(self):
        return max(self.tests, key=lambda t: t.day)

    @property
    def alert_days(self):
        return [t.day for t in self.tests if not t.healthy]


def load(text):
    tanks, errors = {}, []
    for i, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            test = WaterTest.parse(i, line)
        except ReadingError as e:
            errors.append(str(e))
            continue
        tanks.setdefault(test.tank, TankLog(test.tank)).add(test)
    return tanks, errors


def report(text):
    tanks, errors = load(text)
    lines = []
    for name in sorted(tanks):
        log = tanks[name]
        lines.append(f"{name}: {len(log.tests)} tests, latest {log.latest}")
        if log.alert_days:
            lines.append(f"  alert days: {', '.join(log.alert_days)}")
    for e in errors:
        lines.append(f"skipped {e}")
    summary = {name: len(log.alert_days) for name, log in tanks.items()}
    return "\n".join(lines), summary


#{
    name: "aquarium-water",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "water_report",
            description: "Report water-test alerts per aquarium tank from a CSV log",
            parameters: #{ path: #{ type: "string", description: "CSV log of water tests" } },
            execute: |args| {
                let text = ctx.fs.read(args.path);
                let result = report(text);
                #{
                    content: [#{ type: "text", text: result[0] }],
                    structuredContent: result[1],
                    isError: false
                }
            }
        });
    }
}
