import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby

Visit = namedtuple("Visit", "date barber service minutes price tip")


def parse_line(line, sep="|"):
    date, barber, service, minutes, price, tip = (part.strip() for part in line.split(sep))
    return Visit(date, barber, service, int(minutes), float(price), float(tip))


def read_visits(path):
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if line and not line.startswith("#"):
                yield parse_line(line)


def earnings(visit):
    return visit.price + visit.tip


def per_hour(total, minutes):
    return total / (minutes / 60) if minutes else 0.0


def group_sorted(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


def barber_stats(visits):
    total = reduce(lambda acc, v: acc + earnings(v), visits, 0.0)
    minutes = sum(map(lambda v: v.minutes, visits))
    tips = [v.tip for v in visits if v.tip > 0]
    return {
        "visits": len(visits),
        "earned": total,
        "minutes": minutes,
        "rate": per_hour(total, minutes),
        "tip_share": len(tips) / len(visits) if visits else 0.0,
    }


def running_totals(visits):
    by_day = group_sorted(visits, key=lambda v: v.date)
    days = list(by_day)
    daily = [sum(map(earnings, by_day[d])) for d in days]
    return list(zip(days, daily, accumulate(daily)))


def popular_services(visits, top=3):
    counts = {s: len(vs) for s, vs in group_sorted(visits, key=lambda v: v.service).items()}
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:top]


def quiet_visits(visits, limit=20):
    return filter(lambda v: v.minutes <= limit, visits)


def format_barber(name, stats, width=8):
    return (f"{name:<{width}}{stats['visits']:>3} visits {stats['earned']:>8.2f} EUR "
            f"{stats['rate']:>6.1f}/h  tipped {stats['tip_share']:.0%}")


def build_report(path="root/barbershop.txt"):
    visits = list(read_visits(path))
    per_barber = {b: barber_stats(vs) for b, vs in group_sorted(visits, key=lambda v: v.barber).items()}
    ranked = sorted(per_barber.items(), key=lambda kv: kv[1]["earned"], reverse=True)
    lines = [f"Barbershop report: {len(visits)} visits, {len(per_barber)} barbers", ""]
    lines += [format_barber(name, stats) for name, stats in ranked]
    lines += ["", "Running takings:"]
    lines += [f"  {day}  {amount:7.2f}  total {total:8.2f}" for day, amount, total in running_totals(visits)]
    (best_name, best), *rest = ranked
    lines += ["", f"Top earner: {best_name} ({best['earned']:.2f}), then {', '.join(n for n, _ in rest)}"]
    services = popular_services(visits)
    lines.append("Popular: " + ", ".join(f"{s} x{n}" for s, n in services))
    short = sorted({v.service for v in quiet_visits(visits)})
    lines.append(f"Quick services (<=20 min): {', '.join(short) or 'none'}")
    names = sorted(set(chain.from_iterable((v.barber, v.service) for v in visits)))
    lines.append(f"Names seen: {len(names)}")
    summary = {
        "visits": len(visits),
        "takings": round(sum(map(earnings, visits)), 2),
        "tips": round(sum(v.tip for v in visits), 2),
        "top": best_name,
    }
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


if __name__ == "__main__":
    print(build_report(*sys.argv[1:]))
