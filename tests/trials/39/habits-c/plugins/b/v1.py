from collections import Counter, defaultdict

DAY_MINUTES = 24 * 60


def to_minutes(clock):
    h, _, m = clock.partition(":")
    return int(h) * 60 + int(m)


def hhmm(minutes):
    sign = "-" if minutes < 0 else ""
    h, m = divmod(abs(minutes), 60)
    return "%s%d:%s" % (sign, h, str(m).zfill(2))


def parse(text, default_break=30):
    shifts, bad = [], []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        raw = lines[i].strip()
        i += 1
        if not raw or raw.startswith("#"):
            continue
        if raw.count(":") < 2 or raw.find("-", 11) < 0:
            bad.append(i)
            continue
        day, who, span, *extras = raw.split()
        start, end = span[:5], span[-5:]
        brk = default_break
        for ex in extras:
            key, _, val = ex.partition("=")
            if key == "break":
                brk = int(val)
        worked = to_minutes(end) - to_minutes(start)
        if worked < 0:
            worked += DAY_MINUTES
        shifts.append((day, who.replace("_", " ").title(), worked - brk, start >= "20:00"))
    return shifts, bad


def report(text, target_hours=8):
    shifts, bad = parse(text)
    total = defaultdict(int)
    nights = Counter()
    overtime = Counter()
    per_day = defaultdict(set)
    for day, who, mins, night in shifts:
        total[who] += mins
        per_day[day].add(who)
        if night:
            nights[who] += 1
        extra = mins - target_hours * 60
        if extra > 0:
            overtime[who] += extra
    everyone = set(total)
    counts = Counter(who for _, who, _, _ in shifts)
    names = sorted(total, key=lambda n: total[n], reverse=True)
    out = [" Timesheet ".center(34, "=")]
    out.append("{:<4}{:<14}{:>8}{:>8}".format("#", "worker", "hours", "avg"))
    for rank, (name, mins) in enumerate(zip(names, [total[n] for n in names]), start=1):
        avg = round(mins / counts[name] / 60, 2)
        out.append(str(rank).ljust(4) + name.ljust(14) + hhmm(mins).rjust(8) + f"{avg:>8.2f}")
    days = sorted(per_day)
    busiest = max(days, key=lambda d: len(per_day[d]))
    out.append("busiest day: %s (%d on shift)" % (busiest.replace("-", "/"), len(per_day[busiest])))
    every_day = set.intersection(*per_day.values())
    out.append("worked every day: " + (", ".join(sorted(every_day)) or "nobody"))
    for d in days:
        missing = everyone - per_day[d]
        if missing:
            out.append(f"  {d.rsplit('-', 1)[1]}: off {', '.join(sorted(missing))}")
    ot = [(n, m) for n, m in overtime.items()]
    ot.sort(key=lambda p: (-p[1], p[0]))
    for name, mins in ot:
        out.append(f"overtime {name}: {hhmm(mins)} ({mins // 60}h {mins % 60:02d}m)")
    for name, n in nights.most_common():
        out.append("{} did {} night shift{}".format(name, n, "" if n == 1 else "s"))
    longest = max(shifts, key=lambda s: s[2])
    shortest = min(shifts, key=lambda s: s[2])
    out.append(f"longest shift: {longest[1]} on {longest[0]} ({hhmm(longest[2])})")
    out.append(f"shortest shift: {shortest[1]} on {shortest[0]} ({hhmm(shortest[2])})")
    out.append(f"total {hhmm(sum(total.values()))} over {len(shifts)} shifts, {len(bad)} bad line(s)")
    if bad:
        out.append("bad lines: " + " ".join(map(str, bad)))
    return "\n".join(out)


#{
    name: "timesheet",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "timesheet_report",
            description: "Summarise worked hours, overtime and night shifts from a shift log",
            parameters: #{ path: #{ type: "string", description: "shift log file" } },
            execute: |args| {
                let text = ctx.fs.read(args.path);
                report(text)
            }
        });
    }
}
