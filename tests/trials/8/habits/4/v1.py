from collections import Counter

def apply(ctx):
    def parse_log(args):
        counts = Counter()
        last_error = None
        with open(args["path"]) as f:
            for line in f:
                parts = line.strip().split(" ", 3)
                if len(parts) < 4:
                    continue
                date, time, level, message = parts
                counts[level] += 1
                if level == "ERROR":
                    last_error = message
        summary = ", ".join(f"{lvl}: {counts.get(lvl, 0)}" for lvl in ("INFO", "WARN", "ERROR"))
        return f"{summary}\nLast error: {last_error or 'none'}"

    ctx.tools.register({
        "name": "parse_log",
        "description": "Count log lines per level and show the last error",
        "parameters": {"path": {"type": "string", "description": "log file"}},
        "execute": parse_log,
    })

plugin = {"name": "parse-log", "inject": ["fs"], "apply": apply}
