"""log_levels: count log lines per level, per level per hour, and the top ERROR messages."""
import re
from collections import Counter, defaultdict
from dataclasses import dataclass

LINE_RE = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2}) \[(\w+)\] (.*)$")


@dataclass
class Entry:
    date: str
    hour: str
    level: str
    message: str


def parse_line(line: str) -> Entry | None:
    m = LINE_RE.match(line)
    if not m:
        return None
    date, hh, _mm, _ss, level, message = m.groups()
    return Entry(date=date, hour=f"{hh}:00", level=level, message=message.strip())


def log_levels(ctx, args):
    path = args.get("path", "app.log")
    text = ctx.fs.read(path)
    per_level = Counter()
    per_hour = defaultdict(Counter)
    errors = Counter()
    malformed = 0
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        entry = parse_line(line)
        if entry is None:
            malformed += 1
            continue
        per_level[entry.level] += 1
        per_hour[entry.hour][entry.level] += 1
        if entry.level == "ERROR":
            errors[entry.message] += 1

    out = ["Levels: " + ", ".join(f"{lvl} {n}" for lvl, n in sorted(per_level.items(), key=lambda kv: (-kv[1], kv[0])))]
    out.append("Per hour:")
    for hour in sorted(per_hour):
        counts = per_hour[hour]
        out.append(f"  {hour}: " + ", ".join(f"{lvl} {n}" for lvl, n in sorted(counts.items())))
    out.append("Top errors:")
    top = sorted(errors.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    for i, (msg, n) in enumerate(top, start=1):
        out.append(f"  {i}. {msg} ({n})")
    out.append(f"Malformed lines: {malformed}")
    return "\n".join(out)


plugin = {
    "name": "log-levels",
    "inject": ["fs"],
    "apply": lambda ctx: ctx.tools.register({
        "name": "log_levels",
        "description": "Count log lines per level and per hour, and the top ERROR messages",
        "parameters": {"path": {"type": "string", "description": "log file to read"}},
        "execute": lambda args: log_levels(ctx, args),
    }),
}
