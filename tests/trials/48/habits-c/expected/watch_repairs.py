#!/usr/bin/env python3
"""Watch repair workshop: weekly report of job tickets per bench."""
import json
import sys
from dataclasses import dataclass, field

RATES = {"quartz": 18.0, "automatic": 32.5, "manual": 27.0}
URGENT_FACTOR = 1.5

class WorkshopError(Exception):
    """Base class for every problem with a ticket."""

class BadTicketError(WorkshopError):
    def __init__(self, ticket_id, reason):
        super().__init__(f"ticket {ticket_id}: {reason}")
        self.ticket_id = ticket_id

class UnknownMovementError(BadTicketError):
    pass

@dataclass
class Ticket:
    ticket_id: str
    owner: str
    brand: str
    movement: str
    hours: float
    parts: list = field(default_factory=list)
    urgent: bool = False

    @classmethod
    def from_dict(cls, raw):
        tid = raw.get("id", "?")
        movement = raw.get("movement", "").lower()
        if movement not in RATES:
            raise UnknownMovementError(tid, f"unknown movement {movement!r}")
        if "hours" not in raw:
            raise BadTicketError(tid, "missing hours")
        hours = float(raw["hours"])
        if hours <= 0:
            raise BadTicketError(tid, f"hours must be positive, got {hours}")
        owner = raw["owner"].strip().title()
        return cls(tid, owner, raw.get("brand", "Unbranded"), movement, hours,
                   raw.get("parts", []), bool(raw.get("urgent", False)))

    @property
    def parts_cost(self):
        return sum(p["price"] * p.get("qty", 1) for p in self.parts)

    @property
    def labour(self):
        base = self.hours * RATES[self.movement]
        return base * URGENT_FACTOR if self.urgent else base

    @property
    def total(self):
        return round(self.labour + self.parts_cost, 2)

    def __str__(self):
        flag = "!" if self.urgent else " "
        return (f"{flag} {self.ticket_id:<5} {self.owner:<13} {self.brand:<9} "
                f"{self.movement:<9} {self.hours:>5.2f}h {self.total:>9,.2f}")

class Bench:
    def __init__(self, watchmaker):
        self.watchmaker = watchmaker
        self.tickets = []

    def __repr__(self):
        return f"Bench({self.watchmaker!r}, tickets={len(self.tickets)})"

    def add(self, ticket):
        if not isinstance(ticket, Ticket):
            raise TypeError(f"not a ticket: {ticket!r}")
        self.tickets.append(ticket)

    @property
    def revenue(self):
        return round(sum(t.total for t in self.tickets), 2)

    @property
    def hours(self):
        return sum(t.hours for t in self.tickets)

    @staticmethod
    def money(value):
        return f"{value:,.2f} EUR"

def load_benches(data):
    benches, rejected = {}, []
    for raw in data["tickets"]:
        try:
            ticket = Ticket.from_dict(raw)
        except WorkshopError as err:
            kind = "movement" if isinstance(err, UnknownMovementError) else "data"
            rejected.append((err.ticket_id, kind, str(err)))
            continue
        name = raw.get("watchmaker", "unassigned")
        benches.setdefault(name, Bench(name)).add(ticket)
    return benches, rejected

def bench_section(bench):
    lines = [f"== {bench.watchmaker} ({len(bench.tickets)} tickets, {bench.hours:g} h) =="]
    for ticket in sorted(bench.tickets, key=lambda t: (-t.total, t.ticket_id)):
        lines.append(str(ticket))
    lines.append(f"   revenue: {Bench.money(bench.revenue)}")
    return lines

def build_report(data):
    benches, rejected = load_benches(data)
    ordered = sorted(benches.values(), key=lambda b: b.revenue, reverse=True)
    lines = [f"{data['workshop']} - week {data['week']}", ""]
    for bench in ordered:
        lines += bench_section(bench) + [""]
    everything = [t for b in ordered for t in b.tickets]
    part_names = sorted({p["name"] for t in everything for p in t.parts})
    urgent = [t.ticket_id for t in everything if t.urgent]
    lines.append(f"parts used: {', '.join(part_names)}")
    lines.append(f"urgent: {urgent}")
    lines.append(f"benches: {ordered!r}")
    for tid, kind, message in sorted(rejected):
        lines.append(f"REJECTED [{kind}] {message}")
    summary = {
        "week": data["week"],
        "revenue": round(sum(b.revenue for b in ordered), 2),
        "by_bench": {b.watchmaker: b.revenue for b in ordered},
        "rejected": len(rejected),
        "avg_hours": round(sum(t.hours for t in everything) / len(everything), 3),
    }
    lines.append(json.dumps(summary, indent=2))
    return "\n".join(lines)

if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "root/watch_jobs.json"
    with open(path) as handle:
        print(build_report(json.load(handle)))
