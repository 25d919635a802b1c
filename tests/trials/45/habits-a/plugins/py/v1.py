# v1: the Python program wrapped in the plugin shape, body still Python
import csv
import io
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

HOURLY_COST = 38.0
KM_COST = 0.9


@dataclass
class Job:
    job_id: str
    date: str
    crew: str
    origin: str
    destination: str
    km: float
    boxes: int
    hours: float
    quote: float
    damage: str = ""

    @property
    def cost(self):
        return self.hours * HOURLY_COST + self.km * KM_COST

    @property
    def margin(self):
        return self.quote - self.cost


@dataclass
class CrewStats:
    name: str
    jobs: list = field(default_factory=list)

    def totals(self):
        hours = sum(j.hours for j in self.jobs)
        boxes = sum(j.boxes for j in self.jobs)
        return hours, boxes, boxes / hours if hours else 0.0

    @property
    def margin(self):
        return sum(j.margin for j in self.jobs)


def parse_row(row):
    return Job(
        job_id=row["job_id"].strip(), date=row["date"], crew=row["crew"].strip().title(),
        origin=row["origin"], destination=row["destination"], km=float(row["km"]),
        boxes=int(row["boxes"]), hours=float(row["hours"]), quote=float(row["quote"]),
        damage=(row.get("damage") or "").strip(),
    )


def load_jobs(text):
    jobs, bad = [], []
    with io.StringIO(text) as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                jobs.append(parse_row(row))
            except (KeyError, ValueError) as exc:
                bad.append(f"line {lineno}: {exc}")
    return jobs, bad


def month_of(date):
    year, month, _ = date.split("-")
    return f"{year}-{month}"


def group_by_crew(jobs):
    crews = {}
    for job in jobs:
        crews.setdefault(job.crew, CrewStats(job.crew)).jobs.append(job)
    return crews


def monthly_margin(jobs):
    months = defaultdict(float)
    for job in jobs:
        months[month_of(job.date)] += job.margin
    return dict(sorted(months.items()))


def build_report(jobs, bad, top_n=3):
    lines = [f"Moving jobs: {len(jobs)} ({len(bad)} rejected)", ""]
    lines.append(f"{'Crew':<10}{'Jobs':>5}{'Hours':>8}{'Boxes':>7}{'Box/h':>7}{'Margin':>10}")
    ranked = sorted(group_by_crew(jobs).values(), key=lambda c: (-c.margin, c.name))
    for crew in ranked:
        hours, boxes, rate = crew.totals()
        lines.append(f"{crew.name:<10}{len(crew.jobs):>5}{hours:>8.1f}{boxes:>7}{rate:>7.2f}{crew.margin:>10,.2f}")
    lines += ["", "Monthly margin:"]
    lines += [f"  {month}: {total:+,.2f}" for month, total in monthly_margin(jobs).items()]
    lines += ["", f"Top {top_n} routes:"]
    routes = Counter(f"{j.origin} -> {j.destination}" for j in jobs)
    for rank, (route, n) in enumerate(routes.most_common(top_n), 1):
        lines.append(f"  {rank}. {route} ({n})")
    damaged = [j for j in jobs if j.damage]
    share = f" ({len(damaged) / len(jobs):.0%})" if jobs else ""
    lines += ["", f"Damage reports: {len(damaged)}{share}"]
    lines.extend(f"  {j.job_id} {j.crew}: {j.damage}" for j in damaged)
    losing = sorted((j for j in jobs if j.margin < 0), key=lambda j: j.margin)
    if losing:
        lines.append("Below cost: " + ", ".join(f"{j.job_id} ({j.margin:.2f})" for j in losing))
    lines.extend(f"Rejected {msg}" for msg in bad)
    summary = {
        "jobs": len(jobs), "rejected": len(bad),
        "best_crew": ranked[0].name if ranked else None,
        "total_margin": round(sum(j.margin for j in jobs), 2),
    }
    return "\n".join(lines), summary


#{
    name: "moving-jobs",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "moving_jobs_report",
            description: "Removals company report: crews, margins, routes, damage",
            parameters: #{ path: #{ type: "string", description: "moves CSV file" } },
            execute: |args| {
                report, summary = build_report(*load_jobs(ctx.fs.read(args.path)))
                return f"{report}\n{json.dumps(summary)}"
            }
        });
    }
}
