"""Vaccination clinic dose report: reads a session log and summarises uptake and wastage."""
import csv
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "clinic_doses.csv"


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class Session:
    date: str
    clinic: str
    vaccine: str
    given: int
    wasted: int
    vials: int

    @classmethod
    def from_row(cls, row):
        if len(row) != 6:
            raise BadRow(f"expected 6 fields, got {len(row)}")
        date, clinic, vaccine, *nums = (c.strip() for c in row)
        try:
            given, wasted, vials = (int(n) for n in nums)
        except ValueError:
            raise BadRow(f"non-integer count in {nums}") from None
        if min(given, wasted, vials) < 0:
            raise BadRow("negative count")
        return cls(date, clinic, vaccine, given, wasted, vials)

    @property
    def drawn(self):
        return self.given + self.wasted


@dataclass
class Tally:
    given: int = 0
    wasted: int = 0
    sessions: int = 0

    def add(self, s: Session):
        self.given += s.given
        self.wasted += s.wasted
        self.sessions += 1

    @property
    def waste_rate(self):
        total = self.given + self.wasted
        return self.wasted / total if total else 0.0

    def __str__(self):
        return f"{self.given:>5} given {self.wasted:>3} wasted ({self.waste_rate:6.1%}) over {self.sessions} sessions"


@dataclass
class ClinicLog:
    sessions: list = field(default_factory=list)
    errors: list = field(default_factory=list)

    @classmethod
    def load(cls, text):
        log = cls()
        rows = [r for r in csv.reader(text.splitlines()) if r and not r[0].startswith("#")]
        for lineno, row in enumerate(rows[1:], start=2):
            try:
                log.sessions.append(Session.from_row(row))
            except BadRow as e:
                log.errors.append(f"row {lineno}: {e}")
        return log

    def by(self, attr):
        tallies = defaultdict(Tally)
        for s in self.sessions:
            tallies[getattr(s, attr)].add(s)
        return dict(sorted(tallies.items()))

    def __len__(self):
        return len(self.sessions)


def main():
    log = ClinicLog.load(DATA.read_text())
    print(f"Clinic dose report: {len(log)} sessions, {len(log.errors)} skipped")
    for err in log.errors:
        print(f"  skipped {err}")
    for title, attr in (("By vaccine", "vaccine"), ("By clinic", "clinic")):
        print(title)
        for key, tally in log.by(attr).items():
            print(f"  {key:<10}{tally}")
    total = Tally()
    for s in log.sessions:
        total.add(s)
    worst = max(log.by("clinic").items(), key=lambda kv: kv[1].waste_rate)[0]
    summary = {"sessions": len(log), "skipped": len(log.errors), "given": total.given,
               "wasted": total.wasted, "waste_rate": round(total.waste_rate, 4), "worst_clinic": worst}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
