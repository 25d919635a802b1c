from dataclasses import dataclass, field
import json


class LogError(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason


KIND_WEIGHT = {"planet": 1.0, "cluster": 1.2, "nebula": 1.5, "galaxy": 2.0}


@dataclass
class Observation:
    date: str
    target: str
    kind: str
    magnitude: float
    seeing: int
    minutes: int = 0
    notes: str = ""

    @classmethod
    def from_row(cls, line_no, row):
        parts = [p.strip() for p in row.split(",")]
        if len(parts) < 6:
            raise LogError(line_no, f"expected 6+ fields, got {len(parts)}")
        date, target, kind, mag, seeing, minutes = parts[:6]
        if kind not in KIND_WEIGHT:
            raise LogError(line_no, f"unknown kind {kind!r}")
        try:
            return cls(date, target, kind, float(mag), int(seeing), int(minutes), ",".join(parts[6:]))
        except ValueError as e:
            raise LogError(line_no, str(e))

    @property
    def difficulty(self):
        return round(self.magnitude * KIND_WEIGHT[self.kind] / self.seeing, 2)

    @staticmethod
    def seeing_label(seeing):
        return {1: "awful", 2: "poor", 3: "fair", 4: "good", 5: "excellent"}.get(seeing, "?")

    def __str__(self):
        return f"{self.date} {self.kind:<7} mag {self.magnitude:4.1f} seeing {self.seeing_label(self.seeing)} ({self.minutes} min)"


@dataclass
class TargetSummary:
    target: str
    sessions: list = field(default_factory=list)

    @property
    def total_minutes(self):
        return sum(o.minutes for o in self.sessions)

    @property
    def best(self):
        return max(self.sessions, key=lambda o: o.seeing)

    def __repr__(self):
        return f"TargetSummary({self.target!r}, n={len(self.sessions)})"


class ObservingLog:
    def __init__(self, text):
        self.observations = []
        self.errors = []
        for i, line in enumerate(text.splitlines()[1:], start=2):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                self.observations.append(Observation.from_row(i, line))
            except LogError as err:
                self.errors.append(err)

    def by_target(self):
        out = {}
        for o in self.observations:
            out.setdefault(o.target, TargetSummary(o.target)).sessions.append(o)
        return out

    def report(self):
        summaries = self.by_target()
        lines = [f"{len(self.observations)} observations of {len(summaries)} targets"]
        for name in sorted(summaries, key=lambda n: -summaries[n].total_minutes):
            s = summaries[name]
            lines.append(f"  {name:<8} {len(s.sessions)} sessions, {s.total_minutes:>3} min, best: {s.best}")
        hardest = max(self.observations, key=lambda o: o.difficulty)
        lines.append(f"hardest: {hardest.target} (difficulty {hardest.difficulty})")
        lines.append(f"most visited: {max(summaries.values(), key=lambda s: len(s.sessions))!r}")
        for err in self.errors:
            lines.append(f"skipped {err}")
        data = {
            "targets": {n: s.total_minutes for n, s in summaries.items()},
            "kinds": sorted({o.kind for o in self.observations}),
            "errors": [e.line_no for e in self.errors if isinstance(e, LogError)],
        }
        return "\n".join(lines), data

#{
    name: "observing-log",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "observing_report",
            description: "Summarise a telescope observing log (CSV) per target",
            parameters: #{ path: #{ type: "string", description: "CSV log to read" } },
            execute: |args| {
                let text = ctx.fs.read(args.path);
                report, data = ObservingLog(text).report()
                #{ content: [#{ type: "text", text: report }], structuredContent: data }
            }
        });
    }
}
