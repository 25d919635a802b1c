from collections import Counter, defaultdict

RATES = {"acme": 85, "globex": 130, "initech": 70}
KNOWN_TAGS = {"design", "dev", "meeting", "admin", "travel"}


def to_minutes(hhmm):
    h, _, m = hhmm.partition(":")
    return int(h) * 60 + int(m)


def fmt_hm(mins, width=0):
    h, m = divmod(mins, 60)
    return ("%d:%s" % (h, str(m).zfill(2))).rjust(width)


def parse(text):
    entries = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line.startswith("#"):
            continue
        day, span, client, rest = line.split(" ", 3)
        start, end = span.split("-")
        s, e = to_minutes(start), to_minutes(end)
        if e < s:
            e += 24 * 60
        words = rest.split()
        tags = [w[1:] for w in words if w.startswith("#")]
        desc = " ".join(w for w in words if not w.startswith("#"))
        entries.append((day, client.lower(), e - s, tags, desc))
    return entries


def summarize(path, text, week_target=30):
    if not path.endswith(".txt"):
        return "expected a .txt timesheet, got " + path.rsplit("/", 1)[-1]
    entries = parse(text)
    per_client = defaultdict(int)
    per_day = defaultdict(int)
    tag_count = Counter()
    for day, client, mins, tags, desc in entries:
        per_client[client] += mins
        per_day[day[5:]] += mins
        tag_count.update(tags)
    total = sum(per_client.values())
    out = [" Timesheet ".center(44, "=")]
    for n, (day, client, mins, tags, desc) in enumerate(entries, start=1):
        out.append("{:>2}. {} {:<8}{} {}".format(n, day, client.title(), fmt_hm(mins, 6), desc[:18]))
    out.append("-" * 44)
    ranked = sorted(per_client.items(), key=lambda kv: kv[1], reverse=True)
    for client, mins in ranked:
        pay = round(mins / 60 * RATES.get(client, 50), 2)
        share = mins * 100 // total
        out.append(f"{client.ljust(8)}{fmt_hm(mins, 7)}  {share:3d}%  ${pay:>9,.2f}")
    days = list(per_day.items())
    days.sort(key=lambda kv: kv[0])
    for (d1, m1), (d2, m2) in zip(days, days[1:]):
        out.append("%s -> %s: %+d min" % (d1, d2, m2 - m1))
    busiest = max(per_day, key=per_day.get)
    out.append("busiest day: %s (%s)" % (busiest, fmt_hm(per_day[busiest])))
    hours = total / 60
    gap = abs(week_target - hours)
    out.append(f"total {fmt_hm(total)} = {hours:.2f}h, {'over' if hours > week_target else 'under'} target by {gap:.1f}h")
    out.append("tags: " + ", ".join(f"{t}x{c}" for t, c in tag_count.most_common()))
    out.append("unused tags: " + ", ".join(sorted(KNOWN_TAGS - set(tag_count))))
    meeting_days = {d for d, c, m, t, _ in entries if "meeting" in t}
    dev_days = {d for d, c, m, t, _ in entries if "dev" in t}
    out.append("days with meetings and dev: %d" % len(meeting_days & dev_days))
    longest = max(entries, key=lambda e: e[2])
    out.append("longest: {0} {1} ({2}), {3} letters of notes".format(
        longest[0], longest[1].title(), fmt_hm(longest[2]), len(longest[4].replace(" ", ""))))
    notes_e = sum(1 for e in entries if e[4].count("o") > 1 and e[4].find("review") == -1)
    out.append("notes with 2+ o (not reviews): %d" % notes_e)
    return "\n".join(out)

#{
    name: "timesheet",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "timesheet_summary",
            description: "Summarise a freelancer's weekly timesheet: hours per client, pay, tags",
            parameters: #{
                path: #{ type: "string", description: "timesheet .txt file" },
                week_target: #{ type: "number", description: "target hours for the week", required: false, "default": 30 }
            },
            execute: |args| {
                let text = ctx.fs.read(args.path);
                summarize(args.path, text, args.get("week_target", 30))
            }
        });
    }
}
