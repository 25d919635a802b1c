# Solar panel installation jobs: capacity, pricing and crew load report.
import json
from dataclasses import dataclass, field

class InvalidJobError(Exception):
    def __init__(self, job_id, reason):
        super().__init__(f"{job_id}: {reason}")
        self.job_id = job_id
        self.reason = reason

@dataclass
class PanelSpec:
    count: int
    watts: int

    @property
    def kilowatts(self):
        return self.count * self.watts / 1000

@dataclass
class Crew:
    name: str
    jobs: list = field(default_factory=list)

    def add(self, job):
        self.jobs.append(job)
    @property
    def days(self):
        return sum(j.days for j in self.jobs)

class Installation:
    RATE_PER_KW = 1150.0

    def __init__(self, job_id, customer, panels, pitch, days):
        self.job_id = job_id
        self.customer = customer
        self.panels = panels
        self.pitch = pitch
        self.days = days
    @property
    def capacity_kw(self):
        return self.panels.kilowatts
    @property
    def price(self):
        return round(self.capacity_kw * self.RATE_PER_KW * self.pitch_factor(self.pitch), 2)
    @staticmethod
    def pitch_factor(pitch):
        return 1.15 if pitch >= 40 else 1.0
    @classmethod
    def from_line(cls, line):
        job_id, customer, kind, panels, watts, pitch, days = line.split(",")
        try:
            spec = PanelSpec(int(panels), int(watts))
        except ValueError:
            raise InvalidJobError(job_id, f"bad number in '{panels},{watts}'")
        if spec.count <= 0:
            raise InvalidJobError(job_id, "no panels")
        klass = CommercialInstallation if kind == "commercial" else cls
        return klass(job_id, customer, spec, int(pitch), int(days))

    def __str__(self):
        return f"{self.job_id} {self.customer:<18} {self.capacity_kw:6.2f} kW  {self.price:>10,.2f}"
    def __repr__(self):
        return f"{type(self).__name__}({self.job_id!r}, panels={self.panels.count})"

class CommercialInstallation(Installation):
    RATE_PER_KW = 980.0

    @property
    def price(self):
        base = super().price
        return round(base * 0.95, 2) if self.capacity_kw > 50 else base
    def __str__(self):
        return super().__str__() + "  [commercial]"

def main(path="root/solar_jobs.csv"):
    jobs, errors = [], []
    crews = {"home": Crew("Home crew"), "commercial": Crew("Commercial crew")}
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                job = Installation.from_line(line)
            except InvalidJobError as err:
                errors.append(str(err))
                continue
            jobs.append(job)
            crews["commercial" if isinstance(job, CommercialInstallation) else "home"].add(job)
    print("SOLAR INSTALLATION REPORT")
    print("=" * 50)
    for job in sorted(jobs, key=lambda j: j.capacity_kw, reverse=True):
        print(job)
    print("-" * 50)
    for crew in crews.values():
        print(f"{crew.name}: {len(crew.jobs)} jobs, {crew.days} days")
    for err in errors:
        print(f"skipped {err}")
    print(repr(jobs[0]))
    summary = {
        "jobs": len(jobs),
        "skipped": len(errors),
        "total_kw": round(sum(j.capacity_kw for j in jobs), 2),
        "revenue": round(sum(j.price for j in jobs), 2),
        "largest": max(jobs, key=lambda j: j.capacity_kw).job_id,
    }
    print(json.dumps(summary, indent=2))

if __name__ == "__main__":
    main()
