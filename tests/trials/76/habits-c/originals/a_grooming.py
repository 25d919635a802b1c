#!/usr/bin/env python3
"""Pet grooming salon: weekly report per groomer from an appointments CSV."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field

DATA = "root/grooming.csv"


class BadLine(ValueError):
    pass


@dataclass(frozen=True)
class Appointment:
    date: str
    groomer: str
    pet: str
    species: str
    service: str
    minutes: int
    price: float

    @classmethod
    def parse(cls, line: str) -> "Appointment":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLine(f"expected 7 fields, got {len(parts)}")
        date, groomer, pet, species, service, minutes, price = parts
        try:
            mins = int(minutes)
            cost = float(price)
        except ValueError as exc:
            raise BadLine(f"bad number ({exc})") from None
        if mins <= 0 or cost < 0:
            raise BadLine("minutes must be positive and price non-negative")
        return cls(date, groomer, pet, species, service, mins, cost)

    @property
    def rate_per_hour(self) -> float:
        return self.price * 60 / self.minutes


@dataclass
class Groomer:
    name: str
    appointments: list = field(default_factory=list)

    def add(self, appt: Appointment) -> None:
        self.appointments.append(appt)

    def __len__(self) -> int:
        return len(self.appointments)

    @property
    def minutes(self) -> int:
        return sum(a.minutes for a in self.appointments)

    @property
    def takings(self) -> float:
        return sum(a.price for a in self.appointments)

    @property
    def hourly(self) -> float:
        return self.takings * 60 / self.minutes if self.minutes else 0.0

    def __lt__(self, other: "Groomer") -> bool:
        return (-self.takings, self.name) < (-other.takings, other.name)

    def __str__(self) -> str:
        return (f"{self.name:<8}{len(self):>4}{self.minutes:>8}"
                f"{self.takings:>10.2f}{self.hourly:>9.2f}")


class Salon:
    def __init__(self) -> None:
        self.groomers: dict[str, Groomer] = {}
        self.by_service: dict[str, int] = defaultdict(int)
        self.skipped: list[tuple[int, str]] = []

    def load(self, text: str) -> "Salon":
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                appt = Appointment.parse(line)
            except BadLine as err:
                self.skipped.append((lineno, str(err)))
                continue
            self.groomers.setdefault(appt.groomer, Groomer(appt.groomer)).add(appt)
            self.by_service[appt.service] += 1
        return self

    def __iter__(self):
        return iter(sorted(self.groomers.values()))

    @property
    def total(self) -> float:
        return sum(g.takings for g in self.groomers.values())

    def report(self) -> str:
        out = ["GROOMING REPORT", f"{'groomer':<8}{'appt':>4}{'mins':>8}{'takings':>10}{'per hr':>9}"]
        out += [str(g) for g in self]
        out.append(f"services: " + ", ".join(f"{s}={n}" for s, n in sorted(self.by_service.items())))
        for lineno, why in self.skipped:
            out.append(f"skipped line {lineno}: {why}")
        best = next(iter(self), None)
        summary = {
            "appointments": sum(len(g) for g in self.groomers.values()),
            "skipped": len(self.skipped),
            "takings": round(self.total, 2),
            "top_groomer": best.name if best else None,
        }
        out.append(json.dumps(summary))
        return "\n".join(out)


def main(path: str = DATA) -> None:
    with open(path, encoding="utf-8") as fh:
        print(Salon().load(fh.read()).report())


if __name__ == "__main__":
    main(*sys.argv[1:])
