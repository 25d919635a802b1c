"""Typing speed test report."""
import json
from collections import defaultdict
from dataclasses import dataclass, field

WORD_LEN = 5
LEVELS = [(70, "expert"), (55, "fast"), (40, "steady"), (0, "learning")]


@dataclass
class Run:
    typist: str
    date: str
    seconds: int
    chars: int
    errors: int
    layout: str = "qwerty"

    @property
    def gross_wpm(self) -> float:
        return (self.chars / WORD_LEN) / (self.seconds / 60)

    @property
    def net_wpm(self) -> float:
        return max(0.0, self.gross_wpm - self.errors / (self.seconds / 60))

    @property
    def accuracy(self) -> float:
        return 100 * (self.chars - self.errors) / self.chars if self.chars else 0.0


@dataclass
class Typist:
    name: str
    runs: list = field(default_factory=list)

    @property
    def best(self) -> Run:
        return max(self.runs, key=lambda r: r.net_wpm)

    @property
    def mean_accuracy(self) -> float:
        return sum(r.accuracy for r in self.runs) / len(self.runs)

    def trend(self) -> float:
        ordered = sorted(self.runs, key=lambda r: r.date)
        return ordered[-1].net_wpm - ordered[0].net_wpm if len(ordered) > 1 else 0.0


def parse(text: str) -> list[Run]:
    runs = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name, date, secs, chars, errs, *rest = [p.strip() for p in line.split("|")]
        runs.append(Run(name, date, int(secs), int(chars), int(errs), *rest))
    return runs


def level_for(wpm: float) -> str:
    return next(label for floor, label in LEVELS if wpm >= floor)


def group(runs: list[Run]) -> dict[str, Typist]:
    typists: dict[str, Typist] = {}
    for run in runs:
        typists.setdefault(run.typist, Typist(run.typist)).runs.append(run)
    return typists


def layout_table(runs: list[Run]) -> dict[str, float]:
    by_layout = defaultdict(list)
    for r in runs:
        by_layout[r.layout].append(r.net_wpm)
    return {k: round(sum(v) / len(v), 1) for k, v in sorted(by_layout.items())}


def report(runs: list[Run], top: int = 3) -> tuple[str, dict]:
    typists = group(runs)
    ranked = sorted(typists.values(), key=lambda t: (-t.best.net_wpm, t.name))
    out = ["TYPING TEST LEADERBOARD", f"{'#':>2} {'typist':<8}{'best':>7}{'acc%':>8}{'trend':>8}  level"]
    for i, t in enumerate(ranked, 1):
        b = t.best
        out.append(f"{i:>2} {t.name:<8}{b.net_wpm:>7.1f}{t.mean_accuracy:>8.2f}{t.trend():>+8.1f}  {level_for(b.net_wpm)}")
    out.append("")
    layouts = layout_table(runs)
    out.append("Average net WPM by layout:")
    out.extend(f"  {k:<8}{v:>6.1f} {'*' * int(v // 10)}" for k, v in layouts.items())
    flawless = [r for r in runs if r.errors == 0]
    out.append(f"Flawless runs: {', '.join(f'{r.typist}@{r.date}' for r in flawless) or 'none'}")
    total_minutes = sum(r.seconds for r in runs) / 60
    out.append(f"Total practice: {total_minutes:.1f} min over {len(runs)} runs")
    podium = [t.name for t in ranked[:top]]
    summary = {"podium": podium, "layouts": layouts,
               "improvers": sorted((t.name for t in ranked if t.trend() > 0))}
    return "\n".join(out), summary


#{
    name: "typing-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "typing_report",
            description: "Typing speed test leaderboard",
            parameters: #{ path: #{ type: "string", description: "typing log file" } },
            execute: |args| {
                text, summary = report(parse(ctx.fs.read(args.path)))
                f"{text}\n{json.dumps(summary)}"
            }
        });
    }
}
