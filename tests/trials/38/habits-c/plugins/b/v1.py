from collections import Counter, defaultdict

REQUIRED = {"CP1", "CP2", "CP3"}


def parse_time(t):
    total = 0
    for p in t.split(":"):
        total = total * 60 + int(p)
    return total


def hms(sec):
    h, rest = divmod(sec, 3600)
    m, s = divmod(rest, 60)
    return "%d:%s:%s" % (h, str(m).zfill(2), str(s).zfill(2))


def pace(sec, km=21.1):
    per = round(sec / km)
    m, s = divmod(per, 60)
    return "{}'{:02d}\"/km".format(m, s)


def load(text):
    runners = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line.startswith("#"):
            continue
        head, _, checks = line.partition(" @ ")
        bib, name, cat, start, finish = head.split(";")
        name = name.replace("_", " ").title()
        cps = set(checks.split(",")) if checks else set()
        runners.append((bib.zfill(3), name, cat.upper(), parse_time(finish) - parse_time(start), cps))
    return runners


def report(text):
    runners = load(text)
    ok = [r for r in runners if REQUIRED <= r[4]]
    dq = [r for r in runners if not REQUIRED <= r[4]]
    ok.sort(key=lambda r: r[3])
    best = ok[0][3]
    out = [" RESULTS ".center(44, "=")]
    for rank, (bib, name, cat, t, cps) in enumerate(ok, start=1):
        last = name.rsplit(" ", 1)[-1]
        gap = "" if t == best else "+" + hms(t - best)
        out.append(f"{rank:>2}. #{bib} {last.ljust(10)}{cat:<4}{hms(t):>8} {gap.rjust(8)}")
    for bib, name, cat, t, cps in dq:
        out.append("DQ #%s %s missing %s" % (bib, name, ", ".join(sorted(REQUIRED - cps))))
    extra = set().union(*(r[4] for r in runners)) - REQUIRED
    if extra:
        out.append("unknown checkpoints: " + ", ".join(sorted(extra)))
    by_cat = defaultdict(list)
    for r in ok:
        by_cat[r[2]].append(r)
    for cat in sorted(by_cat):
        w = min(by_cat[cat], key=lambda r: r[3])
        out.append("{:<4} winner {} ({})".format(cat, w[1], pace(w[3])))
    women = [r for r in ok if r[2].startswith("W")]
    men = [r for r in ok if r[2].startswith("M")]
    avg_w = sum(r[3] for r in women) // len(women)
    avg_m = sum(r[3] for r in men) // len(men)
    out.append(f"avg W {hms(avg_w)} / M {hms(avg_m)}, diff {abs(avg_w - avg_m) / 60:.1f} min")
    gaps = [(b[3] - a[3], a[0], b[0]) for a, b in zip(ok, ok[1:])]
    g, a, b = max(gaps)
    out.append(f"largest gap {g}s between #{a} and #{b}")
    counts = Counter(r[2][-2:] for r in runners)
    ages = sorted(counts.items(), key=lambda kv: kv[1], reverse=True)
    out.append("age groups: " + " ".join("%s=%d" % kv for kv in ages))
    slowest = max(ok, key=lambda r: r[3])
    out.append("slowest finisher: %s, %d%% of winner" % (slowest[1], round(slowest[3] * 100 / best)))
    out.append("names with 'a': %d" % sum(r[1].lower().count("a") for r in runners))
    out.append("podium: " + " ".join(r[1][:r[1].find(" ")] for r in ok[:3]))
    out.append("bibs ending in 1: " + ",".join(r[0] for r in runners if r[0].endswith("1")))
    return "\n".join(out)


#{
    name: "race-results",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "race_results",
            description: "Ranking, disqualifications and stats for a trail race results file",
            parameters: #{ path: #{ type: "string", description: "results file to read" } },
            execute: |args| {
                report(ctx.fs.read(args.path))
            }
        });
    }
}
