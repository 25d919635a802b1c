from collections import Counter, defaultdict, deque
import json


def to_seconds(stamp, sep=":"):
    total = 0
    for part in stamp.split(sep):
        total = total * 60 + int(part)
    return total


def fmt_dur(secs, width=0):
    m, s = divmod(secs, 60)
    h, m = divmod(m, 60)
    out = "%d:%02d:%02d" % (h, m, s) if h else "{}:{}".format(m, str(s).zfill(2))
    return out.rjust(width)


def clean(*names):
    return [n.strip().title().replace(" In ", " in ") for n in names]


def parse(text):
    plays, bad, ads = [], [], 0
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if line.startswith("#") or not line.strip():
            continue
        if line.count("|") != 2:
            bad.append((i, line[:8]))
            continue
        stamp, song, dur = [p.strip() for p in line.split("|")]
        if song.find(" - ") < 0:
            ads += to_seconds(dur)
            continue
        artist, _, title = song.partition(" - ")
        artist, title = clean(artist, title)
        plays.append((to_seconds(stamp), artist, title, to_seconds(dur)))
    return plays, bad, ads


def report(text, top=3):
    plays, bad, ads = parse(text)
    airtime = defaultdict(int)
    for _, artist, _, secs in plays:
        airtime[artist] += secs
    counts = Counter(artist for _, artist, _, _ in plays)
    repeats = {t for t, n in Counter(t for _, _, t, _ in plays).items() if n > 1}
    longest = max(plays, key=lambda p: p[3])
    music = sum(p[3] for p in plays)
    span = plays[-1][0] + plays[-1][3] - plays[0][0]
    gaps = [b[0] - (a[0] + a[3]) for a, b in zip(plays, plays[1:])]
    recent = deque(maxlen=3)
    for p in plays:
        recent.append(p[2])
    out = ["PLAYLIST REPORT".center(40, "=")]
    ranked = sorted(airtime.items(), key=lambda kv: kv[1], reverse=True)
    for n, (artist, secs) in enumerate(ranked[:top], start=1):
        out.append(f"{n:>2}. {artist.ljust(14)}{fmt_dur(secs, 8)} {counts[artist]}x {secs / music:6.1%}")
    out.append("music {} of {} ({}%), ads {}".format(
        fmt_dur(music), fmt_dur(span), round(100 * music / span), fmt_dur(ads)))
    out.append(f"longest: {longest[2]} by {longest[1]} ({fmt_dur(longest[3])})")
    out.append("max gap %ds, drift %+ds" % (max(gaps, key=abs), sum(gaps)))
    out.append("repeats: " + ", ".join(sorted(repeats)) or "none")
    out.append("last three: " + " / ".join(recent))
    heard = set(counts) - {a for a, _ in ranked[:top]}
    out.append("also: " + ", ".join(sorted(heard, reverse=True)))
    out.append("avg/track %s, %d per hour" % (fmt_dur(music // len(plays)), len(plays) * 3600 // span))
    tags = sorted(artist.rsplit(" ", 1)[-1].swapcase() for artist in counts)
    tags.sort(key=len)
    out.append("tags: " + " ".join(tags))
    out.extend(f"bad line {n}: {frag!r}" for n, frag in bad)
    return "\n".join(out), {"airtime": dict(airtime), "plays": len(plays)}


#{
    name: "playlist-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "playlist_report",
            description: "Airtime report for a radio playlist log",
            parameters: #{
                path: #{ type: "string", description: "log file to read" },
                top: #{ type: "integer", description: "how many artists to rank", required: false, "default": 3 }
            },
            execute: |args| {
                let text = ctx.fs.read(args.path);
                let result = report(text, args.top);
                #{
                    content: [#{ type: "text", text: result[0] }],
                    structuredContent: result[1],
                    isError: false
                }
            }
        });
    }
}
