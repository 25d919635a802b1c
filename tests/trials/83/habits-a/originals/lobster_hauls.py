#!/usr/bin/env python3
"""Weekly report on lobster pot hauls per boat."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "root" / "lobster_hauls.txt"
FIELDS = ("day", "boat", "string", "pots", "lobsters", "undersize", "v_notched", "kg")


@dataclass
class Haul:
    day: date
    boat: str
    string: str
    pots: int
    lobsters: int
    undersize: int
    v_notched: int
    kg: float

    @property
    def landed(self):
        return self.lobsters - self.undersize - self.v_notched

    @property
    def per_pot(self):
        return self.lobsters / self.pots if self.pots else 0.0


@dataclass
class BoatTotals:
    hauls: list = field(default_factory=list)

    @property
    def pots(self):
        return sum(h.pots for h in self.hauls)

    @property
    def landed(self):
        return sum(h.landed for h in self.hauls)

    @property
    def kg(self):
        return sum(h.kg for h in self.hauls)

    @property
    def cpue(self):
        return sum(h.lobsters for h in self.hauls) / self.pots if self.pots else 0.0


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: {len(parts)} fields, expected {len(FIELDS)}")
    day, boat, string, *nums = parts
    try:
        day = date.fromisoformat(day)
        pots, lobsters, undersize, v_notched = (int(n) for n in nums[:4])
        kg = float(nums[4])
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None
    if undersize + v_notched > lobsters:
        raise ValueError(f"line {lineno}: more returned ({undersize + v_notched}) than caught ({lobsters})")
    return Haul(day, boat, string, pots, lobsters, undersize, v_notched, kg)


def load(text):
    hauls, errors = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            hauls.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return hauls, errors


def report(hauls, errors):
    boats = defaultdict(BoatTotals)
    for h in hauls:
        boats[h.boat].hauls.append(h)
    strings = Counter()
    for h in hauls:
        strings[f"{h.boat}/{h.string}"] += h.landed

    out = ["LOBSTER POT HAULS", "-" * 52,
           f"{'boat':<12}{'hauls':>6}{'pots':>6}{'landed':>8}{'kg':>8}{'cpue':>7}"]
    for name, t in sorted(boats.items(), key=lambda kv: -kv[1].kg):
        out.append(f"{name:<12}{len(t.hauls):>6}{t.pots:>6}{t.landed:>8}{t.kg:>8.1f}{t.cpue:>7.2f}")
    empty = [f"{h.day:%d %b} {h.boat}/{h.string}" for h in hauls if h.lobsters == 0]
    out += ["", "Best strings: " + ", ".join(f"{k} ({v})" for k, v in strings.most_common(3))]
    if empty:
        out.append(f"Empty hauls: {'; '.join(empty)}")
    if errors:
        out += ["", f"Rejected {len(errors)} line(s):", *(f"  ! {e}" for e in errors)]
    days = sorted({h.day for h in hauls})
    summary = {
        "hauls": len(hauls),
        "rejected": len(errors),
        "boats": len(boats),
        "landed": sum(t.landed for t in boats.values()),
        "kg": round(sum(t.kg for t in boats.values()), 1),
        "days": f"{days[0]:%Y-%m-%d}..{days[-1]:%Y-%m-%d}",
    }
    out += ["", json.dumps(summary)]
    return "\n".join(out)


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DATA
    print(report(*load(path.read_text())))
