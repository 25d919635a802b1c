"""Hair salon appointment ledger: reads root/salon.csv, returns a report."""
import json
from dataclasses import dataclass

DATA = "root/salon.csv"

class BookingError(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason

@dataclass
class Appointment:
    client: str
    stylist: str
    minutes: int
    price: float
    tip: float = 0.0
    KIND = "cut"
    @property
    def total(self):
        return self.price + self.tip
    @property
    def rate_per_hour(self):
        return self.total / self.minutes * 60
    def label(self):
        return f"{self.KIND}:{self.client.lower()}"
    def __str__(self):
        return f"{self.client:<8} {self.KIND:<6} {self.minutes:>3} min {self.total:>7.2f}"

@dataclass
class ColourAppointment(Appointment):
    shade: str = "natural"
    KIND = "colour"
    SURCHARGE = 12.5
    @property
    def total(self):
        return super().total + self.SURCHARGE
    def label(self):
        return f"{super().label()}/{self.shade}"

class Stylist:
    def __init__(self, name):
        self.name = name
        self.appointments = []
    def add(self, appt):
        self.appointments.append(appt)
    @property
    def revenue(self):
        return sum(a.total for a in self.appointments)
    @property
    def busy_minutes(self):
        return sum(a.minutes for a in self.appointments)
    def __repr__(self):
        return f"Stylist({self.name!r}, appointments={len(self.appointments)})"

class Salon:
    def __init__(self, name):
        self.name = name
        self.stylists = {}
        self.rejected = []
    @staticmethod
    def parse_line(line_no, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) not in (5, 6):
            raise BookingError(line_no, f"expected 5 or 6 fields, got {len(parts)}")
        kind, client, stylist, minutes, price, *rest = parts
        try:
            minutes, price = int(minutes), float(price)
        except ValueError as exc:
            raise BookingError(line_no, f"bad number ({exc})") from exc
        if minutes <= 0:
            raise BookingError(line_no, "minutes must be positive")
        if kind == "cut":
            return Appointment(client, stylist, minutes, price, float(rest[0]) if rest else 0.0)
        if kind == "colour":
            return ColourAppointment(client, stylist, minutes, price, 0.0, rest[0] if rest else "natural")
        raise BookingError(line_no, f"unknown kind {kind!r}")
    @classmethod
    def from_text(cls, name, text):
        salon = cls(name)
        for no, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                appt = cls.parse_line(no, line)
            except BookingError as err:
                salon.rejected.append(err)
                continue
            salon.stylists.setdefault(appt.stylist, Stylist(appt.stylist)).add(appt)
        return salon
    def report(self):
        ranked = sorted(self.stylists.values(), key=lambda s: (-s.revenue, s.name))
        lines = [f"== {self.name.title()} ==", ""]
        for s in ranked:
            lines.append(f"{s.name:<10}{s.busy_minutes:>5} min {s.revenue:>9.2f}")
            for a in sorted(s.appointments, key=lambda a: a.rate_per_hour, reverse=True):
                lines.append(f"  {a}  [{a.label()}] {a.rate_per_hour:.1f}/h")
        lines.append("")
        lines.extend(f"rejected {err}" for err in self.rejected)
        total = sum(s.revenue for s in ranked)
        lines.append(f"top: {ranked[0]!r}")
        summary = {"salon": self.name, "stylists": len(ranked), "revenue": round(total, 2),
                   "rejected": len(self.rejected), "best": ranked[0].name}
        lines.append(json.dumps(summary))
        return "\n".join(lines)

def main(path=DATA):
    with open(path, encoding="utf-8") as fh:
        return Salon.from_text("snip & curl studio", fh.read()).report()

if __name__ == "__main__":
    print(main())
