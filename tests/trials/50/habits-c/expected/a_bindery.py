# Bookbinding workshop: price jobs and report per client.
import json
import sys
from dataclasses import dataclass, field


class BindingError(Exception):
    def __init__(self, job_id, reason):
        super().__init__(f"{job_id}: {reason}")
        self.job_id = job_id
        self.reason = reason


@dataclass
class Job:
    job_id: str
    client: str
    style: str
    pages: int
    copies: int
    rush: bool = False

    @classmethod
    def from_line(cls, line):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6:
            raise BindingError(parts[0] or "?", "expected 6 fields")
        jid, client, style, pages, copies, rush = parts
        return cls(jid, client, style, int(pages), int(copies), rush == "yes")


class Binding:
    base_fee = 8.0
    per_page = 0.02

    def __init__(self, job):
        if job.pages <= 0:
            raise BindingError(job.job_id, "no pages")
        self.job = job

    @property
    def unit_price(self):
        return self.base_fee + self.job.pages * self.per_page

    @property
    def total(self):
        t = self.unit_price * self.job.copies
        return t * 1.25 if self.job.rush else t

    @staticmethod
    def for_job(job):
        kinds = {"leather": LeatherBinding, "coptic": HandSewnBinding,
                 "japanese": HandSewnBinding}
        return kinds.get(job.style, Binding)(job)

    def __str__(self):
        flag = " RUSH" if self.job.rush else ""
        return (f"{self.job.job_id:<5} {self.job.client:<13} {self.job.style:<9}"
                f" {self.job.copies:>4} x {self.unit_price:7.2f} = {self.total:9.2f}{flag}")

    def __repr__(self):
        return f"{type(self).__name__}({self.job.job_id!r}, total={self.total:.2f})"


class HandSewnBinding(Binding):
    base_fee = 15.0
    per_page = 0.05


class LeatherBinding(HandSewnBinding):
    base_fee = 45.0

    @property
    def unit_price(self):
        return super().unit_price + 20.0


@dataclass
class Ledger:
    bindings: list = field(default_factory=list)
    errors: list = field(default_factory=list)

    def by_client(self):
        out = {}
        for b in self.bindings:
            out[b.job.client] = out.get(b.job.client, 0.0) + b.total
        return out


def run(path):
    ledger = Ledger()
    with open(path) as fh:
        for line in fh:
            if not line.strip() or line.startswith("#"):
                continue
            try:
                ledger.bindings.append(Binding.for_job(Job.from_line(line)))
            except BindingError as err:
                ledger.errors.append(str(err))
    lines = ["BINDERY REPORT", "=" * 14]
    lines += [str(b) for b in ledger.bindings]
    lines.append("-- per client --")
    for client, amount in sorted(ledger.by_client().items(), key=lambda kv: -kv[1]):
        lines.append(f"{client:<13} {amount:10.2f}")
    lines += [f"skipped {e}" for e in ledger.errors]
    lines.append(repr(max(ledger.bindings, key=lambda b: b.total)))
    summary = {"jobs": len(ledger.bindings), "skipped": len(ledger.errors),
               "revenue": round(sum(b.total for b in ledger.bindings), 2)}
    lines.append(json.dumps(summary, indent=2))
    return "\n".join(lines)


if __name__ == "__main__":
    print(run(sys.argv[1] if len(sys.argv) > 1 else "root/bindery/jobs.txt"))
