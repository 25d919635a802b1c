# Bell-ringing peal register: reads peals from a text file and reports per tower.
import json
from dataclasses import dataclass, field

class PealFormatError(ValueError):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason

@dataclass
class Peal:
    tower: str
    date: str
    method: str
    changes: int
    minutes: int
    ringers: int
    tags: list = field(default_factory=list)
    FULL_PEAL = 5000

    @property
    def is_full(self):
        return self.changes >= self.FULL_PEAL
    @property
    def rate(self):
        return self.changes / self.minutes

    @classmethod
    def from_line(cls, line_no, line):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 7:
            raise PealFormatError(line_no, f"expected 7 fields, got {len(parts)}")
        tower, date, method, changes, minutes, ringers, kind = parts
        try:
            changes, minutes, ringers = int(changes), int(minutes), int(ringers)
        except ValueError as exc:
            raise PealFormatError(line_no, f"bad number ({exc})") from None
        if minutes <= 0:
            raise PealFormatError(line_no, "duration must be positive")
        return cls(Tower.normalise(tower), date, method, changes, minutes, ringers, [kind])

class Tower:
    label = "Tower"

    def __init__(self, name, bells):
        self.name = name
        self.bells = bells
        self.peals = []

    @staticmethod
    def normalise(name):
        return " ".join(word.capitalize() for word in name.split())
    def add(self, peal):
        self.peals.append(peal)
        self.bells = max(self.bells, peal.ringers)

    @property
    def total_changes(self):
        return sum(p.changes for p in self.peals)

    def score(self):
        return sum(2 if p.is_full else 1 for p in self.peals)
    def __str__(self):
        return f"{self.label:<10} {self.name:<20} bells={self.bells:>2} peals={len(self.peals)} score={self.score():>2}"

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, bells={self.bells})"

class Cathedral(Tower):
    label = "Cathedral"

    def score(self):
        return super().score() + 1

def build_report(path):
    towers, errors = {}, []
    with open(path, encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                peal = Peal.from_line(line_no, line)
            except PealFormatError as err:
                errors.append(str(err))
                continue
            if peal.tower not in towers:
                kind = Cathedral if "cathedral" in peal.tags else Tower
                towers[peal.tower] = kind(peal.tower, peal.ringers)
            towers[peal.tower].add(peal)
    ranked = sorted(towers.values(), key=lambda t: (-t.score(), t.name))
    lines = ["PEAL REGISTER", "=" * 13]
    lines += [str(t) for t in ranked]
    fastest = max((p for t in ranked for p in t.peals), key=lambda p: p.rate)
    lines.append(f"Fastest: {fastest.method} at {fastest.tower} ({fastest.rate:.1f} changes/min)")
    lines.append(f"Towers: {[repr(t) for t in ranked[:2]]}")
    lines += [f"Skipped {e}" for e in errors]
    summary = {
        "towers": len(towers),
        "peals": sum(len(t.peals) for t in ranked),
        "full_peals": sum(p.is_full for t in ranked for p in t.peals),
        "total_changes": sum(t.total_changes for t in ranked),
        "top": ranked[0].name,
        "errors": len(errors),
    }
    lines.append(json.dumps(summary, indent=2))
    return "\n".join(lines)

if __name__ == "__main__":
    print(build_report("root/peals.txt"))
