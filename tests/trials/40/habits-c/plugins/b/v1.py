from collections import Counter, defaultdict


def to_minutes(hhmm):
    h, _, m = hhmm.partition(":")
    return int(h) * 60 + int(m)


def fmt_minutes(total):
    sign = "-" if total < 0 else ""
    h, m = divmod(abs(total), 60)
    return "%s%d:%s" % (sign, h, str(m).zfill(2))


def clean_stop(name):
    name = name.replace("&", "and").title()
    return name + " *" if name.endswith(" Depot") else name


def parse(text, max_bad=5):
    rows, bad = [], []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        pos = line.find("#")
        if pos != -1:
            line = line[:pos]
        line = line.strip()
        if not line:
            continue
        if line.count(":") != 2 and len(bad) < max_bad:
            bad.append(i)
            continue
        head, sched, actual = line.rsplit(" ", 2)
        route, _, stop = head.partition(" ")
        rows.append((route, clean_stop(stop), sched, actual))
    return rows, bad


def report(text, late_after=2):
    rows, bad = parse(text)
    scheds = [to_minutes(r[2]) for r in rows]
    actuals = [to_minutes(r[3]) for r in rows]
    delays = [a - s for s, a in zip(scheds, actuals)]
    by_route = defaultdict(list)
    stops = defaultdict(set)
    late_stops = Counter()
    for (route, stop, _, _), d in zip(rows, delays):
        by_route[route].append(d)
        stops[route].add(stop)
        if d > late_after:
            late_stops[stop] += 1
    on_time = sum(1 for d in delays if abs(d) <= late_after)
    out = [" Bus delay report ".center(44, "=")]
    out.append("{} trips, {} on time ({}%)".format(len(delays), on_time, on_time * 100 // len(delays)))
    ranked = sorted(by_route, key=lambda r: sum(by_route[r]) / len(by_route[r]), reverse=True)
    for rank, route in enumerate(ranked, start=1):
        ds = by_route[route]
        avg = round(sum(ds) / len(ds), 1)
        worst = max(ds, key=abs)
        out.append(f"{rank}. route {route.rjust(3)} | avg {avg:+5.1f} | worst {worst:+3d} | total {fmt_minutes(sum(ds)):>6}")
    common = set.intersection(*stops.values())
    everywhere = set().union(*stops.values())
    out.append("Shared by all routes: %s" % (", ".join(sorted(common)) or "none"))
    out.append("Served by one route only: %d of %d stops" % (
        len({s for s in everywhere if sum(s in v for v in stops.values()) == 1}), len(everywhere)))
    worst_stops = list(late_stops.items())
    worst_stops.sort(key=lambda kv: (-kv[1], kv[0]))
    for stop, n in worst_stops[:3]:
        out.append("  " + stop.ljust(20, ".") + str(n).rjust(3))
    best = min(zip(delays, rows), key=lambda p: p[0])
    out.append(f"Earliest: route {best[1][0]} at {best[1][1]}, {fmt_minutes(best[0])} ({best[1][2]})")
    out.append(f"Unreadable lines: {bad}" if bad else "All lines read")
    return "\n".join(out)


#{
    name: "bus-delays",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "bus_delays",
            description: "Report bus delays per route and stop from a log of scheduled and actual times",
            parameters: #{ path: #{ type: "string", description: "log file: route stop HH:MM HH:MM per line" } },
            execute: |args| {
                report(ctx.fs.read(args.path))
            }
        });
    }
}
