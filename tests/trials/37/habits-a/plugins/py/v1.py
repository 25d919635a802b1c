"""Airplay report for a radio station's playlist log."""
from collections import Counter, defaultdict
from dataclasses import dataclass


@dataclass
class Play:
    start: int  # seconds since midnight
    artist: str
    title: str
    duration: int
    requested: bool = False

    @property
    def end(self) -> int:
        return self.start + self.duration


def to_seconds(hms: str) -> int:
    h, m, s = (int(p) for p in hms.split(":"))
    return h * 3600 + m * 60 + s


def fmt_clock(sec: int) -> str:
    return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"


def fmt_span(sec: int) -> str:
    m, s = divmod(sec, 60)
    return f"{m}m{s:02d}s" if m else f"{s}s"


def parse_log(text: str) -> list[Play]:
    plays = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            start, artist, title, dur, *rest = [f.strip() for f in line.split("|")]
            requested = bool(rest) and rest[0].lower() == "request"
            plays.append(Play(to_seconds(start), artist, title, int(dur), requested))
        except ValueError as e:
            raise ValueError(f"line {lineno}: {e}") from e
    return sorted(plays, key=lambda p: p.start)


def find_gaps(plays, min_gap=5):
    return [(a.end, b.start - a.end) for a, b in zip(plays, plays[1:]) if b.start - a.end >= min_gap]


def report(plays, top=3):
    airtime = defaultdict(int)
    for p in plays:
        airtime[p.artist] += p.duration
    counts = Counter(p.artist for p in plays)
    ranked = sorted(airtime.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    total = sum(p.duration for p in plays)
    requests = sum(1 for p in plays if p.requested)
    gaps = find_gaps(plays)
    longest = max(gaps, key=lambda g: g[1], default=None)

    lines = [f"{len(plays)} plays, {len(counts)} artists, {fmt_span(total)} of music"]
    for rank, (artist, secs) in enumerate(ranked, 1):
        lines.append(f"{rank}. {artist:<18} {counts[artist]:>2} plays {fmt_span(secs):>7} {secs / total:6.1%}")
    lines.append(f"requests: {requests}/{len(plays)} ({round(100 * requests / len(plays))}%)")
    if longest:
        lines.append(f"dead air: {len(gaps)} gaps, longest {fmt_span(longest[1])} at {fmt_clock(longest[0])}")
    else:
        lines.append("dead air: none")
    repeats = sorted({a for a, n in counts.items() if n > 1})
    lines.append(f"repeats: {', '.join(repeats) or 'none'}")
    data = {
        "plays": len(plays),
        "top": [{"artist": a, "seconds": s} for a, s in ranked],
        "requests": requests,
        "gaps": [{"at": fmt_clock(at), "seconds": n} for at, n in gaps],
    }
    return "\n".join(lines), data


def apply(ctx):
    def execute(args):
        path = args.get("path", "playlist.log")
        top = int(args.get("top", 3))
        try:
            text, data = report(parse_log(ctx.fs.read(path)), top=top)
        except (ValueError, ZeroDivisionError) as e:
            return {"content": [{"type": "text", "text": f"failed: {e}"}], "isError": True}
        return {"content": [{"type": "text", "text": text}], "structuredContent": data}

    ctx.tools.register({
        "name": "airplay_report",
        "description": "Airtime per artist, requests and dead air from a playlist log",
        "parameters": {
            "path": {"type": "string", "description": "playlist log to read", "required": False},
            "top": {"type": "integer", "description": "how many artists to rank", "required": False},
        },
        "execute": execute,
    })


{"name": "airplay", "inject": ["fs"], "apply": apply}
