#!/usr/bin/env python3
"""Sign-painter commission ledger: revenue by kind, outstanding invoices, gilding share."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

STATUSES = {"quoted", "invoiced", "paid"}
DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "signpainter.txt"


@dataclass
class Commission:
    cid: str
    client: str
    kind: str
    letters: int
    gilded: bool
    days: int
    quote: float
    status: str

    @property
    def per_letter(self):
        return self.quote / self.letters if self.letters else 0.0

    @property
    def settled(self):
        return self.status == "paid"


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 8:
        raise ValueError(f"line {lineno}: {len(parts)} fields, want 8")
    cid, client, kind, letters, gilded, days, quote, status = parts
    if status not in STATUSES:
        raise ValueError(f"line {lineno}: {cid} has status {status!r}")
    try:
        return Commission(cid, client, kind, int(letters), gilded == "yes", int(days), float(quote), status)
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {cid}: {exc}") from None


def load(text):
    good, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            good.append(parse(line, lineno))
        except ValueError as exc:
            bad.append(str(exc))
    return good, bad


def report(text):
    jobs, bad = load(text)
    lines = ["SIGN-PAINTER LEDGER", "-" * 19]

    by_kind = defaultdict(list)
    for job in jobs:
        by_kind[job.kind].append(job)
    lines.append(f"{'Kind':<10}{'Jobs':>5}{'Letters':>9}{'Value':>10}{'£/letter':>10}")
    for kind, group in sorted(by_kind.items(), key=lambda kv: -sum(j.quote for j in kv[1])):
        value = sum(j.quote for j in group)
        letters = sum(j.letters for j in group)
        lines.append(f"{kind:<10}{len(group):>5}{letters:>9}{value:>10.2f}{value / letters:>10.2f}")

    status_counts = Counter(j.status for j in jobs)
    lines.append("")
    lines.append("Status: " + ", ".join(f"{s}={n}" for s, n in sorted(status_counts.items())))

    owed = defaultdict(float)
    for job in (j for j in jobs if j.status == "invoiced"):
        owed[job.client] += job.quote
    lines.append("Outstanding:")
    for client, amount in sorted(owed.items(), key=lambda kv: kv[1], reverse=True):
        lines.append(f"  {client:<16}{amount:>9,.2f}")

    gilded = [j for j in jobs if j.gilded]
    share = len(gilded) / len(jobs) if jobs else 0
    lines.append(f"Gilded jobs: {len(gilded)} ({share:.0%})")
    top_client, top_count = Counter(j.client for j in jobs).most_common(1)[0]
    lines.append(f"Most frequent client: {top_client} ({top_count} jobs)")

    if bad:
        lines.append(f"Rejected {len(bad)} line(s):")
        lines.extend(f"  ! {msg}" for msg in bad)

    summary = {
        "jobs": len(jobs),
        "rejected": len(bad),
        "paid": round(sum(j.quote for j in jobs if j.settled), 2),
        "outstanding": round(sum(owed.values()), 2),
        "gilded_pct": round(share * 100, 1),
        "top_client": top_client,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
