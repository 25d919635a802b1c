import json
from dataclasses import dataclass


class CapacityError(Exception):
    def __init__(self, freezer, sample_id):
        super().__init__(f"{freezer.code} is full, cannot store {sample_id}")
        self.sample_id = sample_id


@dataclass(frozen=True)
class Sample:
    sample_id: str
    kind: str
    volume_ml: float
    stored: str
    @property
    def year(self):
        return int(self.stored[:4])


@dataclass
class Reading:
    celsius: float
    flagged: bool = False


class Freezer:
    tolerance = 5.0

    def __init__(self, code, capacity, setpoint):
        self.code, self.capacity, self.setpoint = code, capacity, setpoint
        self.samples, self.readings = [], []

    @classmethod
    def from_fields(cls, fields):
        code, kind, capacity, setpoint = fields
        klass = UltraLowFreezer if kind == "ultra" else cls
        return klass(code, int(capacity), float(setpoint))

    @staticmethod
    def parse_celsius(text):
        return float(text.strip())

    @property
    def free_slots(self):
        return self.capacity - len(self.samples)

    @property
    def mean_temp(self):
        if self.readings:
            return sum(r.celsius for r in self.readings) / len(self.readings)

    def store(self, sample):
        if self.free_slots <= 0:
            raise CapacityError(self, sample.sample_id)
        self.samples.append(sample)

    def record(self, text):
        celsius = self.parse_celsius(text)
        self.readings.append(Reading(celsius, abs(celsius - self.setpoint) > self.tolerance))
        return self.readings[-1]

    def __str__(self):
        mean = "n/a" if self.mean_temp is None else f"{self.mean_temp:.2f}"
        return (f"{self.code:<5} {len(self.samples)}/{self.capacity} used, "
                f"mean {mean} C (set {self.setpoint:.0f})")

    def __repr__(self):
        return f"{type(self).__name__}({self.code!r}, {self.capacity}, {self.setpoint})"


class UltraLowFreezer(Freezer):
    tolerance = 2.5

    def __str__(self):
        return super().__str__() + " [ultra-low]"


def build_report(path="root/biobank.txt"):
    freezers, lines, rejected, alarms = {}, [], [], 0
    with open(path) as handle:
        rows = [r.strip() for r in handle if r.strip() and not r.startswith("#")]
    for raw in rows:
        tag, *fields = raw.split(",")
        try:
            if tag == "F":
                freezer = Freezer.from_fields(fields)
                freezers[freezer.code] = freezer
                lines.append(f"registered {freezer!r}")
            elif tag == "S":
                sid, code, kind, volume, stored = fields
                freezers[code].store(Sample(sid, kind, float(volume), stored))
            elif tag == "T" and freezers[fields[0]].record(fields[1]).flagged:
                alarms += 1
                lines.append(f"ALARM {fields[0]} at {float(fields[1]):+.1f} C")
        except CapacityError as err:
            rejected.append(err.sample_id)
            lines.append(f"rejected: {err}")
        except (KeyError, ValueError) as err:
            lines.append(f"skipped line {raw!r}: {type(err).__name__}")
    lines += [str(f) for f in freezers.values()]
    samples = [s for f in freezers.values() for s in f.samples]
    oldest = min(samples, key=lambda s: s.stored)
    lines.append(f"oldest sample {oldest.sample_id} ({oldest.kind}, {oldest.year})")
    summary = {"freezers": len(freezers), "samples": len(samples), "rejected": rejected,
               "alarms": alarms, "total_volume_ml": round(sum(s.volume_ml for s in samples), 2)}
    lines.append(json.dumps(summary, indent=2))
    return "\n".join(lines)


if __name__ == "__main__":
    print(build_report())
