# Lost-and-found desk report for a small rail line (plain script).
import json
from collections import Counter, defaultdict

INPUT = "root/lostfound.csv"
FIELDS = ["date", "station", "category", "description", "value", "status"]
HIGH_VALUE = 100.0
OPEN_STATUSES = ("unclaimed",)
STATUS_MARK = {"claimed": "+", "unclaimed": "?", "donated": ">", "disposed": "x"}


def parse_value(text, default=0.0):
    try:
        return float(text)
    except ValueError:
        return default


def read_items(path=INPUT, sep=","):
    items, skipped = [], []
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for number, line in enumerate(lines[1:], start=2):
        parts = line.split(sep)
        if len(parts) != len(FIELDS):
            skipped.append(number)
            continue
        item = dict(zip(FIELDS, (p.strip() for p in parts)))
        item["value"] = parse_value(item["value"])
        item["category"] = item["category"].lower()
        item["description"] = " ".join(item["description"].split()).capitalize()
        items.append(item)
    return items, skipped


def by_station(items):
    groups = defaultdict(list)
    for item in items:
        groups[item["station"]].append(item)
    return groups


def claim_rate(items, statuses=("claimed",)):
    if not items:
        return 0.0
    done = sum(1 for i in items if i["status"] in statuses)
    return done / len(items)


def format_table(groups, width=10):
    rows = [f"{'Station':<{width}}|{'Items':>6}|{'Value':>10}|{'Claimed':>8}"]
    rows.append("-" * len(rows[0]))
    ordered = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for station, items in ordered:
        total = sum(i["value"] for i in items)
        rows.append(f"{station:<{width}}|{len(items):>6d}|{total:>10,.2f}|{claim_rate(items):>8.0%}")
    return rows


def report(path=INPUT, top=3):
    items, skipped = read_items(path)
    groups = by_station(items)
    cats = Counter(i["category"] for i in items)
    statuses = Counter(i["status"] for i in items)
    lines = ["LOST AND FOUND - WEEKLY DESK REPORT", ""]
    lines += format_table(groups)
    lines.append("")
    lines.append("Most common categories:")
    for rank, (cat, n) in enumerate(cats.most_common(top), 1):
        lines.append(f"  {rank}. {cat.title():<10} {n:>2} {'*' * n}")
    lines.append("Still waiting for owners:")
    waiting = [i for i in items if i["status"] in OPEN_STATUSES]
    for item in sorted(waiting, key=lambda i: (-i["value"], i["date"])):
        flag = " HIGH" if item["value"] >= HIGH_VALUE else ""
        mark = STATUS_MARK.get(item["status"], "?")
        lines.append(f"  [{mark}] {item['date']} {item['station'][:4].upper()} "
                     f"{item['description']!r} ({item['value']:.2f}){flag}")
    dates = sorted({i["date"] for i in items})
    span = f"{dates[0]} .. {dates[-1]}" if dates else "no dates"
    lines.append(f"Period: {span}; skipped lines: {skipped or 'none'}")
    summary = {
        "items": len(items),
        "total_value": round(sum(i["value"] for i in items), 2),
        "statuses": dict(sorted(statuses.items())),
        "busiest": max(groups, key=lambda s: len(groups[s])) if groups else None,
        "claim_rate": round(claim_rate(items), 3),
    }
    lines.append(json.dumps(summary, indent=2))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
