#!/usr/bin/env python3
"""Weekly report for a satellite-dish installer's job sheet."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

VALID_STATUS = {"done", "no-access", "cancelled"}


@dataclass
class Job:
    job: str
    date: str
    installer: str
    kind: str
    postcode: str
    minutes: int
    fee: float
    status: str

    @property
    def billable(self):
        return self.status == "done"

    @property
    def per_hour(self):
        return self.fee / (self.minutes / 60) if self.minutes else 0.0


class BadLine(ValueError):
    pass


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 8:
        raise BadLine(f"line {lineno}: {len(parts)} fields, want 8")
    job, date, installer, kind, postcode, minutes, fee, status = parts
    try:
        minutes, fee = int(minutes), float(fee)
    except ValueError as exc:
        raise BadLine(f"line {lineno}: {exc}") from None
    if fee < 0:
        raise BadLine(f"line {lineno}: negative fee {fee:.2f}")
    if status not in VALID_STATUS:
        raise BadLine(f"line {lineno}: unknown status {status!r}")
    return Job(job, date, installer, kind, postcode, minutes, fee, status)


def load(text):
    jobs, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            jobs.append(parse(line, lineno))
        except BadLine as exc:
            bad.append(str(exc))
    return jobs, bad


def report(text):
    jobs, bad = load(text)
    done = [j for j in jobs if j.billable]
    by_installer = defaultdict(list)
    for j in done:
        by_installer[j.installer].append(j)
    statuses = Counter(j.status for j in jobs)
    kinds = Counter(j.kind for j in done)
    areas = Counter(j.postcode.split()[0] for j in done)

    lines = [f"Dish jobs: {len(jobs)} read, {len(done)} billable", ""]
    lines.append(f"{'installer':<10}{'jobs':>5}{'hours':>7}{'fees':>9}{'£/h':>8}")
    for name, js in sorted(by_installer.items(), key=lambda kv: -sum(j.fee for j in kv[1])):
        hours = sum(j.minutes for j in js) / 60
        fees = sum(j.fee for j in js)
        lines.append(f"{name:<10}{len(js):>5}{hours:>7.1f}{fees:>9.2f}{fees / hours:>8.2f}")
    lines.append("")
    lines.append("kinds: " + ", ".join(f"{k}={n}" for k, n in kinds.most_common()))
    lines.append("areas: " + ", ".join(f"{a}={n}" for a, n in sorted(areas.items())))
    lines.append("status: " + ", ".join(f"{s}={statuses[s]}" for s in sorted(VALID_STATUS)))
    best = max(done, key=lambda j: j.per_hour, default=None)
    if best:
        lines.append(f"best rate: {best.job} {best.kind} by {best.installer} at £{best.per_hour:,.2f}/h")
    if bad:
        lines.append(f"skipped {len(bad)}:")
        lines.extend(f"  {b}" for b in bad)
    total = sum(j.fee for j in done)
    summary = {
        "jobs": len(jobs),
        "billable": len(done),
        "fees": round(total, 2),
        "mean_fee": round(total / len(done), 2) if done else None,
        "skipped": len(bad),
        "top": max(by_installer, key=lambda k: len(by_installer[k])) if by_installer else None,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "dish_jobs.txt"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
