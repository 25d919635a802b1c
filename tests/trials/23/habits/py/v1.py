"""log_summary plugin for cordis."""
import re
from collections import Counter

LINE_RE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{2}:\d{2}:\d{2}) "
    r"(?P<level>INFO|WARN|ERROR) (?P<component>[\w.-]+): (?P<message>.*)$"
)


def log_summary(ctx, path: str) -> str:
    text = ctx.fs.read(path)
    levels = Counter()
    errors = Counter()
    malformed = 0
    first_ts = last_ts = None

    for line in text.splitlines():
        if not line.strip():
            continue
        m = LINE_RE.match(line)
        if m is None:
            malformed += 1
            continue
        ts = f"{m['date']} {m['time']}"
        first_ts = first_ts or ts
        last_ts = ts
        levels[m["level"]] += 1
        if m["level"] == "ERROR":
            errors[m["component"]] += 1

    top_error = errors.most_common(1)[0][0] if errors else None
    summary = {
        "counts": {lvl: levels.get(lvl, 0) for lvl in ("INFO", "WARN", "ERROR")},
        "top_error_component": top_error,
        "first": first_ts,
        "last": last_ts,
        "malformed": malformed,
    }
    return json.dumps(summary, indent=2)


def apply(ctx):
    ctx.tools.register({
        "name": "log_summary",
        "description": "Summarize a log file: counts per level, top error component, time range",
        "parameters": {"path": {"type": "string", "description": "log file to read"}},
        "execute": lambda args: log_summary(ctx, **args),
    })


plugin = {"name": "log-summary", "inject": ["fs"], "apply": apply}
