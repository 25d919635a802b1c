#!/usr/bin/env python3
"""Car-share fleet: bill trips, report per member and per vehicle."""
import json
from dataclasses import dataclass


class FleetError(Exception):
    """Base class for fleet problems."""


class UnknownVehicle(FleetError):
    def __init__(self, plate):
        super().__init__(f"unknown vehicle {plate!r}")
        self.plate = plate


class BadTrip(FleetError):
    pass


@dataclass
class Vehicle:
    plate: str
    model: str
    rate_per_hour: float
    rate_per_km: float
    electric: bool = False

    @property
    def label(self):
        kind = "EV" if self.electric else "ICE"
        return f"{self.model} ({self.plate}, {kind})"

    def cost(self, minutes, km):
        total = minutes / 60 * self.rate_per_hour + km * self.rate_per_km
        return round(total, 2)


class ElectricVehicle(Vehicle):
    def cost(self, minutes, km):
        return round(super().cost(minutes, km) * 0.9, 2)  # green discount


@dataclass
class Trip:
    member: str
    plate: str
    start: str
    end: str
    km: float
    cost: float = 0.0

    @staticmethod
    def to_minutes(hhmm):
        h, m = hhmm.split(":")
        return int(h) * 60 + int(m)

    @property
    def minutes(self):
        return self.to_minutes(self.end) - self.to_minutes(self.start)

    @classmethod
    def from_dict(cls, d):
        trip = cls(d["member"], d["plate"], d["start"], d["end"], float(d.get("km", 0)))
        if trip.minutes <= 0:
            raise BadTrip(f"trip of {trip.member} ends before it starts")
        return trip

    def __repr__(self):
        return f"Trip({self.member!r}, {self.plate!r}, {self.minutes}min, {self.km}km)"


class Fleet:
    def __init__(self, vehicles):
        self.vehicles = {v.plate: v for v in vehicles}
        self.trips = []
        self.errors = []

    @classmethod
    def from_json(cls, data):
        vehicles = []
        for v in data["vehicles"]:
            klass = ElectricVehicle if v.get("electric") else Vehicle
            vehicles.append(klass(v["plate"], v["model"], v["per_hour"], v["per_km"],
                                  bool(v.get("electric"))))
        return cls(vehicles)

    def add(self, raw):
        try:
            trip = Trip.from_dict(raw)
            vehicle = self.vehicles.get(trip.plate)
            if vehicle is None:
                raise UnknownVehicle(trip.plate)
            trip.cost = vehicle.cost(trip.minutes, trip.km)
            self.trips.append(trip)
        except FleetError as e:
            kind = "vehicle" if isinstance(e, UnknownVehicle) else "trip"
            self.errors.append(f"{kind}: {e}")

    def totals_by(self, attr):
        out = {}
        for t in self.trips:
            key = getattr(t, attr)
            out[key] = out.get(key, 0) + t.cost
        return {k: round(v, 2) for k, v in out.items()}

    def __str__(self):
        return f"Fleet({len(self.vehicles)} vehicles, {len(self.trips)} trips)"


def build_report(fleet):
    lines = [str(fleet), "=" * 44]
    members = fleet.totals_by("member")
    for name, total in sorted(members.items(), key=lambda kv: (-kv[1], kv[0])):
        count = sum(1 for t in fleet.trips if t.member == name)
        lines.append(f"{name.capitalize():<10}{count:>2} trips {total:>9.2f} EUR")
    lines.append("-" * 44)
    per_car = fleet.totals_by("plate")
    for plate in sorted(per_car):
        km = sum(t.km for t in fleet.trips if t.plate == plate)
        lines.append(f"{fleet.vehicles[plate].label:<26}{km:7.1f} km{per_car[plate]:8.2f}")
    longest = max(fleet.trips, key=lambda t: t.minutes)
    lines.append(f"longest: {longest!r}")
    idle = sorted(set(fleet.vehicles) - set(per_car))
    lines.append("idle: " + (", ".join(idle) if idle else "none"))
    lines.extend(f"! {err}" for err in fleet.errors)
    summary = {"revenue": round(sum(members.values()), 2), "trips": len(fleet.trips),
               "errors": len(fleet.errors), "top": max(members, key=members.get)}
    lines.append(json.dumps(summary, sort_keys=True))
    return "\n".join(lines)


def main(path="root/carshare.json"):
    with open(path) as f:
        data = json.load(f)
    fleet = Fleet.from_json(data)
    for raw in data["trips"]:
        fleet.add(raw)
    return build_report(fleet)


if __name__ == "__main__":
    print(main())
