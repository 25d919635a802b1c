from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass


@dataclass
class Session:
    night: str
    target: str
    observer: str
    seeing: int
    exposure_s: int
    frames: int
    filters: tuple[str, ...] = ()

    @property
    def total_minutes(self) -> float:
        return self.exposure_s * self.frames / 60


def parse_line(line: str) -> Session | None:
    line = line.strip()
    if not line or line.startswith("#"):
        return None
    night, target, observer, *rest = [part.strip() for part in line.split("|")]
    attrs = {}
    for item in rest:
        key, _, value = item.partition("=")
        attrs[key.strip().lower()] = value.strip()
    exp, _, frames = attrs.get("exp", "0x0").partition("x")
    filters = tuple(f.upper() for f in attrs.get("filters", "").split(",") if f)
    return Session(night, target, observer.title(), int(attrs.get("seeing", 0)), int(exp), int(frames or 1), filters)


def load_sessions(text: str) -> list[Session]:
    return [s for s in map(parse_line, text.splitlines()) if s is not None]


def fmt_duration(minutes: float) -> str:
    h, m = divmod(round(minutes), 60)
    return f"{h}h{m:02d}m"


def summarize(sessions: list[Session], min_seeing: int = 3) -> dict:
    usable = [s for s in sessions if s.seeing >= min_seeing]
    per_target = defaultdict(float)
    for s in usable:
        per_target[s.target] += s.total_minutes
    by_observer = Counter(s.observer for s in sessions)
    best = max(sessions, key=lambda s: (s.seeing, s.total_minutes), default=None)
    nights = sorted({s.night for s in sessions})
    return {
        "usable": len(usable),
        "rejected": len(sessions) - len(usable),
        "targets": dict(sorted(per_target.items(), key=lambda kv: (-kv[1], kv[0]))),
        "observers": by_observer.most_common(),
        "best": best.target if best else None,
        "filters": sorted({f for s in usable for f in s.filters}),
        "span": f"{nights[0]} .. {nights[-1]}" if nights else "",
        "all_filtered": all(s.filters for s in usable),
    }


def format_report(summary: dict, min_seeing: int = 3) -> str:
    lines = [f"Observing log {summary['span']} (seeing >= {min_seeing})"]
    total = sum(summary["targets"].values())
    for rank, (target, minutes) in enumerate(summary["targets"].items(), start=1):
        lines.append(f"{rank:>2}. {target:<8} {fmt_duration(minutes):>7} {minutes / total * 100:5.1f}%")
    people = ", ".join(f"{name} x{n}" for name, n in summary["observers"])
    lines.append(f"Observers: {people}")
    lines.append(f"Best session: {summary['best'] or '-'}; filters: {'/'.join(summary['filters'])}")
    flag = "yes" if summary["all_filtered"] else "no"
    lines.append(f"Usable {summary['usable']}, rejected {summary['rejected']}; every usable session filtered: {flag}")
    return "\n".join(lines)


def observing_report(fs, path: str, min_seeing: int = 3) -> tuple[str, dict]:
    try:
        text = fs.read(path)
    except Exception as exc:
        return f"cannot read {path}: {exc}", {}
    summary = summarize(load_sessions(text), min_seeing)
    return format_report(summary, min_seeing), summary


#{
    name: "observing-log",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "observing_report",
            description: "Summarise a telescope observing log (time per target, observers, filters)",
            parameters: #{
                path: #{ type: "string", description: "log file to read" },
                min_seeing: #{ type: "integer", description: "lowest seeing (1-5) that counts as usable", required: false },
            },
            execute: |args| {
                text, summary = observing_report(ctx.fs, args.path, args.min_seeing ?? 3)
                #{ content: [#{ type: "text", text: text }], isError: not summary, structuredContent: summary }
            }
        });
    }
}
