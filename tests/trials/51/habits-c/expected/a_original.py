"""Luthier workshop: report on instrument repair jobs."""
import json
import sys
from dataclasses import dataclass, field

class JobError(Exception):
    """A repair-job line that cannot be read."""
    def __init__(self, line_no, message):
        super().__init__(f"line {line_no}: {message}")
        self.line_no = line_no

@dataclass
class Part:
    name: str
    cost: float

@dataclass
class RepairJob:
    job_id: str
    instrument: str
    owner: str
    hours: float
    parts: list = field(default_factory=list)
    HOURLY = 42.0
    @property
    def labour(self):
        return self.hours * self.HOURLY

    @property
    def total(self):
        return self.labour + sum(p.cost for p in self.parts)

    @staticmethod
    def parse_parts(text, line_no):
        parts = []
        for chunk in filter(None, text.split(";")):
            name, _, cost = chunk.partition(":")
            try:
                parts.append(Part(name.strip(), float(cost)))
            except ValueError:
                raise JobError(line_no, f"bad part cost {cost!r}")
        return parts

    @classmethod
    def from_line(cls, line, line_no):
        fields = [f.strip() for f in line.split("|")]
        if len(fields) < 5:
            raise JobError(line_no, f"expected 5 fields, got {len(fields)}")
        job_id, instrument, owner, hours, parts = fields[:5]
        try:
            hours = float(hours)
        except ValueError:
            raise JobError(line_no, f"bad hours {hours!r}")
        kind = RushJob if "rush" in fields[5:] else cls
        return kind(job_id, instrument, owner, hours, cls.parse_parts(parts, line_no))

    def __str__(self):
        return (f"{self.job_id:<5} {self.instrument:<9} {self.owner:<12}"
                f"{self.hours:>5.2f}h {self.total:>8.2f}")

class RushJob(RepairJob):
    SURCHARGE = 0.25
    @property
    def total(self):
        return round(super().total * (1 + self.SURCHARGE), 2)

    def __str__(self):
        return super().__str__() + "  (rush)"

class Workshop:
    def __init__(self, name):
        self.name = name
        self.jobs, self.errors = [], []
    def __repr__(self):
        return f"Workshop({self.name!r}, jobs={len(self.jobs)}, errors={len(self.errors)})"

    def load(self, text):
        for no, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                self.jobs.append(RepairJob.from_line(line, no))
            except JobError as err:
                self.errors.append(str(err))
        return self

    @property
    def revenue(self):
        return sum(job.total for job in self.jobs)

    def by_instrument(self):
        totals = {}
        for job in self.jobs:
            totals[job.instrument] = totals.get(job.instrument, 0) + job.total
        return dict(sorted(totals.items(), key=lambda kv: -kv[1]))

    def report(self):
        lines = [f"== {self.name} ==", repr(self), ""]
        lines += [str(job) for job in sorted(self.jobs, key=lambda j: j.total, reverse=True)]
        lines.append(f"{'revenue':<28}{self.revenue:>14.2f}")
        lines += [f"skipped {e}" for e in self.errors]
        summary = {"workshop": self.name, "jobs": len(self.jobs),
                   "rush": sum(isinstance(j, RushJob) for j in self.jobs),
                   "revenue": round(self.revenue, 2), "by_instrument": self.by_instrument()}
        return "\n".join(lines) + "\n" + json.dumps(summary, indent=2)

if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/luthier/jobs.txt"
    with open(path) as fh:
        print(Workshop("Fretline Repairs").load(fh.read()).report())
