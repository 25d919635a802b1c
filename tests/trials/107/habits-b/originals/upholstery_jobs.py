"""Upholstery workshop job sheet: costs per job, fabric use and a one-line JSON summary."""
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import groupby
from operator import attrgetter

Job = namedtuple("Job", "job_id customer item fabric metres hours status")
Bad = namedtuple("Bad", "line reason")

LABOUR_RATE = 38.0
FABRIC_PRICE = {"velvet": 42.0, "linen": 28.5, "leather": 65.0, "wool": 33.0}
STATUSES = {"done", "in progress", "quoted"}

cost = lambda j: round(j.hours * LABOUR_RATE + j.metres * FABRIC_PRICE[j.fabric], 2)
money = lambda x: f"£{x:,.2f}"


def parse(numbered):
    line, raw = numbered
    fields = [f.strip() for f in raw.split("|")]
    if len(fields) != 7:
        return Bad(line, f"expected 7 fields, got {len(fields)}")
    job_id, customer, item, fabric, metres, hours, status = fields
    try:
        m, h = float(metres), float(hours)
    except ValueError:
        return Bad(line, f"unreadable number in {metres!r}/{hours!r}")
    if m <= 0 or h <= 0:
        return Bad(line, f"non-positive quantity {m}/{h}")
    if fabric not in FABRIC_PRICE:
        return Bad(line, f"unknown fabric {fabric!r}")
    if status not in STATUSES:
        return Bad(line, f"unknown status {status!r}")
    return Job(job_id, customer, item, fabric, m, h, status)


def dedupe(acc, rec):
    seen, out = acc
    if isinstance(rec, Job) and rec.job_id in seen:
        return seen, out + [Bad(None, f"duplicate job {rec.job_id}")]
    return (seen | {rec.job_id} if isinstance(rec, Job) else seen), out + [rec]


def main(path):
    with open(path, encoding="utf-8") as fh:
        rows = list(enumerate(fh.read().splitlines(), start=1))
    data = filter(lambda r: r[0] > 1 and r[1].strip(), rows)
    _, records = reduce(dedupe, map(parse, data), (frozenset(), []))
    jobs = [r for r in records if isinstance(r, Job)]
    bad = [r for r in records if isinstance(r, Bad)]

    print("UPHOLSTERY WORKSHOP - JOB SHEET")
    print("-" * 52)
    print(f"{'Job':<6}{'Customer':<9}{'Item':<14}{'Fabric':<9}{'Cost':>12}  St")
    for j in sorted(jobs, key=attrgetter("job_id")):
        print(f"{j.job_id:<6}{j.customer:<9}{j.item:<14}{j.fabric:<9}{money(cost(j)):>12}  {j.status[0].upper()}")

    print("\nFabric use:")
    by_fabric = groupby(sorted(jobs, key=attrgetter("fabric")), key=attrgetter("fabric"))
    fabric_rows = [(f, list(g)) for f, g in by_fabric]
    for fabric, group in fabric_rows:
        metres = sum(map(attrgetter("metres"), group))
        print(f"  {fabric:<8} {metres:6.1f} m over {len(group)} job(s)  {money(metres * FABRIC_PRICE[fabric])}")

    print("\nBy customer (done jobs only):")
    done = sorted(filter(lambda j: j.status == "done", jobs), key=attrgetter("customer"))
    totals = sorted(
        ((c, sum(map(cost, g))) for c, g in groupby(done, key=attrgetter("customer"))),
        key=lambda ct: (-ct[1], ct[0]),
    )
    for rank, (customer, total) in enumerate(totals, start=1):
        print(f"  {rank}. {customer:<8}{money(total):>12}")

    busiest = max(fabric_rows, key=lambda fg: (sum(j.metres for j in fg[1]), fg[0]))[0] if fabric_rows else None
    if bad:
        print(f"\nRejected {len(bad)} line(s):")
        for b in bad:
            print(f"  {'line ' + str(b.line) if b.line else 'dup'}: {b.reason}")

    summary = {
        "jobs": len(jobs),
        "done": len(done),
        "rejected": len(bad),
        "invoiced": round(sum(map(cost, done)), 2),
        "hours": sum(map(attrgetter("hours"), jobs)),
        "top_fabric": busiest,
        "top_customer": totals[0][0] if totals else None,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/upholstery.csv")
