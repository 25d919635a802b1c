from dataclasses import dataclass, field
import json


class InspectionError(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason


@dataclass
class Inspection:
    hive: str
    date: str
    brood: int
    honey: int
    mites: float
    queen_seen: bool

    @classmethod
    def from_line(cls, line_no, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise InspectionError(line_no, f"expected 6 fields, got {len(parts)}")
        hive, date, brood, honey, mites, queen = parts
        return cls(hive, date, cls._num(line_no, "brood", brood, int),
                   cls._num(line_no, "honey", honey, int),
                   cls._num(line_no, "mites", mites, float),
                   queen.lower() in ("y", "yes", "true"))

    @staticmethod
    def _num(line_no, name, value, kind):
        try:
            return kind(value)
        except ValueError:
            raise InspectionError(line_no, f"bad {name} {value!r}")

    @staticmethod
    def classify(mites):
        return "treat" if mites >= 3.0 else "watch" if mites >= 1.5 else "ok"

    @property
    def mite_risk(self):
        return self.classify(self.mites)


@dataclass
class Hive:
    name: str
    inspections: list = field(default_factory=list)

    @property
    def latest(self):
        return max(self.inspections, key=lambda i: i.date)

    @property
    def avg_mites(self):
        return sum(i.mites for i in self.inspections) / len(self.inspections)

    @property
    def queenless_streak(self):
        streak = 0
        for insp in sorted(self.inspections, key=lambda i: i.date, reverse=True):
            if insp.queen_seen:
                break
            streak += 1
        return streak

    def __str__(self):
        last = self.latest
        text = (f"{self.name}: {len(self.inspections)} inspections, last {last.date}, "
                f"brood {last.brood}, honey {last.honey}, "
                f"mites avg {self.avg_mites:.2f} ({Inspection.classify(self.avg_mites)})")
        if self.queenless_streak:
            text += f", queen not seen x{self.queenless_streak}"
        return text

    def __repr__(self):
        return f"Hive({self.name!r}, n={len(self.inspections)})"


class Apiary:
    def __init__(self):
        self.hives = {}
        self.errors = []

    @classmethod
    def load(cls, source):
        apiary = cls()
        lines = source.splitlines() if isinstance(source, str) else list(source)
        for n, line in enumerate(lines, 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                insp = Inspection.from_line(n, line)
            except InspectionError as e:
                apiary.errors.append(str(e))
                continue
            apiary.hives.setdefault(insp.hive, Hive(insp.hive)).inspections.append(insp)
        return apiary

    def report(self):
        lines = [str(h) for h in sorted(self.hives.values(), key=lambda h: h.name)]
        alerts = {h.name: h.latest.mite_risk for h in self.hives.values() if h.latest.mite_risk != "ok"}
        summary = {"hives": len(self.hives), "alerts": alerts, "errors": self.errors,
                   "total_honey": sum(h.latest.honey for h in self.hives.values())}
        lines.append(f"errors: {len(self.errors)}")
        lines += [f"  {e}" for e in self.errors]
        return "\n".join(lines), summary



#{
    name: "apiary",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "hive_report",
            description: "Summarise a beehive inspection log (CSV) per hive, with mite alerts",
            parameters: #{ path: #{ type: "string", description: "inspection CSV file" } },
            execute: |args| {
                let (text, summary) = Apiary.load(ctx.fs.read(args.path)).report();
                #{ content: [#{ type: "text", text: text }], isError: false, structuredContent: summary }
            }
        });
    }
}
