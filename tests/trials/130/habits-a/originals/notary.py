#!/usr/bin/env python3
"""Notary office report: appointments per notary, fees earned, document mix."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

FIELDS = ("when", "notary", "client", "document", "pages", "fee", "status")
STATUSES = {"done", "no-show", "cancelled"}


@dataclass(frozen=True)
class Appointment:
    when: datetime
    notary: str
    client: str
    document: str
    pages: int
    fee: float
    status: str

    @property
    def billed(self) -> float:
        return self.fee if self.status == "done" else 0.0

    @property
    def day(self) -> str:
        return self.when.strftime("%a %d %b")


def parse(line: str, lineno: int) -> Appointment:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != len(FIELDS):
        raise ValueError(f"line {lineno}: {len(parts)} fields, expected {len(FIELDS)}")
    rec = dict(zip(FIELDS, parts))
    if rec["status"] not in STATUSES:
        raise ValueError(f"line {lineno}: unknown status {rec['status']!r}")
    try:
        return Appointment(
            when=datetime.strptime(rec["when"], "%Y-%m-%d %H:%M"),
            notary=rec["notary"],
            client=rec["client"],
            document=rec["document"],
            pages=int(rec["pages"]),
            fee=float(rec["fee"]),
            status=rec["status"],
        )
    except ValueError as exc:
        raise ValueError(f"line {lineno}: {exc}") from None


def load(text: str):
    appts, errors = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            appts.append(parse(line, lineno))
        except ValueError as exc:
            errors.append(str(exc))
    return appts, errors


def report(text: str) -> str:
    appts, errors = load(text)
    by_notary = defaultdict(list)
    for a in appts:
        by_notary[a.notary].append(a)
    statuses = Counter(a.status for a in appts)
    documents = Counter(a.document for a in appts if a.status == "done")

    lines = ["NOTARY OFFICE REPORT", "=" * 46]
    lines.append(f"{'notary':<10}{'appts':>6}{'done':>6}{'pages':>7}{'billed':>11}")
    ranked = sorted(by_notary.items(), key=lambda kv: (-sum(a.billed for a in kv[1]), kv[0]))
    for name, items in ranked:
        done = sum(1 for a in items if a.status == "done")
        pages = sum(a.pages for a in items if a.status == "done")
        billed = sum(a.billed for a in items)
        lines.append(f"{name:<10}{len(items):>6}{done:>6}{pages:>7}{billed:>11,.2f}")
    lines.append("-" * 46)
    for doc, n in documents.most_common():
        lines.append(f"  {doc:<20} x{n}")
    busiest_day, day_count = Counter(a.day for a in appts).most_common(1)[0]
    lines.append(f"busiest day: {busiest_day} ({day_count} appointments)")
    rate = statuses["done"] / len(appts) if appts else 0
    lines.append(f"completion rate: {rate:.1%}")
    if errors:
        lines.append(f"skipped {len(errors)} bad line(s):")
        lines.extend(f"  {e}" for e in errors)
    total = round(sum(a.billed for a in appts), 2)
    summary = {
        "appointments": len(appts),
        "billed": total,
        "no_shows": statuses["no-show"],
        "top_notary": ranked[0][0] if ranked else None,
        "skipped": len(errors),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "root/notary.txt")
    print(report(path.read_text(encoding="utf-8")))
