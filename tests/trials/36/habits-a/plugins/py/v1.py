"""Punctuality report for a day of ferry sailings (CSV: route,vessel,scheduled,actual)."""
from __future__ import annotations

import sys
from collections import Counter, defaultdict
from dataclasses import dataclass

ON_TIME_MINUTES = 5


@dataclass
class Sailing:
    route: str
    vessel: str
    scheduled: int  # minutes after midnight
    actual: int | None = None

    @property
    def cancelled(self) -> bool:
        return self.actual is None

    @property
    def delay(self) -> int | None:
        return None if self.actual is None else self.actual - self.scheduled


def to_minutes(hhmm: str) -> int:
    hours, minutes = map(int, hhmm.split(":"))
    return hours * 60 + minutes


def fmt_delay(total: int) -> str:
    sign = "-" if total < 0 else "+"
    h, m = divmod(abs(total), 60)
    return f"{sign}{h}h{m:02d}" if h else f"{sign}{m}m"


def parse_sailings(text: str) -> list[Sailing]:
    sailings = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if lineno == 1 or not line or line.startswith("#"):
            continue
        route, vessel, sched, actual, *_ = [part.strip() for part in line.split(",")]
        try:
            arrived = None if actual in ("", "X") else to_minutes(actual)
            sailings.append(Sailing(route, vessel, to_minutes(sched), arrived))
        except ValueError:
            continue  # unreadable time: skip the row
    return sailings


def route_stats(sailings: list[Sailing]) -> dict[str, dict]:
    by_route = defaultdict(list)
    for s in sailings:
        by_route[s.route].append(s)
    stats = {}
    for route, group in by_route.items():
        delays = [s.delay for s in group if not s.cancelled]
        on_time = sum(1 for d in delays if d <= ON_TIME_MINUTES)
        stats[route] = {
            "sailings": len(group),
            "cancelled": len(group) - len(delays),
            "on_time_pct": round(100 * on_time / len(group), 1),
            "avg_delay": round(sum(delays) / len(delays), 1) if delays else 0.0,
            "worst": max(delays, default=0),
        }
    return stats


def report(text: str, top: int = 3) -> tuple[str, dict]:
    sailings = parse_sailings(text)
    stats = route_stats(sailings)
    lines = [f"{'route':<20}{'runs':>5}{'canc':>5}{'on-time':>9}{'avg':>7}{'worst':>8}"]
    ranked = sorted(stats.items(), key=lambda kv: (-kv[1]["on_time_pct"], kv[0]))
    for route, st in ranked:
        lines.append(
            f"{route:<20}{st['sailings']:>5}{st['cancelled']:>5}{st['on_time_pct']:>8.1f}%"
            f"{st['avg_delay']:>7.1f}{fmt_delay(st['worst']):>8}"
        )
    late = Counter(s.vessel for s in sailings if s.delay is not None and s.delay > ON_TIME_MINUTES)
    worst = sorted((s for s in sailings if not s.cancelled), key=lambda s: s.delay, reverse=True)[:top]
    lines += ["", "Late by vessel: " + ", ".join(f"{v} x{n}" for v, n in late.most_common())]
    lines.append("Worst sailings:")
    for i, s in enumerate(worst, start=1):
        hh, mm = divmod(s.scheduled, 60)
        lines.append(f"  {i}. {s.route} {hh:02d}:{mm:02d} {s.vessel} {fmt_delay(s.delay)}")
    cancelled = sum(st["cancelled"] for st in stats.values())
    lines.append(f"Cancellations: {cancelled if any(st['cancelled'] for st in stats.values()) else 'none'}")
    return "\n".join(lines), {"routes": stats, "total": len(sailings), "cancelled": cancelled}



def apply(ctx):
    def execute(args):
        try:
            text, data = report(ctx.fs.read(args["path"]), args.get("top", 3))
        except Exception as err:
            return {"content": [{"type": "text", "text": f"failed: {err}"}], "isError": True}
        return {"content": [{"type": "text", "text": text}], "isError": False, "structuredContent": data}

    ctx.tools.register({
        "name": "ferry_report",
        "description": "Punctuality report for a day of ferry sailings (CSV: route,vessel,scheduled,actual)",
        "parameters": {
            "path": {"type": "string", "description": "CSV file of sailings"},
            "top": {"type": "integer", "description": "how many worst sailings to list", "required": False},
        },
        "execute": execute,
    })


#{ name: "ferry-punctuality", inject: ["fs"], apply: apply }
