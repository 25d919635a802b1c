#!/usr/bin/env python3
"""Glacier ablation stake report: melt per stake, zones, ELA estimate, JSON summary."""
import json
import sys
from collections import Counter, defaultdict
from datetime import date
from statistics import mean, median

ICE_DENSITY = 0.91  # cm of ice -> mm water equivalent factor (x10)
ZONES = {"tongue": "Tongue", "middle": "Mid-glacier", "upper": "Upper basin"}


def parse_line(line, sep=","):
    stake, zone, elev, day, reading = (part.strip() for part in line.split(sep))
    return {"stake": stake, "zone": zone, "elev": int(elev),
            "day": date.fromisoformat(day), "cm": float(reading)}


def load(path):
    with open(path, encoding="utf-8") as fh:
        return [parse_line(l) for l in fh if l.strip() and not l.startswith("#")]


def summarize(readings):
    by_stake = defaultdict(list)
    for r in readings:
        by_stake[r["stake"]].append(r)
    stakes = {}
    for sid, rows in by_stake.items():
        rows = sorted(rows, key=lambda r: r["day"])
        first, last = rows[0], rows[-1]
        days = (last["day"] - first["day"]).days or 1
        melt = last["cm"] - first["cm"]
        stakes[sid] = {"zone": first["zone"], "elev": first["elev"], "visits": len(rows),
                       "melt_cm": melt, "rate": melt / days, "we_mm": melt * 10 * ICE_DENSITY}
    return stakes


def ela_estimate(stakes, threshold=0.0):
    pts = sorted((s["elev"], s["we_mm"]) for s in stakes.values())
    for (e1, m1), (e2, m2) in zip(pts, pts[1:]):
        if (m1 - threshold) * (m2 - threshold) <= 0 and m1 != m2:
            return round(e1 + (threshold - m1) * (e2 - e1) / (m2 - m1))
    return None


def bar(value, scale=10.0, char="#"):
    return char * max(0, int(value // scale))


def report(readings):
    stakes = summarize(readings)
    out = [f"GLACIER STAKE REPORT: {len(stakes)} stakes, {len(readings)} readings", "-" * 44]
    for sid, s in sorted(stakes.items(), key=lambda kv: (-kv[1]["melt_cm"], kv[0])):
        out.append(f"{sid:<6}{s['elev']:>5} m {s['melt_cm']:>+7.1f} cm "
                   f"{s['rate']:>5.2f} cm/d {bar(s['melt_cm'], 25)}".rstrip())
    out.append("By zone:")
    zones = defaultdict(list)
    for s in stakes.values():
        zones[s["zone"]].append(s)
    for zone in sorted(zones, key=lambda z: mean(s["elev"] for s in zones[z])):
        members = zones[zone]
        we = [s["we_mm"] for s in members]
        out.append(f"  {ZONES.get(zone, zone.title()):<12} n={len(members)} "
                   f"mean {mean(we):8.1f} mm w.e.  median {median(we):.1f}")
    gaining = [sid for sid, s in stakes.items() if s["melt_cm"] < 0]
    out.append(f"Accumulating stakes: {', '.join(sorted(gaining)) or 'none'}")
    visits = Counter(r["day"].strftime("%b") for r in readings)
    out.append("Visits per month: " + " ".join(f"{m}={n}" for m, n in visits.most_common()))
    fastest_id, fastest = max(stakes.items(), key=lambda kv: kv[1]["rate"])
    ela = ela_estimate(stakes)
    out.append(f"Fastest melt: {fastest_id} at {fastest['rate']:.2f} cm/day; ELA ~ {ela if ela else 'n/a'} m")
    total_we = sum(s["we_mm"] for s in stakes.values())
    share = len(gaining) / len(stakes)
    out.append(f"Net balance {total_we:,.1f} mm w.e. in total, {total_we / len(stakes):.1f} per stake "
               f"({share:.0%} accumulating)")
    out.append(json.dumps({
        "stakes": len(stakes),
        "mean_we_mm": round(total_we / len(stakes), 1),
        "ela_m": ela,
        "accumulating": sorted(gaining),
        "zones": {z: len(m) for z, m in sorted(zones.items())},
    }))
    return "\n".join(out)


if __name__ == "__main__":
    sys.stdout.write(report(load(sys.argv[1] if len(sys.argv) > 1 else "root/stakes.csv")))
