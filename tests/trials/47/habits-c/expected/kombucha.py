#!/usr/bin/env python3
"""Kombucha brewery batch report (object-oriented)."""
import json
import sys
from dataclasses import dataclass

TEAS = {"black": 1.0, "green": 0.9, "oolong": 0.95, "white": 0.8}

class BrewError(Exception):
    """Base class for batch problems."""

class ReadingError(BrewError):
    def __init__(self, batch_id, value):
        super().__init__(f"batch {batch_id}: bad pH reading {value!r}")
        self.value = value

class StyleError(BrewError):
    pass

@dataclass
class Reading:
    day: int
    ph: float
    @classmethod
    def from_pair(cls, batch_id, pair):
        day, ph = pair
        if not isinstance(ph, (int, float)) or not 2.0 <= ph <= 7.0:
            raise ReadingError(batch_id, ph)
        return cls(int(day), float(ph))

class Batch:
    kind = "plain"
    def __init__(self, batch_id, tea, litres, readings):
        if tea not in TEAS:
            raise StyleError(f"batch {batch_id}: unknown tea {tea!r}")
        self.batch_id = batch_id
        self.tea = tea
        self.litres = float(litres)
        self.readings = sorted(readings, key=lambda r: r.day)
    @classmethod
    def from_dict(cls, data):
        readings = [Reading.from_pair(data["id"], p) for p in data.get("readings", [])]
        if "flavour" in data:
            return FlavouredBatch(data["id"], data["tea"], data["litres"], readings,
                                  data["flavour"], data.get("bottles", 0))
        return cls(data["id"], data["tea"], data["litres"], readings)
    @property
    def days(self):
        return self.readings[-1].day if self.readings else 0
    @property
    def final_ph(self):
        return self.readings[-1].ph if self.readings else None
    @property
    def drop_per_day(self):
        if len(self.readings) < 2:
            return 0.0
        first, last = self.readings[0], self.readings[-1]
        return (first.ph - last.ph) / (last.day - first.day)
    def is_ready(self, target):
        return self.final_ph is not None and self.final_ph <= target
    @staticmethod
    def grade(drop):
        return "fast" if drop >= 0.15 else "steady" if drop >= 0.1 else "slow"
    def __str__(self):
        ph = f"{self.final_ph:.2f}" if self.final_ph is not None else "-"
        return (f"{self.batch_id:<6}{self.tea:<7}{self.litres:>5.1f} L  day {self.days:>2}"
                f"  pH {ph:>4}  {self.grade(self.drop_per_day)}")
    def __repr__(self):
        return f"{type(self).__name__}({self.batch_id!r}, {self.tea!r})"

class FlavouredBatch(Batch):
    kind = "flavoured"
    def __init__(self, batch_id, tea, litres, readings, flavour, bottles):
        super().__init__(batch_id, tea, litres, readings)
        self.flavour = flavour
        self.bottles = bottles
    @property
    def fill_ml(self):
        return round(self.litres * 1000 / self.bottles) if self.bottles else 0
    def __str__(self):
        return super().__str__() + f"  + {self.flavour} ({self.bottles} x {self.fill_ml} ml)"

def load_batches(raw):
    batches, problems = [], []
    for item in raw["batches"]:
        try:
            batches.append(Batch.from_dict(item))
        except ReadingError as err:
            problems.append(f"reading: {err}")
        except BrewError as err:
            problems.append(f"style: {err}")
    return batches, problems

def summarize(batches, target):
    by_tea = {}
    for b in batches:
        by_tea[b.tea] = by_tea.get(b.tea, 0) + b.litres
    flavoured = [b for b in batches if isinstance(b, FlavouredBatch)]
    return {
        "ready": [b.batch_id for b in batches if b.is_ready(target)],
        "litres_by_tea": {k: round(v, 1) for k, v in sorted(by_tea.items())},
        "bottles": sum(b.bottles for b in flavoured),
        "fastest": max(batches, key=lambda b: b.drop_per_day).batch_id if batches else None,
        "kinds": sorted({b.kind for b in batches}),
    }

def build_report(path):
    with open(path) as fh:
        raw = json.load(fh)
    target = raw.get("target_ph", 3.0)
    batches, problems = load_batches(raw)
    lines = [f"{raw['brewery']} - batch report (target pH {target})", "=" * 52]
    order = sorted(batches, key=lambda b: (b.final_ph is None, b.final_ph or 0, b.batch_id))
    for b in order:
        lines.append(f"{'*' if b.is_ready(target) else ' '} {b}")
    summary = summarize(batches, target)
    lines.append("-" * 52)
    lines.append(f"Ready to bottle: {', '.join(summary['ready']) or 'none'}")
    lines.append(f"Flavoured: {[b for b in batches if isinstance(b, FlavouredBatch)]!r}")
    total = sum(b.litres for b in batches)
    lines.append(f"Total volume: {total:.1f} L in {len(batches)} batches")
    lines.append(f"Problems ({len(problems)}):")
    lines.extend(f"  - {p}" for p in problems)
    lines.append("Summary: " + json.dumps(summary))
    return "\n".join(lines)

if __name__ == "__main__":
    print(build_report(sys.argv[1] if len(sys.argv) > 1 else "root/batches.json"))
