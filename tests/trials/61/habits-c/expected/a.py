#!/usr/bin/env python3
"""Community garden allotment report."""
import json
from dataclasses import dataclass, field

DATA = "root/garden.txt"

class PlotError(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason

@dataclass
class Visit:
    day: str
    hours: float

@dataclass
class Plot:
    plot_id: str
    holder: str
    area: float
    fee_rate: float = 1.5
    visits: list = field(default_factory=list)
    @property
    def hours(self):
        return sum(v.hours for v in self.visits)
    @property
    def fee(self):
        return round(self.area * self.fee_rate, 2)
    def add_visit(self, day, hours):
        self.visits.append(Visit(day, hours))
    def __str__(self):
        return f"{self.plot_id:<6}{self.holder:<10}{self.area:>6.1f}m2 {self.hours:>5.1f}h fee {self.fee:>7.2f}"

class RaisedBed(Plot):
    def __init__(self, plot_id, holder, area, beds):
        super().__init__(plot_id, holder, area, fee_rate=2.0)
        self.beds = beds
    @property
    def fee(self):
        return round(super().fee + 3 * self.beds, 2)
    def __repr__(self):
        return f"RaisedBed({self.plot_id!r}, beds={self.beds})"

class Garden:
    def __init__(self, name):
        self.name = name
        self.plots = {}
        self.errors = []
    @staticmethod
    def parse_hours(text):
        value = float(text)
        if value < 0 or value > 12:
            raise ValueError(f"hours out of range: {text}")
        return value
    @classmethod
    def from_lines(cls, name, lines):
        garden = cls(name)
        for no, raw in enumerate(lines, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                garden.take(no, line.split(";"))
            except PlotError as err:
                garden.errors.append(str(err))
        return garden
    def take(self, no, parts):
        kind = parts[0]
        if kind == "plot" and len(parts) == 4:
            self.plots[parts[1]] = Plot(parts[1], parts[2], float(parts[3]))
        elif kind == "bed" and len(parts) == 5:
            self.plots[parts[1]] = RaisedBed(parts[1], parts[2], float(parts[3]), int(parts[4]))
        elif kind == "visit" and len(parts) == 4:
            plot = self.plots.get(parts[1])
            if plot is None:
                raise PlotError(no, f"unknown plot {parts[1]}")
            try:
                plot.add_visit(parts[2], self.parse_hours(parts[3]))
            except ValueError as err:
                raise PlotError(no, str(err))
        else:
            raise PlotError(no, f"bad record {kind!r}")
    @property
    def total_hours(self): return sum(p.hours for p in self.plots.values())
    def busiest(self):
        return sorted(self.plots.values(), key=lambda p: (-p.hours, p.plot_id))
    def __repr__(self): return f"Garden({self.name!r}, plots={len(self.plots)})"

def main():
    with open(DATA) as fh:
        garden = Garden.from_lines("Elm Street", fh.readlines())
    print(f"== {garden.name} allotments ==")
    print(repr(garden))
    for plot in garden.busiest():
        print(plot)
        if isinstance(plot, RaisedBed):
            print(f"      {plot!r}")
    for err in garden.errors:
        print(f"skipped {err}")
    summary = {
        "garden": garden.name,
        "plots": len(garden.plots),
        "raised_beds": sum(1 for p in garden.plots.values() if isinstance(p, RaisedBed)),
        "total_hours": garden.total_hours,
        "fees": round(sum(p.fee for p in garden.plots.values()), 2),
        "top": garden.busiest()[0].holder,
        "errors": len(garden.errors),
    }
    print(json.dumps(summary))

if __name__ == "__main__":
    main()
