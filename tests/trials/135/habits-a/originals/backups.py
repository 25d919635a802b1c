#!/usr/bin/env python3
"""Summarise a nightly backup job log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

STATUSES = {"ok", "failed", "partial"}
GIB = 1024 ** 3


@dataclass
class Job:
    host: str
    date: str
    status: str
    size: int
    seconds: int

    @property
    def rate_mib(self):
        return self.size / 2 ** 20 / self.seconds if self.seconds else 0.0


@dataclass
class HostStats:
    name: str
    jobs: list = field(default_factory=list)

    @property
    def total_gib(self):
        return sum(j.size for j in self.jobs) / GIB

    @property
    def success_rate(self):
        return sum(j.status == "ok" for j in self.jobs) / len(self.jobs)

    @property
    def last(self):
        return max(self.jobs, key=lambda j: j.date)


def parse(line, lineno):
    parts = line.split()
    if len(parts) != 5:
        raise ValueError(f"line {lineno}: expected 5 fields, got {len(parts)}")
    host, date, status, size, seconds = parts
    if status not in STATUSES:
        raise ValueError(f"line {lineno}: unknown status {status!r}")
    try:
        size, seconds = int(size), int(seconds)
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric size/seconds") from None
    if size < 0 or seconds < 0:
        raise ValueError(f"line {lineno}: negative value")
    return Job(host, date, status, size, seconds)


def load(text):
    jobs, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            jobs.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return jobs, errors


def report(text):
    jobs, errors = load(text)
    hosts = defaultdict(lambda: None)
    for job in jobs:
        if hosts[job.host] is None:
            hosts[job.host] = HostStats(job.host)
        hosts[job.host].jobs.append(job)
    statuses = Counter(j.status for j in jobs)
    lines = ["Backup report", "=" * 13]
    lines.append(f"{'host':<10}{'jobs':>5}{'GiB':>9}{'ok%':>7}  last")
    for name, h in sorted(hosts.items(), key=lambda kv: -kv[1].total_gib):
        lines.append(
            f"{name:<10}{len(h.jobs):>5}{h.total_gib:>9.2f}{h.success_rate:>7.0%}  "
            f"{h.last.date} {h.last.status}"
        )
    lines += ["", "Statuses: " + ", ".join(f"{s}={n}" for s, n in statuses.most_common())]
    fastest = max((j for j in jobs if j.status == "ok"), key=lambda j: j.rate_mib, default=None)
    if fastest:
        lines.append(f"Fastest: {fastest.host} on {fastest.date} at {fastest.rate_mib:,.1f} MiB/s")
    if errors:
        lines += ["", f"Skipped {len(errors)} bad line(s):", *(f"  - {e}" for e in errors)]
    summary = {
        "jobs": len(jobs),
        "skipped": len(errors),
        "hosts": len(hosts),
        "total_gib": round(sum(h.total_gib for h in hosts.values()), 2),
        "failed": sorted({j.host for j in jobs if j.status != "ok"}),
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1] if len(argv) > 1 else "root/backups.log")
    print(report(path.read_text()))


if __name__ == "__main__":
    main(sys.argv)
