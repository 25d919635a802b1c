#!/usr/bin/env python3
"""Pooh-sticks open: standings, stick woods and bridge records from a TSV log."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

OUTCOMES = {"won", "lost", "dnf"}
POINTS = {"won": 3, "lost": 1, "dnf": 0}


@dataclass(frozen=True)
class Drop:
    bridge: str
    round: int
    player: str
    stick: str
    float_s: float | None
    outcome: str

    @property
    def points(self) -> int:
        return POINTS[self.outcome]


class BadLine(ValueError):
    pass


def parse_line(line: str, n: int) -> Drop:
    parts = line.split("\t")
    if len(parts) != 6:
        raise BadLine(f"line {n}: expected 6 fields, got {len(parts)}")
    bridge, rnd, player, stick, secs, outcome = (p.strip() for p in parts)
    if outcome not in OUTCOMES:
        raise BadLine(f"line {n}: unknown outcome {outcome!r}")
    if not rnd.isdigit():
        raise BadLine(f"line {n}: bad round {rnd!r}")
    if outcome == "dnf":
        float_s = None
    else:
        try:
            float_s = float(secs)
        except ValueError:
            raise BadLine(f"line {n}: bad time {secs!r}") from None
        if not 0 < float_s < 600:
            raise BadLine(f"line {n}: bad time {secs!r}")
    return Drop(bridge, int(rnd), player, stick, float_s, outcome)


def parse(text: str) -> tuple[list[Drop], list[str]]:
    drops, errors = [], []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            drops.append(parse_line(line, n))
        except BadLine as e:
            errors.append(str(e))
    return drops, errors


def report(text: str) -> str:
    drops, errors = parse(text)
    by_player = defaultdict(list)
    for d in drops:
        by_player[d.player].append(d)

    table = sorted(
        ((name, sum(d.points for d in ds), Counter(d.outcome for d in ds), ds) for name, ds in by_player.items()),
        key=lambda row: (-row[1], -row[2]["won"], row[0]),
    )
    out = ["POOH-STICKS OPEN - STANDINGS", ""]
    out.append(f"{'#':>2} {'player':<14}{'pts':>4}{'W':>3}{'L':>3}{'DNF':>4}{'avg s':>8}")
    for pos, (name, pts, c, ds) in enumerate(table, start=1):
        times = [d.float_s for d in ds if d.float_s is not None]
        avg = f"{mean(times):8.2f}" if times else f"{'-':>8}"
        out.append(f"{pos:>2} {name:<14}{pts:>4}{c['won']:>3}{c['lost']:>3}{c['dnf']:>4}{avg}")

    out += ["", "Bridge records (fastest winning stick):"]
    bridges = sorted({d.bridge for d in drops})
    records = {}
    for b in bridges:
        wins = [d for d in drops if d.bridge == b and d.outcome == "won"]
        best = min(wins, key=lambda d: d.float_s)
        records[b] = best.float_s
        out.append(f"  {b:<6} {best.float_s:5.1f}s  {best.player} ({best.stick})")

    woods = Counter(d.stick for d in drops)
    win_woods = Counter(d.stick for d in drops if d.outcome == "won")
    out += ["", "Stick woods:"]
    for wood, n in woods.most_common():
        out.append(f"  {wood:<7} {n:>2} dropped, {win_woods[wood]:>2} won ({win_woods[wood] / n:6.1%})")

    if errors:
        out += ["", f"Skipped {len(errors)} bad line(s):", *(f"  - {e}" for e in errors)]

    champion = table[0][0] if table else None
    summary = {"drops": len(drops), "players": len(by_player), "skipped": len(errors),
               "champion": champion, "records": records}
    out += ["", json.dumps(summary)]
    return "\n".join(out)


def main(argv: list[str]) -> None:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "poohsticks.tsv"
    print(report(path.read_text(encoding="utf-8")))


if __name__ == "__main__":
    main(sys.argv)
