#!/usr/bin/env python3
"""Tailor shop alteration queue report (object-oriented style)."""
import json
import sys
from dataclasses import dataclass

class ShopError(Exception):
    """Base error for the alteration shop."""

class InvalidOrder(ShopError):
    def __init__(self, order_id, reason):
        super().__init__(f"{order_id}: {reason}")
        self.order_id = order_id
        self.reason = reason

class OverbookedError(ShopError):
    pass

@dataclass
class Alteration:
    kind: str
    minutes: int
    @staticmethod
    def parse_minutes(text):
        text = text.strip().lower()
        hours, _, rest = text.partition("h")
        if not rest and not text.endswith("h"):
            hours, rest = "0", text
        mins = rest.rstrip("m") or "0"
        if not (hours.isdigit() and mins.isdigit()):
            raise ValueError(f"bad duration {text!r}")
        return int(hours) * 60 + int(mins)

class Order:
    surcharge = 0.0
    def __init__(self, order_id, customer, garment, alterations):
        self.order_id = order_id
        self.customer = customer.title()
        self.garment = garment
        self.alterations = alterations
    @classmethod
    def from_dict(cls, data):
        oid = data.get("id", "?")
        items = data.get("alterations", [])
        if not items:
            raise InvalidOrder(oid, "no alterations")
        try:
            alts = [Alteration(a["kind"], Alteration.parse_minutes(a["time"])) for a in items]
        except (KeyError, ValueError) as exc:
            raise InvalidOrder(oid, str(exc)) from exc
        klass = RushOrder if data.get("rush") else cls
        return klass(oid, data.get("customer", "unknown"), data.get("garment", "garment"), alts)
    @property
    def minutes(self):
        return sum(a.minutes for a in self.alterations)
    def price(self, rate):
        return round(self.minutes / 60 * rate * (1 + self.surcharge), 2)
    def __str__(self):
        kinds = ", ".join(a.kind for a in self.alterations)
        return f"{self.order_id} {self.customer:<14} {self.garment:<12} {self.minutes:>4} min  [{kinds}]"
    def __repr__(self):
        return f"{type(self).__name__}({self.order_id!r}, minutes={self.minutes})"

class RushOrder(Order):
    surcharge = 0.25
    def __str__(self):
        return super().__str__() + " RUSH"

class Schedule:
    def __init__(self, capacity):
        self.capacity = capacity
        self.days = [[]]
    def book(self, order):
        if order.minutes > self.capacity:
            raise OverbookedError(f"{order.order_id} needs {order.minutes} min > {self.capacity}")
        if sum(o.minutes for o in self.days[-1]) + order.minutes > self.capacity:
            self.days.append([])
        self.days[-1].append(order)
    @property
    def used(self):
        return [sum(o.minutes for o in day) for day in self.days]

def load_orders(raw):
    orders, problems = [], []
    for entry in raw:
        try:
            orders.append(Order.from_dict(entry))
        except ShopError as exc:
            problems.append(str(exc))
    return orders, problems

def build_report(data):
    orders, problems = load_orders(data["orders"])
    rate = data["rate_per_hour"]
    queue = sorted(orders, key=lambda o: (not isinstance(o, RushOrder), o.order_id))
    schedule = Schedule(data["daily_capacity_minutes"])
    for order in queue:
        try:
            schedule.book(order)
        except OverbookedError as exc:
            problems.append(f"overbooked: {exc}")
    lines = [f"== {data['shop']} alteration queue ==", ""]
    for day_no, day in enumerate(schedule.days, start=1):
        lines.append(f"Day {day_no} ({schedule.used[day_no - 1]}/{schedule.capacity} min)")
        lines.extend(f"  {o}" for o in day)
    booked = [o for day in schedule.days for o in day]
    revenue = {o.order_id: o.price(rate) for o in booked}
    kinds = sorted({a.kind for o in booked for a in o.alterations})
    lines += ["", f"Revenue: ${sum(revenue.values()):,.2f} from {len(booked)} orders",
              f"Kinds: {', '.join(kinds)}"]
    if problems:
        lines.append("Problems:")
        lines.extend(f"  ! {p}" for p in problems)
    longest = max(booked, key=lambda o: o.minutes)
    summary = {"shop": data["shop"], "days": len(schedule.days),
               "rush": sum(isinstance(o, RushOrder) for o in booked),
               "revenue": round(sum(revenue.values()), 2),
               "longest": repr(longest), "rejected": len(problems)}
    lines += ["", json.dumps(summary, indent=2)]
    return "\n".join(lines)

def main(path):
    with open(path) as fh:
        data = json.load(fh)
    print(build_report(data))

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "root/tailor_orders.json")
