import json
from dataclasses import dataclass, field

DATA = "root/regatta.csv"

class EntryError(Exception):
    def __init__(self, lineno, reason):
        super().__init__(f"line {lineno}: {reason}")
        self.lineno = lineno
        self.reason = reason

@dataclass
class Finish:
    race: int
    elapsed: int

    def corrected(self, py):
        return self.elapsed * 1000 / py

@dataclass
class Boat:
    name: str
    helm: str
    py: int
    finishes: list = field(default_factory=list)
    dnf: int = 0

    kind = "boat"

    @property
    def best(self):
        return min(f.corrected(self.py) for f in self.finishes) if self.finishes else None

    @property
    def average(self):
        if not self.finishes:
            return 0.0
        return sum(f.corrected(self.py) for f in self.finishes) / len(self.finishes)

    @staticmethod
    def clock(seconds):
        return "{:02d}:{:02d}".format(*divmod(int(round(seconds)), 60))

    @classmethod
    def from_fields(cls, name, helm, py):
        return cls(name, helm, int(py))

    def __str__(self):
        return f"{self.name} ({self.kind}, {self.helm}, PY {self.py})"

class Keelboat(Boat):
    kind = "keelboat"

    def __init__(self, name, helm, py):
        super().__init__(name, helm, py)
        self.ballast_note = "heavy"

    def __repr__(self):
        return f"Keelboat({self.name!r}, py={self.py})"

class Dinghy(Boat):
    kind = "dinghy"

class Regatta:
    KINDS = {"dinghy": Dinghy, "keelboat": Keelboat}

    def __init__(self, title):
        self.title = title
        self.boats = {}
        self.errors = []

    def add_line(self, lineno, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise EntryError(lineno, "expected 6 fields")
        name, kind, helm, py, elapsed, race = parts
        if kind not in self.KINDS or int(py) <= 0:
            raise EntryError(lineno, f"bad class or PY for {name}")
        if name not in self.boats:
            self.boats[name] = self.KINDS[kind].from_fields(name, helm, py)
        boat = self.boats[name]
        if elapsed == "DNF":
            boat.dnf += 1
            return
        boat.finishes.append(Finish(int(race), int(elapsed)))

    def load(self, text):
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                self.add_line(lineno, line)
            except EntryError as err:
                self.errors.append(str(err))

    def standings(self):
        ranked = [b for b in self.boats.values() if b.finishes]
        return sorted(ranked, key=lambda b: b.average)

    def report(self):
        print(f"=== {self.title} ===")
        for pos, boat in enumerate(self.standings(), 1):
            print(f"{pos}. {str(boat):<34} avg {Boat.clock(boat.average)}"
                  f"  best {Boat.clock(boat.best)}  dnf {boat.dnf}")
        print("\n".join(f"skipped {e}" for e in self.errors))
        print(repr(self.boats["Orca"]))
        win = self.standings()[0]
        print(json.dumps({"title": self.title, "boats": len(self.boats), "winner": win.name,
                          "winner_avg_s": round(win.average, 1), "errors": len(self.errors)}))

if __name__ == "__main__":
    regatta = Regatta("Autumn Pursuit Series")
    with open(DATA) as fh:
        regatta.load(fh.read())
    regatta.report()
