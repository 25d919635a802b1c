import json
from dataclasses import dataclass, field
DATA = "bp_log.csv"


class BadReading(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason

@dataclass
class Reading:
    date: str
    systolic: int
    diastolic: int
    pulse: int
    @property
    def category(self):
        return Patient.classify(self.systolic, self.diastolic)


@dataclass
class Summary:
    patients: int
    readings: int
    rejected: int
    categories: dict = field(default_factory=dict)


class Patient:
    def __init__(self, name):
        self.name = name
        self.readings = []
    def add(self, reading):
        self.readings.append(reading)
    @property
    def avg_systolic(self):
        return sum(r.systolic for r in self.readings) / len(self.readings)
    @property
    def avg_diastolic(self):
        return sum(r.diastolic for r in self.readings) / len(self.readings)
    @staticmethod
    def classify(sys_, dia):
        if sys_ >= 180 or dia >= 120:
            return "crisis"
        if sys_ >= 140 or dia >= 90:
            return "stage2"
        if sys_ >= 130 or dia >= 80:
            return "stage1"
        return "normal"
    @classmethod
    def from_readings(cls, name, readings):
        p = cls(name)
        for r in readings:
            p.add(r)
        return p
    def worst(self):
        order = ["normal", "stage1", "stage2", "crisis"]
        return max((r.category for r in self.readings), key=order.index)
    def __str__(self):
        return f"{self.name}: {len(self.readings)} readings, avg {self.avg_systolic:.1f}/{self.avg_diastolic:.1f}"
    def __repr__(self):
        return f"Patient({self.name!r}, n={len(self.readings)})"


class FlaggedPatient(Patient):
    def __init__(self, name, limit=135):
        super().__init__(name)
        self.limit = limit
    def __str__(self):
        base = super().__str__()
        mark = " [FLAG]" if self.avg_systolic >= self.limit else ""
        return base + mark


def parse(line_no, line):
    parts = [p.strip() for p in line.split(",")]
    if len(parts) != 5:
        raise BadReading(line_no, f"expected 5 fields, got {len(parts)}")
    date, name, s, d, pulse = parts
    try:
        return name, Reading(date, int(s), int(d), int(pulse))
    except ValueError:
        raise BadReading(line_no, "non-numeric value")


def main():
    patients, rejected = {}, []
    with open(DATA) as fh:
        for no, line in enumerate(fh, 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                name, reading = parse(no, line)
            except BadReading as e:
                rejected.append(str(e))
                continue
            patients.setdefault(name, FlaggedPatient(name)).add(reading)
    print("Blood pressure report")
    cats = {}
    for name in sorted(patients):
        p = patients[name]
        print(f"  {p} worst={p.worst()}")
        for r in p.readings:
            cats[r.category] = cats.get(r.category, 0) + 1
    for msg in rejected:
        print(f"  rejected {msg}")
    print(repr(patients["Alma"]))
    s = Summary(len(patients), sum(cats.values()), len(rejected), dict(sorted(cats.items())))
    print(json.dumps(s.__dict__))


main()
