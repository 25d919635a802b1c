"""Tortoise hibernation fridge checks: weight loss and fridge temperature report."""
import json
from dataclasses import dataclass, field
from pathlib import Path

SAFE_TEMP = (4.0, 6.0)
MAX_LOSS_PCT = 3.0


@dataclass(frozen=True)
class Check:
    date: str
    weight_g: float
    fridge_c: float

    @property
    def temp_ok(self) -> bool:
        low, high = SAFE_TEMP
        return low <= self.fridge_c <= high


@dataclass
class Tortoise:
    name: str
    species: str
    checks: list = field(default_factory=list)

    def add(self, check: Check) -> None:
        self.checks.append(check)
        self.checks.sort(key=lambda c: c.date)

    @property
    def start(self) -> float:
        return self.checks[0].weight_g

    @property
    def latest(self) -> float:
        return self.checks[-1].weight_g

    @property
    def loss_pct(self) -> float:
        return (self.start - self.latest) / self.start * 100

    @property
    def temp_alerts(self) -> int:
        return sum(1 for c in self.checks if not c.temp_ok)

    @property
    def status(self) -> str:
        if self.loss_pct > MAX_LOSS_PCT:
            return "WAKE"
        return "ALERT" if self.temp_alerts else "OK"

    def __len__(self) -> int:
        return len(self.checks)

    def __lt__(self, other: "Tortoise") -> bool:
        return self.loss_pct > other.loss_pct

    def __str__(self) -> str:
        return (f"{self.name:<8} {self.species:<13} {len(self):>2} "
                f"{self.start:>7.0f} {self.latest:>7.0f} {self.loss_pct:>6.2f}% "
                f"{self.temp_alerts:>3} {self.status}")


class HibernationLog:
    def __init__(self, text: str):
        self.tortoises: dict[str, Tortoise] = {}
        self.skipped: list[str] = []
        self._parse(text)

    def _parse(self, text: str) -> None:
        for lineno, line in enumerate(text.splitlines(), start=1):
            line = line.strip()
            if not line or line.startswith("#") or line.startswith("name,"):
                continue
            parts = [p.strip() for p in line.split(",")]
            if len(parts) != 5:
                self.skipped.append(f"line {lineno}: expected 5 fields, got {len(parts)}")
                continue
            name, species, date, weight, temp = parts
            try:
                check = Check(date, float(weight), float(temp))
            except ValueError as exc:
                self.skipped.append(f"line {lineno}: {exc}")
                continue
            if check.weight_g <= 0:
                self.skipped.append(f"line {lineno}: weight must be positive")
                continue
            self.tortoises.setdefault(name, Tortoise(name, species)).add(check)

    def __iter__(self):
        return iter(sorted(self.tortoises.values()))

    def summary(self) -> dict:
        statuses = [t.status for t in self]
        return {
            "tortoises": len(self.tortoises),
            "checks": sum(len(t) for t in self),
            "skipped": len(self.skipped),
            "wake": statuses.count("WAKE"),
            "alerts": statuses.count("ALERT"),
            "worst": next(iter(self)).name if self.tortoises else None,
        }

    def report(self) -> str:
        lines = ["Hibernation fridge report", "=" * 25,
                 f"{'name':<8} {'species':<13} {'n':>2} {'start':>7} {'latest':>7} "
                 f"{'loss':>7} {'tmp':>3} status"]
        lines += [str(t) for t in self]
        if self.skipped:
            lines.append(f"Skipped {len(self.skipped)} line(s):")
            lines += [f"  {s}" for s in self.skipped]
        lines.append(json.dumps(self.summary()))
        return "\n".join(lines)


def main() -> None:
    text = Path("root/tortoise_checks.csv").read_text()
    print(HibernationLog(text).report())


if __name__ == "__main__":
    main()
