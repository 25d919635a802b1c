import json
from dataclasses import dataclass, field

DATA = "locks.txt"

class BadRecord(Exception):
    def __init__(self, lineno, reason):
        super().__init__(f"line {lineno}: {reason}")
        self.lineno = lineno
        self.reason = reason

@dataclass
class Vessel:
    name: str
    kind: str
    length: float

@dataclass
class Passage:
    time: str
    vessel: Vessel
    direction: str
    crew: int = 1
    @property
    def minutes(self):
        h, m = self.time.split(":")
        return int(h) * 60 + int(m)

class Lock:
    fee_per_metre = 0.4
    def __init__(self, name):
        self.name = name
        self.passages = []
    def add(self, passage):
        self.passages.append(passage)
    @property
    def count(self):
        return len(self.passages)
    @property
    def tolls(self):
        return round(sum(self.toll(p) for p in self.passages), 2)
    def toll(self, passage):
        return passage.vessel.length * self.fee_per_metre
    @staticmethod
    def is_valid_direction(d):
        return d in ("up", "down")
    @classmethod
    def named(cls, name):
        return cls(name)
    def __str__(self):
        return f"{self.name}: {self.count} passages, tolls {self.tolls:.2f}"
    def __repr__(self):
        return f"Lock({self.name!r})"

class Staircase(Lock):
    def __init__(self, name, chambers):
        super().__init__(name)
        self.chambers = chambers
    def toll(self, passage):
        return super().toll(passage) * (1 + self.chambers / 10)
    def __str__(self):
        return super().__str__() + f" ({self.chambers} chambers)"

def parse(lineno, line):
    parts = line.split("|")
    if len(parts) != 7:
        raise BadRecord(lineno, "expected 7 fields")
    time, lock, kind, name, length, direction, crew = parts
    if not Lock.is_valid_direction(direction):
        raise BadRecord(lineno, f"bad direction {direction!r}")
    try:
        vessel = Vessel(name, kind, float(length))
        return lock, Passage(time, vessel, direction, int(crew))
    except ValueError as e:
        raise BadRecord(lineno, f"bad number ({e.__class__.__name__})")

def main():
    locks = {"Caen Hill": Staircase("Caen Hill", 16)}
    errors = []
    with open(DATA) as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                lock_name, passage = parse(lineno, line)
            except BadRecord as err:
                errors.append(str(err))
                continue
            locks.setdefault(lock_name, Lock.named(lock_name)).add(passage)
    print("CANAL LOCK PASSAGES")
    for lock in sorted(locks.values(), key=lambda l: -l.tolls):
        print(" ", lock)
        for p in lock.passages:
            print(f"    {p.time} {p.vessel.name:<11}{p.direction:>5} {lock.toll(p):6.2f}")
    for e in errors:
        print("  skipped", e)
    busiest = max(locks.values(), key=lambda l: l.count)
    all_p = [p for l in locks.values() for p in l.passages]
    summary = {
        "passages": len(all_p),
        "busiest": repr(busiest),
        "crew": sum(p.crew for p in all_p),
        "tolls": round(sum(l.tolls for l in locks.values()), 2),
        "span_min": max(p.minutes for p in all_p) - min(p.minutes for p in all_p),
        "skipped": len(errors),
    }
    print(json.dumps(summary))

if __name__ == "__main__":
    main()
