"""calendar_gaps plugin: free slots of each room between 08:00 and 18:00 lasting at least 30 minutes."""
import json
from itertools import groupby

DAY_START = 8 * 60
DAY_END = 18 * 60
MIN_GAP = 30


def to_minutes(s: str) -> int:
    h, m = map(int, s.split(":"))
    return h * 60 + m


def fmt(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h:02d}:{m:02d}"


def merge(intervals):
    merged = []
    for start, end in sorted(intervals):
        start, end = max(start, DAY_START), min(end, DAY_END)
        if start >= end:
            continue
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def free_slots(intervals):
    points = [(DAY_START, DAY_START)] + merge(intervals) + [(DAY_END, DAY_END)]
    return [
        (a_end, b_start)
        for (_, a_end), (b_start, _) in zip(points, points[1:])
        if b_start - a_end >= MIN_GAP
    ]


def apply(ctx):
    def execute(args):
        bookings = json.loads(ctx.fs.read(args["path"]))
        bookings = sorted(bookings, key=lambda b: b["room"])
        lines = []
        for room, group in groupby(bookings, key=lambda b: b["room"]):
            intervals = [(to_minutes(b["start"]), to_minutes(b["end"])) for b in group]
            slots = free_slots(intervals)
            desc = ", ".join(f"{fmt(s)}-{fmt(e)} ({e - s} min)" for s, e in slots) or "none"
            lines.append(f"{room}: {desc}")
        return "\n".join(lines)

    ctx.tools.register({
        "name": "calendar_gaps",
        "description": "Free slots of each room between 08:00 and 18:00 lasting at least 30 minutes",
        "parameters": {
            "path": {"type": "string", "description": "JSON file: list of {room, start, end}"},
        },
        "execute": execute,
    })


plugin = {
    "name": "calendar-gaps",
    "inject": ["fs"],
    "apply": apply,
}
