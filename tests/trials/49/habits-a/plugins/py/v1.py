"""Train punctuality report plugin (v1: body still Python)."""
import json
from collections import defaultdict
from dataclasses import dataclass, field

ON_TIME_LIMIT = 5  # minutes
BANDS = [(0, "on time"), (6, "late"), (16, "very late"), (30, "severe")]


@dataclass
class Stop:
    line: str
    train: str
    station: str
    scheduled: str
    actual: str | None
    cancelled: bool = False

    @property
    def delay(self) -> int | None:
        if self.cancelled or self.actual is None:
            return None
        d = to_minutes(self.actual) - to_minutes(self.scheduled)
        return d + 1440 if d < -720 else d


@dataclass
class LineStats:
    name: str
    stops: list = field(default_factory=list)

    def delays(self):
        return [s.delay for s in self.stops if s.delay is not None]

    def punctuality(self) -> float:
        ds = self.delays()
        return 100 * sum(1 for d in ds if d <= ON_TIME_LIMIT) / len(ds) if ds else 0.0


def to_minutes(hhmm: str) -> int:
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def band(delay: int) -> str:
    label = BANDS[0][1]
    for limit, name in BANDS:
        if delay >= limit:
            label = name
    return label


def load(ctx, path) -> list[Stop]:
    stops = []
    for raw in ctx.fs.read(path).splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        line, train, station, sched, actual, canc = [p.strip() for p in raw.split("|")]
        stops.append(Stop(line, train, station, sched, None if actual == "-" else actual, canc == "yes"))
    return stops


def group(stops: list[Stop]) -> dict[str, LineStats]:
    lines: dict[str, LineStats] = {}
    for s in stops:
        lines.setdefault(s.line, LineStats(s.line)).stops.append(s)
    return lines


def report(ctx, path) -> str:
    stops = load(ctx, path)
    lines = group(stops)
    out = [f"TRAIN PUNCTUALITY ({len(stops)} stops on {len(lines)} lines)", "=" * 44]
    ranked = sorted(lines.values(), key=lambda ls: (-ls.punctuality(), ls.name))
    for rank, ls in enumerate(ranked, start=1):
        ds = ls.delays()
        avg = sum(ds) / len(ds) if ds else 0
        cancelled = sum(s.cancelled for s in ls.stops)
        out.append(f"{rank}. {ls.name:<10}{ls.punctuality():6.1f}% on time  avg {avg:+5.1f} min  max {max(ds, default=0):>3}  cancelled {cancelled}")
    bands = defaultdict(int)
    for s in stops:
        if s.delay is not None:
            bands[band(s.delay)] += 1
    out.append("")
    out.append("Delay bands: " + ", ".join(f"{name}={bands[name]}" for _, name in BANDS))
    worst = sorted((s for s in stops if s.delay), key=lambda s: s.delay, reverse=True)[:3]
    out.append("Worst stops:")
    out.extend(f"  {s.train:>5} {s.station:<11} {s.scheduled} -> {s.actual}  (+{s.delay} min)" for s in worst)
    per_station = defaultdict(list)
    for s in stops:
        per_station[s.station].append(s.delay)
    out.append("Stations with a cancellation: " + ", ".join(sorted(k for k, v in per_station.items() if None in v)))
    summary = {
        "stops": len(stops),
        "cancelled": sum(s.cancelled for s in stops),
        "punctuality": {ls.name: round(ls.punctuality(), 1) for ls in ranked},
        "mean_delay": round(sum(d for ls in ranked for d in ls.delays()) / max(1, sum(len(ls.delays()) for ls in ranked)), 2),
    }
    out.append(json.dumps(summary, indent=2))
    return "\n".join(out)



#{
    name: "train-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "train_report",
            description: "Train punctuality report from a pipe-separated timetable log",
            parameters: #{ path: #{ type: "string", description: "file to read", required: false } },
            execute: |args| report(ctx, args.path ?? "trains.txt")
        });
    }
}
