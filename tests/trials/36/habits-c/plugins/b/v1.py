import json, sys

WIDTH = 52


def parse_duration(s):
    h, _, rest = s.partition(":")
    m, _, sec = rest.partition(":")
    return int(h) * 3600 + int(m) * 60 + int(sec)


def fmt_duration(secs):
    h, rem = divmod(secs, 3600)
    m, s = divmod(rem, 60)
    return "%d:%s:%s" % (h, str(m).zfill(2), str(s).zfill(2))


def bar(value, top, width=20):
    n = round(value / top * width)
    return "#" * n + "." * (width - n)


def parse_rides(text):
    rides, lines, i = [], text.splitlines(), 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        cut = line.find("#")
        if cut >= 0:
            line = line[:cut].strip()
        if not line:
            continue
        date, route, dist, dur, climb = [p.strip() for p in line.split("|")]
        rides.append((date, route, float(dist[:-3]), parse_duration(dur), int(climb[1:-1])))
    return rides


def ride_report(text, top_n=3):
    rides = parse_rides(text)
    total_km = sum(r[2] for r in rides)
    total_secs = sum(r[3] for r in rides)
    routes = {r[1] for r in rides}
    longest = max(rides, key=lambda r: r[2])
    fastest = max(rides, key=lambda r: r[2] / r[3])
    out = [" RIDE LOG ".center(WIDTH, "=")]
    for n, (date, route, km, secs, gain) in enumerate(rides, start=1):
        speed = km / (secs / 3600)
        out.append("{:>2}. {} {} {:>6.1f} km {:>8} {:5.1f} km/h".format(
            n, date[5:], route[:16].ljust(16), km, fmt_duration(secs), speed))
    out.append("-" * WIDTH)
    out.append(f"rides: {len(rides)}  routes: {len(routes)}  distance: {total_km:.1f} km")
    out.append("time: %s  avg %.2f km/h  climb: %d m" % (
        fmt_duration(total_secs), total_km / (total_secs / 3600), sum(r[4] for r in rides)))
    out.append("longest: {1} on {0} ({2} km)".format(*longest[:3]))
    out.append(f"fastest: {fastest[1]} ({fastest[2] / fastest[3] * 3600:.1f} km/h)")
    months = {}
    for date, _, km, _, _ in rides:
        months[date[:7]] = months.get(date[:7], 0) + km
    top = max(months.values())
    for month, km in sorted(months.items(), key=lambda kv: kv[1], reverse=True)[:top_n]:
        out.append(f"{month} {bar(km, top)} {km:7.1f}")
    hilly = sorted({r[1] for r in rides if r[4] // int(r[2]) >= 15})
    out.append("hilly: " + (", ".join(hilly) if hilly else "none"))
    jumps = [(b[0], abs(b[2] / b[3] - a[2] / a[3]) * 3600) for a, b in zip(rides, rides[1:])]
    day, jump = max(jumps, key=lambda j: j[1])
    out.append("biggest speed change: %s (%+.1f km/h)" % (day, jump))
    loops = sum(r[1].lower().count("loop") for r in rides)
    out.append("loops ridden: {}  hill routes: {}".format(loops, sum("hill" in r[1].lower() for r in rides)))
    data = {"rides": len(rides), "km": round(total_km, 1), "months": months,
            "routes": sorted(routes, reverse=True)}
    return "\n".join(out), data



#{
    name: "ride-log",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "ride_report",
            description: "Report on a cycling ride log: per-ride speeds, totals, monthly bars",
            parameters: #{
                path: #{ type: "string", description: "ride log file" },
                top_n: #{ type: "integer", description: "how many months to show", required: false, "default": 3 }
            },
            execute: |args| {
                let (text, data) = ride_report(ctx.fs.read(args.path), args.top_n ?? 3);
                #{ content: [#{ type: "text", text: text }], isError: false, structuredContent: data }
            }
        });
    }
}
