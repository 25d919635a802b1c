#!/usr/bin/env python3
"""Steelworks ladle-furnace heat report (object-oriented)."""
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "ladle_heats.csv"
TARGET_TAP = {"S275": 1590, "S355": 1605, "S460": 1625}
TOLERANCE = 5  # degrees C either side of target


class BadHeat(ValueError):
    pass


@dataclass(frozen=True)
class Heat:
    heat_id: str
    grade: str
    ladle: str
    tonnes: float
    arrive_c: int
    tap_c: int
    minutes: int
    alloy_kg: int

    @classmethod
    def parse(cls, line: str) -> "Heat":
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise BadHeat(f"expected 8 fields, got {len(parts)}")
        hid, grade, ladle, tonnes, arrive, tap, mins, alloy = parts
        if grade not in TARGET_TAP:
            raise BadHeat(f"unknown grade {grade!r}")
        try:
            return cls(hid, grade, ladle, float(tonnes), int(arrive),
                       int(tap), int(mins), int(alloy))
        except ValueError as exc:
            raise BadHeat(str(exc)) from None

    @property
    def rise(self) -> int:
        return self.tap_c - self.arrive_c

    @property
    def deviation(self) -> int:
        return self.tap_c - TARGET_TAP[self.grade]

    @property
    def on_target(self) -> bool:
        return abs(self.deviation) <= TOLERANCE

    @property
    def alloy_per_tonne(self) -> float:
        return self.alloy_kg / self.tonnes

    def __str__(self) -> str:
        flag = "ok " if self.on_target else "OFF"
        return (f"{self.heat_id:<6} {self.grade:<5} {self.ladle:<3} "
                f"{self.tonnes:7.1f}t tap {self.tap_c}C ({self.deviation:+d}) "
                f"rise {self.rise:+4d}C {self.alloy_per_tonne:5.2f} kg/t {flag}")


@dataclass
class Shop:
    heats: list = field(default_factory=list)
    rejects: list = field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> "Shop":
        shop = cls()
        for no, raw in enumerate(path.read_text().splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                shop.heats.append(Heat.parse(line))
            except BadHeat as exc:
                shop.rejects.append((no, str(exc)))
        return shop

    def __len__(self) -> int:
        return len(self.heats)

    def __iter__(self):
        return iter(sorted(self.heats, key=lambda h: h.heat_id))

    def by_grade(self) -> dict:
        groups = defaultdict(list)
        for heat in self.heats:
            groups[heat.grade].append(heat)
        return dict(sorted(groups.items()))

    @property
    def tonnes(self) -> float:
        return sum(h.tonnes for h in self.heats)

    @property
    def hit_rate(self) -> float:
        return sum(h.on_target for h in self.heats) / len(self) if self.heats else 0.0


def main() -> None:
    shop = Shop.load(DATA)
    print("LADLE FURNACE HEAT REPORT")
    print("=" * 25)
    for heat in shop:
        print(heat)
    print()
    for grade, heats in shop.by_grade().items():
        avg_min = sum(h.minutes for h in heats) / len(heats)
        hits = sum(h.on_target for h in heats)
        print(f"{grade}: {len(heats)} heats, {hits} on target, avg {avg_min:.1f} min")
    for no, why in shop.rejects:
        print(f"skipped line {no}: {why}")
    summary = {"heats": len(shop), "rejected": len(shop.rejects),
               "tonnes": round(shop.tonnes, 1), "hit_rate": round(shop.hit_rate, 3),
               "off_target": [h.heat_id for h in shop if not h.on_target]}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
