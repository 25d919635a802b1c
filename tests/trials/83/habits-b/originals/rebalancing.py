import re
import json
from collections import namedtuple, Counter
from functools import reduce
from itertools import groupby, starmap, accumulate
from operator import attrgetter

Move = namedtuple("Move", "minute van src dst bikes")
Bad = namedtuple("Bad", "lineno reason")

LINE = re.compile(r"^(\d{1,2}):(\d{2}) (\w+) (\w+) -> (\w+) (\S+)$")


def parse(numbered):
    lineno, text = numbered
    m = LINE.match(text)
    if not m:
        return Bad(lineno, "unreadable")
    hh, mm, van, src, dst, bikes = m.groups()
    if int(hh) > 23 or int(mm) > 59:
        return Bad(lineno, f"bad time {hh}:{mm}")
    if not bikes.isdigit() or int(bikes) == 0:
        return Bad(lineno, f"bad bike count {bikes!r}")
    if src == dst:
        return Bad(lineno, f"same station {src}")
    return Move(int(hh) * 60 + int(mm), van, src, dst, int(bikes))


def hhmm(minute):
    return f"{minute // 60:02d}:{minute % 60:02d}"


def net_flows(moves):
    def step(acc, mv):
        return {**acc, mv.src: acc.get(mv.src, 0) - mv.bikes, mv.dst: acc.get(mv.dst, 0) + mv.bikes}
    return reduce(step, moves, {})


def van_line(van, moves):
    moves = list(moves)
    bikes = sum(map(attrgetter("bikes"), moves))
    span = moves[-1].minute - moves[0].minute
    return f"  {van:<4}{len(moves):>3} moves {bikes:>4} bikes  {hhmm(moves[0].minute)}-{hhmm(moves[-1].minute)} ({span} min)"


def main(path):
    with open(path) as fh:
        lines = list(filter(lambda p: p[1] and not p[1].startswith("#"),
                            enumerate(map(str.strip, fh), start=1)))
    parsed = list(map(parse, lines))
    moves = sorted(filter(lambda r: isinstance(r, Move), parsed), key=attrgetter("minute"))
    bad = [r for r in parsed if isinstance(r, Bad)]

    print(f"Dock rebalancing: {len(moves)} moves, {len(bad)} rejected")
    print(*starmap(lambda n, why: f"  line {n}: {why}", bad), sep="\n")

    print("\nBy van:")
    by_van = groupby(sorted(moves, key=attrgetter("van")), key=attrgetter("van"))
    print(*starmap(van_line, by_van), sep="\n")

    flows = net_flows(moves)
    print("\nNet change per station:")
    ranked = sorted(flows.items(), key=lambda kv: (-kv[1], kv[0]))
    print(*map(lambda kv: f"  {kv[0]:<8}{kv[1]:+4d}", ranked), sep="\n")

    running = list(accumulate(map(attrgetter("bikes"), moves)))
    half = next(i for i, total in enumerate(running) if total * 2 >= running[-1])
    print(f"\nHalf the bikes were moved by {hhmm(moves[half].minute)}")

    routes = Counter(map(lambda mv: f"{mv.src}->{mv.dst}", moves))
    (top_route, top_n), = routes.most_common(1)
    print(f"Busiest route: {top_route} ({top_n}x)")

    avg = running[-1] / len(moves)
    summary = {
        "moves": len(moves),
        "rejected": len(bad),
        "bikes": running[-1],
        "avg_per_move": round(avg, 2),
        "vans": len(set(map(attrgetter("van"), moves))),
        "top_gainer": ranked[0][0],
        "top_loser": ranked[-1][0],
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main("root/rebalancing.txt")
