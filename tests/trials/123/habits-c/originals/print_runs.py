#!/usr/bin/env python3
"""Letterpress studio: summarise print runs per press and per client."""
import json
from collections import defaultdict
from dataclasses import dataclass, field

DATA = "root/print_runs.csv"


class BadRow(ValueError):
    pass


@dataclass(frozen=True)
class PrintRun:
    job_id: str
    client: str
    date: str
    press: str
    colours: int
    sheets: int
    spoiled: int
    rate: float

    @classmethod
    def from_line(cls, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 8:
            raise BadRow(f"expected 8 fields, got {len(parts)}")
        job_id, client, date, press, colours, sheets, spoiled, rate = parts
        try:
            run = cls(job_id, client, date, press, int(colours), int(sheets), int(spoiled), float(rate))
        except ValueError as e:
            raise BadRow(f"bad number ({e})") from None
        if run.sheets <= 0:
            raise BadRow("sheets must be positive")
        if run.spoiled > run.sheets:
            raise BadRow("more spoiled than printed")
        return run

    @property
    def good(self):
        return self.sheets - self.spoiled

    @property
    def impressions(self):
        return self.sheets * self.colours

    @property
    def revenue(self):
        return self.good * self.rate

    @property
    def spoil_rate(self):
        return self.spoiled / self.sheets


@dataclass
class Press:
    name: str
    runs: list = field(default_factory=list)

    def add(self, run):
        self.runs.append(run)

    def __len__(self):
        return len(self.runs)

    @property
    def impressions(self):
        return sum(r.impressions for r in self.runs)

    @property
    def spoil_rate(self):
        return sum(r.spoiled for r in self.runs) / sum(r.sheets for r in self.runs)

    def __lt__(self, other):
        return self.impressions > other.impressions

    def __str__(self):
        return f"{self.name:<11}{len(self):>5}{self.impressions:>8}{self.spoil_rate:>8.1%}"


class Studio:
    def __init__(self):
        self.presses = {}
        self.clients = defaultdict(float)
        self.rejected = []

    def load(self, text):
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#") or line.startswith("job_id"):
                continue
            try:
                run = PrintRun.from_line(line)
            except BadRow as e:
                self.rejected.append((lineno, str(e)))
                continue
            self.presses.setdefault(run.press, Press(run.press)).add(run)
            self.clients[run.client] += run.revenue

    @property
    def runs(self):
        return [r for p in self.presses.values() for r in p.runs]

    def report(self):
        lines = ["LETTERPRESS PRINT RUNS", "=" * 32, f"{'press':<11}{'jobs':>5}{'impr':>8}{'spoil':>8}"]
        lines += [str(p) for p in sorted(self.presses.values())]
        lines.append("")
        lines.append("Revenue by client:")
        for client, amount in sorted(self.clients.items(), key=lambda kv: -kv[1]):
            lines.append(f"  {client:<20} £{amount:>9,.2f}")
        worst = max(self.runs, key=lambda r: r.spoil_rate)
        lines.append(f"Worst run: {worst.job_id} ({worst.spoil_rate:.1%} spoiled)")
        for lineno, why in self.rejected:
            lines.append(f"skipped line {lineno}: {why}")
        summary = {
            "jobs": len(self.runs),
            "rejected": len(self.rejected),
            "good_sheets": sum(r.good for r in self.runs),
            "revenue": round(sum(self.clients.values()), 2),
            "busiest_press": min(self.presses.values()).name,
        }
        lines.append(json.dumps(summary))
        return "\n".join(lines)


def main():
    studio = Studio()
    with open(DATA) as f:
        studio.load(f.read())
    print(studio.report())


if __name__ == "__main__":
    main()
