# log_levels plugin
from collections import defaultdict

LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")


class Entry:
    def __init__(self, date, time, level, module, message):
        self.date = date
        self.time = time
        self.level = level
        self.module = module
        self.message = message

    def seconds(self):
        h, m, s = (int(x) for x in self.time.split(":"))
        return h * 3600 + m * 60 + s

    def __repr__(self):
        return f"Entry({self.time!r}, {self.level!r}, {self.module!r})"


def parse_line(line):
    parts = line.split(maxsplit=4)
    if len(parts) < 5 or not parts[2].startswith(LEVELS) or not parts[3].startswith("["):
        return None
    date, time, level, module, message = parts
    return Entry(date, time, level, module.strip("[]"), message)


def analyze(text):
    entries = []
    malformed = 0
    for line in text.splitlines():
        if not line.strip():
            continue
        if (e := parse_line(line)) is None:
            malformed += 1
            continue
        entries.append(e)

    per_level = defaultdict(int)
    errors_by_module = defaultdict(list)
    for e in entries:
        per_level[e.level] += 1
        match e.level:
            case "ERROR":
                errors_by_module[e.module].append(e.message)
            case _:
                pass

    secs = [e.seconds() for e in entries]
    longest_gap = max((b - a for a, b in zip(secs, secs[1:])), default=0)
    timeouts = [e.message for e in entries if "timeout" in e.message]
    return {
        "levels": dict(sorted(per_level.items())),
        "errors_by_module": {m: len(v) for m, v in sorted(errors_by_module.items())},
        "first": f"{entries[0].date} {entries[0].time}" if entries else None,
        "last": f"{entries[-1].date} {entries[-1].time}" if entries else None,
        "longest_gap_seconds": longest_gap,
        "timeouts": timeouts,
        "malformed": malformed,
    }


def apply(ctx):
    def execute(args):
        path = args.get("path", "app.log")
        try:
            r = analyze(ctx.fs.read(path))
        except Exception as err:
            return {"content": [{"type": "text", "text": f"failed: {err}"}], "isError": True}
        lines = [f"{lvl:<6}{n:>3}" for lvl, n in r["levels"].items()]
        lines += [f"errors in {m!r}: {n}" for m, n in r["errors_by_module"].items()]
        lines.append(f"first {r['first']}, last {r['last']}")
        lines.append(f"longest gap {r['longest_gap_seconds']}s")
        lines.append(f"timeouts: {', '.join(r['timeouts'])}")
        lines.append(f"malformed lines skipped: {r['malformed']}")
        return {
            "content": [{"type": "text", "text": "\n".join(lines)}],
            "structuredContent": r,
            "isError": False,
        }

    ctx.tools.register({
        "name": "log_levels",
        "description": "Count log levels, errors per module, gaps and timeouts in a log file",
        "parameters": {"path": {"type": "string", "description": "log file", "required": False, "default": "app.log"}},
        "execute": execute,
    })


plugin = {"name": "log-levels", "inject": ["fs"], "apply": apply}
