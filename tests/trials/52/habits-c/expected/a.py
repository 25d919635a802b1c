# Fire brigade call-out report (object-oriented).
from dataclasses import dataclass, field
import json
import sys


class RecordError(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason


@dataclass
class Callout:
    ident: str
    station: str
    kind: str
    minutes: float
    crew: int
    @classmethod
    def from_line(cls, line, line_no):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6:
            raise RecordError(line_no, f"expected 6 fields, got {len(parts)}")
        ident, station, kind, minutes, crew, extra = parts
        try:
            mins, n = float(minutes), int(crew)
        except ValueError:
            raise RecordError(line_no, f"bad number in {ident}")
        if kind == "hazmat":
            return HazmatCallout(ident, station, kind, mins, n, extra or "unknown")
        return cls(ident, station, kind, mins, n)
    @property
    def crew_minutes(self):
        return self.minutes * self.crew
    def is_slow(self, limit=10.0):
        return self.minutes > limit
    def __str__(self):
        return f"{self.ident} {self.kind:<7} {self.minutes:5.2f} min x{self.crew}"


@dataclass
class HazmatCallout(Callout):
    substance: str = "unknown"
    def is_slow(self, limit=10.0):
        return self.minutes > limit * 1.5
    def __str__(self):
        return super().__str__() + f" [{self.substance}]"


class Station:
    def __init__(self, name):
        self.name = name
        self.callouts = []
    def add(self, callout):
        self.callouts.append(callout)
    @property
    def average_minutes(self):
        if not self.callouts:
            return 0.0
        return sum(c.minutes for c in self.callouts) / len(self.callouts)
    @staticmethod
    def grade(avg):
        return "A" if avg < 8 else "B" if avg < 12 else "C"
    def __repr__(self):
        return f"Station({self.name!r}, {len(self.callouts)} call-outs)"


@dataclass
class Brigade:
    stations: dict = field(default_factory=dict)
    errors: list = field(default_factory=list)
    @classmethod
    def load(cls, path):
        brigade = cls()
        with open(path) as fh:
            for no, line in enumerate(fh, start=1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                try:
                    c = Callout.from_line(line, no)
                except RecordError as err:
                    brigade.errors.append(str(err))
                    continue
                brigade.stations.setdefault(c.station, Station(c.station)).add(c)
        return brigade
    def report(self):
        out = []
        for st in sorted(self.stations.values(), key=lambda s: s.average_minutes):
            avg = st.average_minutes
            out.append(f"{repr(st)} avg {avg:.2f} grade {Station.grade(avg)}")
            for c in st.callouts:
                flag = " SLOW" if c.is_slow() else ""
                out.append(f"  {c}{flag}")
        total = sum(c.crew_minutes for s in self.stations.values() for c in s.callouts)
        out.append(f"crew-minutes total: {total:,.1f}")
        for e in self.errors:
            out.append(f"skipped {e}")
        summary = {s.name: round(s.average_minutes, 2) for s in self.stations.values()}
        out.append(json.dumps({"averages": summary, "errors": len(self.errors)}, sort_keys=True))
        return "\n".join(out)


if __name__ == "__main__":
    print(Brigade.load(sys.argv[1] if len(sys.argv) > 1 else "root/callouts.txt").report())
