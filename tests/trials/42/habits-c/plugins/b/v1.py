from collections import Counter, defaultdict


def parse(line):
    ts, _, rest = line.partition(" ")
    method, path, status, ms, client = rest.split()
    route = path.partition("?")[0]
    return ts, method, route, int(status), int(ms), client


def clock(ms):
    secs, milli = divmod(ms, 1000)
    m, s = divmod(secs, 60)
    return "%d:%s.%s" % (m, str(s).zfill(2), str(milli).zfill(3))


def bar(value, top, width=20):
    return "#" * (value * width // top) if top else ""


def label(route):
    parts = route.rsplit("/", 2)
    name = parts[-1]
    if name.isdigit():
        name = parts[-2] + " item"
    return name.replace("-", " ").title()


def summarize(text, slow=500):
    lines = text.splitlines()
    rows, bad, i = [], 0, 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line.startswith("#"):
            continue
        if line.count(" ") != 5 or line.find("T") != 10:
            bad += 1
            continue
        rows.append(parse(line))
    hits = Counter(r[2] for r in rows)
    times = defaultdict(list)
    by_hour = Counter()
    for ts, method, route, status, ms, client in rows:
        times[route].append(ms)
        by_hour[ts[11:13]] += 1
    failing = {r[5] for r in rows if r[3] >= 500}
    writers = {r[5] for r in rows if r[1] != "GET"}
    clients = {r[5] for r in rows}
    total = sum(r[4] for r in rows)
    mean = total / len(rows)
    out = [" access log ".center(44, "="), "{} requests, {} bad lines, total time {}".format(len(rows), bad, clock(total))]
    top = max(hits.values())
    for n, (route, count) in enumerate(hits.most_common(), start=1):
        avg = sum(times[route]) / len(times[route])
        flag = "*" if abs(avg - mean) > mean else " "
        kind = "static" if route.startswith("/static/") or route.endswith((".css", ".png")) else "api"
        out.append(f"{n:>2}. {route.ljust(18)}{count:>3} {avg:8.1f}ms{flag} {kind:<6} {bar(count, top)}")
    slowest = max(rows, key=lambda r: r[4])
    out.append("slowest: %s %s took %s (%s)" % (slowest[1], slowest[2], clock(slowest[4]), label(slowest[2])))
    hours = sorted(by_hour.items(), key=lambda kv: kv[1], reverse=True)
    out.append("busiest hours: " + ", ".join(f"{h}h={c}" for h, c in hours[:2]))
    slow_rows = [r for r in rows if r[4] >= slow]
    slow_rows.sort(key=lambda r: (r[2], -r[4]))
    for ts, method, route, status, ms, client in slow_rows:
        out.append("  slow {0} {1:<16} {2} {3:>5}ms {4}".format(ts[11:16], route, status, ms, client.rjust(9)))
    codes = Counter(str(r[3])[0] + "xx" for r in rows)
    out.append("status: " + " ".join(f"{k}:{v}" for k, v in sorted(codes.items())))
    out.append("clients %d, failing+writing %s, only reading %s" % (
        len(clients), sorted(failing & writers), sorted(clients - (failing | writers))))
    mins = [min(v) for v in times.values()]
    maxs = [max(v) for v in times.values()]
    spread = [hi - lo for lo, hi in zip(mins, maxs)]
    out.append(f"widest spread {max(spread)}ms, median-ish {sorted(spread)[len(spread) // 2]}ms, mean {round(mean, 1)}ms")
    return "\n".join(out)


#{
    name: "access-log",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "log_summary",
            description: "Summarize a web access log: routes, timings, slow requests, clients",
            parameters: #{
                path: #{ type: "string", description: "access log file" },
                slow: #{ type: "integer", description: "slow threshold in ms", required: false, "default": 500 }
            },
            execute: |args| {
                summarize(ctx.fs.read(args.path), args.slow ?? 500)
            }
        });
    }
}
