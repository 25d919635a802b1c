"""Zoo feeding log report — functional style."""
import json
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Feeding = namedtuple("Feeding", "day keeper enclosure animal food kg minutes")

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
day_index = lambda f: DAYS.index(f.day)


def read_lines(path, comment="#"):
    with open(path, encoding="utf-8") as fh:
        yield from (ln.rstrip("\n") for ln in fh if ln.strip() and not ln.startswith(comment))


def parse(line, sep="|"):
    day, keeper, enclosure, animal, food, kg, minutes = (p.strip() for p in line.split(sep))
    return Feeding(day, keeper, enclosure, animal, food, float(kg), int(minutes))


def grouped(items, key):
    return {k: list(g) for k, g in groupby(sorted(items, key=key), key=key)}


def total(items, field="kg"):
    return reduce(lambda acc, f: acc + getattr(f, field), items, 0)


def animal_rows(feedings):
    for animal, fs in grouped(feedings, attrgetter("animal")).items():
        kg = total(fs)
        yield animal, len(fs), kg, kg / len(fs)


def keeper_minutes(feedings):
    by_keeper = grouped(feedings, attrgetter("keeper"))
    return sorted(((k, total(fs, "minutes")) for k, fs in by_keeper.items()), key=lambda kv: (-kv[1], kv[0]))


def running_kg_by_day(feedings):
    per_day = [(d, total(fs)) for d, fs in groupby(sorted(feedings, key=day_index), key=attrgetter("day"))]
    days, amounts = zip(*per_day) if per_day else ((), ())
    return list(zip(days, amounts, accumulate(amounts)))


def foods(feedings):
    return sorted(set(chain.from_iterable(f.food.split() for f in feedings)))


def heavy(feedings, threshold=10.0):
    return list(filter(lambda f: f.kg >= threshold, feedings))


def format_report(feedings):
    rows = sorted(animal_rows(feedings), key=lambda r: r[2], reverse=True)
    lines = [f"Zoo feeding log: {len(feedings)} feedings, {len(set(map(attrgetter('animal'), feedings)))} animals", ""]
    lines.append(f"{'animal':<10}{'n':>3}{'kg':>8}{'avg':>7}")
    lines += [f"{a:<10}{n:>3}{kg:>8.2f}{avg:>7.2f}" for a, n, kg, avg in rows]
    lines += ["", "Keeper minutes:"]
    lines += [f"  {k:<6}{m:>4} min" for k, m in keeper_minutes(feedings)]
    lines += ["", "Running total by day:"]
    lines += [f"  {d}: {kg:6.1f} kg (cum {cum:6.1f})" for d, kg, cum in running_kg_by_day(feedings)]
    big = heavy(feedings)
    lines += ["", f"Heavy feedings (>= 10 kg): {len(big)}"]
    lines += [f"  - {f.day} {f.animal} {f.kg:.1f} kg" for f in big]
    lines += ["", "Food words: " + ", ".join(foods(feedings))]
    top, *_ = rows or [(None,)]
    summary = {"feedings": len(feedings), "total_kg": round(total(feedings), 2), "top_animal": top[0]}
    lines += ["", json.dumps(summary)]
    return "\n".join(lines)


def report(path="root/zoo_feedings.txt"):
    return format_report([parse(ln) for ln in read_lines(path)])


if __name__ == "__main__":
    print(report())
