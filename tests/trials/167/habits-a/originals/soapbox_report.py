#!/usr/bin/env python3
"""Soapbox derby heat results: best times, consistency and penalties."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean, pstdev

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "soapbox_heats.txt"
FINISHED = {"ok"}


@dataclass(frozen=True)
class Run:
    heat: int
    lane: str
    cart: str
    driver: str
    time_s: float | None
    status: str

    @property
    def finished(self) -> bool:
        return self.status in FINISHED and self.time_s is not None


def parse_run(line: str, line_no: int) -> Run:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 6:
        raise ValueError(f"line {line_no}: expected 6 fields, got {len(parts)}")
    heat, lane, cart, driver, time_txt, status = parts
    status = status.lower()
    time_s = None
    if time_txt:
        try:
            time_s = float(time_txt)
        except ValueError:
            raise ValueError(f"line {line_no}: bad time {time_txt!r} for {cart}") from None
        if time_s <= 0:
            raise ValueError(f"line {line_no}: impossible time {time_s} for {cart}")
    elif status == "ok":
        raise ValueError(f"line {line_no}: missing time for {cart}")
    return Run(int(heat), lane, cart, driver, time_s, status)


def load_runs(text: str) -> tuple[list[Run], list[str]]:
    runs, problems = [], []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("heat|"):
            continue
        try:
            runs.append(parse_run(line, line_no))
        except ValueError as err:
            problems.append(str(err))
    return runs, problems


def build_report(text: str) -> str:
    runs, problems = load_runs(text)
    finished = [r for r in runs if r.finished]
    by_cart: dict[str, list[float]] = defaultdict(list)
    for r in finished:
        by_cart[r.cart].append(r.time_s)
    statuses = Counter(r.status for r in runs if not r.finished)

    lines = [f"Soapbox derby: {len(runs)} runs in {len({r.heat for r in runs})} heats, "
             f"{len(problems)} lines skipped", ""]
    lines.append(f"{'#':>2}  {'cart':<14}{'runs':>5}{'best':>8}{'mean':>8}{'spread':>8}")
    ranking = sorted(by_cart.items(), key=lambda kv: min(kv[1]))
    for place, (cart, times) in enumerate(ranking, start=1):
        lines.append(f"{place:>2}  {cart:<14}{len(times):>5}{min(times):>8.2f}"
                     f"{mean(times):>8.2f}{pstdev(times):>8.3f}")
    lines.append("")
    lane_means = {lane: mean(r.time_s for r in finished if r.lane == lane)
                  for lane in sorted({r.lane for r in finished})}
    fastest_lane = min(lane_means, key=lane_means.get)
    lines.append("Lane means: " + ", ".join(f"{k}={v:.2f}s" for k, v in lane_means.items()))
    lines.append(f"Fastest lane: {fastest_lane}")
    if statuses:
        lines.append("Not finished: " + ", ".join(f"{s} x{n}" for s, n in sorted(statuses.items())))
    drivers = {r.cart: r.driver for r in runs}
    winner, win_times = ranking[0]
    lines.append(f"Winner: {winner} driven by {drivers[winner]} ({min(win_times):.2f}s)")
    if problems:
        lines.append("Skipped:")
        lines.extend(f"  * {p}" for p in problems)
    summary = {
        "runs": len(runs),
        "finished": len(finished),
        "skipped": len(problems),
        "carts": len(by_cart),
        "winner": winner,
        "best_time": round(min(win_times), 2),
        "fastest_lane": fastest_lane,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    print(build_report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
