import json
from dataclasses import dataclass, field

DEPOSIT_RATE = 0.15

class RentalError(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason

@dataclass
class Instrument:
    name: str
    family: str
    condition: str = "good"

    def needs_service(self):
        return self.condition == "poor"

@dataclass
class Rental:
    rid: str
    student: str
    instrument: Instrument
    weeks: int
    rate: float
    notes: list = field(default_factory=list)

    @property
    def cost(self):
        return self.weeks * self.rate

    @property
    def deposit(self):
        return round(self.cost * DEPOSIT_RATE, 2)

    def __str__(self):
        return f"{self.rid} {self.student:<12} {self.instrument.name:<10} {self.weeks:>3}w {self.cost:>8.2f}"

class LongRental(Rental):
    def __init__(self, rid, student, instrument, weeks, rate):
        super().__init__(rid, student, instrument, weeks, rate)
        self.notes.append("long-term discount")

    @property
    def cost(self):
        return round(super().cost * 0.9, 2)

class RentalBook:
    LONG_WEEKS = 12

    def __init__(self, title):
        self.title = title
        self.rentals = []
        self.errors = []

    def __repr__(self):
        return f"RentalBook({self.title!r}, {len(self.rentals)} rentals)"

    @staticmethod
    def parse_line(line_no, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise RentalError(line_no, f"expected 7 fields, got {len(parts)}")
        rid, student, name, family, weeks, rate, cond = parts
        try:
            weeks_n, rate_f = int(weeks), float(rate)
        except ValueError:
            raise RentalError(line_no, f"bad number in {weeks!r}/{rate!r}")
        return rid, student, Instrument(name, family, cond), weeks_n, rate_f

    @classmethod
    def from_text(cls, title, text):
        book = cls(title)
        for i, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                rid, student, inst, weeks, rate = cls.parse_line(i, line)
            except RentalError as e:
                book.errors.append(str(e))
                continue
            kind = LongRental if weeks >= cls.LONG_WEEKS else Rental
            book.rentals.append(kind(rid, student, inst, weeks, rate))
        return book

    @property
    def total(self):
        return sum(r.cost for r in self.rentals)

    def by_family(self):
        out = {}
        for r in self.rentals:
            out[r.instrument.family] = out.get(r.instrument.family, 0) + r.cost
        return out

with open("root/rentals.txt") as f:
    book = RentalBook.from_text("Spring term", f.read())
print(repr(book))
for r in book.rentals:
    flag = " *service*" if r.instrument.needs_service() else ""
    print(f"{r}{flag}" + (f" ({', '.join(r.notes)})" if r.notes else ""))
for err in book.errors:
    print("skipped:", err)
print(f"Total: {book.total:.2f}, deposits: {sum(r.deposit for r in book.rentals):.2f}")
summary = {
    "title": book.title,
    "rentals": len(book.rentals),
    "errors": len(book.errors),
    "total": round(book.total, 2),
    "by_family": {k: round(v, 2) for k, v in sorted(book.by_family().items())},
    "long": [r.rid for r in book.rentals if isinstance(r, LongRental)],
}
print(json.dumps(summary))
