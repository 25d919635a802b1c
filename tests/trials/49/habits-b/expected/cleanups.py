import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby

Survey = namedtuple("Survey", "date beach volunteers items")


def parse_items(field):
    pairs = (part.split(":") for part in field.split(",") if part)
    return {name: int(count) for name, count in pairs}


def parse_line(line):
    date, beach, volunteers, items = line.split(";")
    return Survey(date, beach, int(volunteers), parse_items(items))


def read_surveys(text):
    lines = (ln.strip() for ln in text.splitlines())
    return [parse_line(ln) for ln in lines if ln and not ln.startswith("#")]


def total(survey):
    return sum(survey.items.values())


def merge_counts(acc, items):
    return {**acc, **{k: acc.get(k, 0) + v for k, v in items.items()}}


def per_volunteer(survey, digits=1):
    return round(total(survey) / survey.volunteers, digits)


def beach_rows(surveys):
    by_beach = groupby(sorted(surveys, key=lambda s: s.beach), key=lambda s: s.beach)
    for beach, group in by_beach:
        group = list(group)
        pieces = sum(map(total, group))
        people = sum(s.volunteers for s in group)
        yield beach, len(group), pieces, people


def bar(value, scale=40, char="#"):
    return char * max(1, value // scale)


def report(path, top=3):
    with open(path, encoding="utf-8") as fh:
        surveys = read_surveys(fh.read())
    lines = [f"Beach cleanups: {len(surveys)} surveys, {sum(map(total, surveys)):,} pieces"]

    lines.append("Per beach:")
    rows = sorted(beach_rows(surveys), key=lambda r: (-r[2], r[0]))
    for beach, visits, pieces, people in rows:
        lines.append(f"  {beach:<11}{visits:>2} visits {pieces:>5} pieces {pieces / people:>6.2f}/person")

    counts = reduce(merge_counts, (s.items for s in surveys), {})
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    grand = sum(counts.values())
    lines.append(f"Top {top} categories:")
    for name, n in ranked[:top]:
        lines.append(f"  {name:<10}{n:>5} {n / grand:>6.1%} {bar(n, scale=80)}")

    dates = sorted({s.date for s in surveys})
    daily = [sum(total(s) for s in surveys if s.date == d) for d in dates]
    running = list(accumulate(daily))
    lines.append("Running total:")
    lines.extend(f"  {d} {day:>4} -> {run:>5}" for d, day, run in zip(dates, daily, running))

    busiest = max(surveys, key=per_volunteer)
    lines.append(f"Best haul per volunteer: {busiest.beach} on {busiest.date} ({per_volunteer(busiest)})")

    kinds = sorted(set(chain.from_iterable(s.items for s in surveys)))
    rare = list(filter(lambda k: counts[k] < 50, kinds))
    lines.append(f"Categories: {', '.join(kinds)}; rare: {', '.join(rare) or 'none'}")

    first, *_, last = running
    summary = {"surveys": len(surveys), "pieces": last, "firstDay": first,
               "perBeach": {b: p for b, _, p, _ in rows}}
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/cleanups.txt"))
