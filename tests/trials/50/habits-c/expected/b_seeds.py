# Seed bank germination trials: rates per lot, family and tray.
import json
import sys
from collections import Counter, defaultdict

DEFAULT_PATH = "root/seeds/trials.csv"
GOOD_RATE = 0.80
POOR_RATE = 0.50
GRADES = (("A", 0.90), ("B", 0.75), ("C", 0.50))
BAR_WIDTH = 20


def parse_row(header, line, sep=","):
    values = [v.strip() for v in line.split(sep)]
    return dict(zip(header, values))


def germination_rate(sown, sprouted, digits=3):
    if sown <= 0:
        raise ValueError("nothing sown")
    return round(sprouted / sown, digits)


def grade(rate, grades=GRADES, fallback="D"):
    for letter, floor in grades:
        if rate >= floor:
            return letter
    return fallback


def bar(rate, width=BAR_WIDTH, fill="#"):
    filled = int(rate * width + 0.5)
    return (fill * filled).ljust(width, ".")


def load(path=DEFAULT_PATH):
    with open(path, encoding="utf-8") as fh:
        lines = [ln for ln in fh.read().splitlines() if ln.strip()]
    header = [h.strip().lower() for h in lines[0].split(",")]
    rows, problems = [], []
    for number, line in enumerate(lines[1:], start=2):
        row = parse_row(header, line)
        try:
            row["sown"] = int(row["sown"])
            row["sprouted"] = int(row["sprouted"])
            row["days"] = int(row["days"])
            row["rate"] = germination_rate(row["sown"], row["sprouted"])
        except (ValueError, KeyError) as exc:
            problems.append(f"line {number} ({row.get('lot', '?')}): {exc}")
            continue
        rows.append(row)
    return rows, problems


def report(path=DEFAULT_PATH, top=3):
    rows, problems = load(path)
    by_family = defaultdict(list)
    for row in rows:
        by_family[row["family"]].append(row)
    grades = Counter(grade(r["rate"]) for r in rows)
    trays = Counter()
    for row in rows:
        trays[row["tray"]] += row["sprouted"]

    out = [f"{'GERMINATION TRIALS':^44}", "-" * 44]
    for row in sorted(rows, key=lambda r: (-r["rate"], r["lot"])):
        name = row["variety"].title()[:16]
        out.append(f"{row['lot']} {name:<16} {row['rate']:6.1%} {bar(row['rate'])} {grade(row['rate'])}")
    out.append("")
    out.append("Family       lots  sown  mean rate  avg days")
    for family in sorted(by_family):
        items = by_family[family]
        sown = sum(r["sown"] for r in items)
        sprouted = sum(r["sprouted"] for r in items)
        days = sum(r["days"] for r in items) / len(items)
        out.append(f"{family.capitalize():<12} {len(items):>4} {sown:>5} {sprouted / sown:>10.2%} {days:>9.1f}")
    out.append("")
    out.append("Grades: " + ", ".join(f"{g}={n}" for g, n in sorted(grades.items())))
    busiest = trays.most_common(1)[0]
    out.append(f"Busiest tray: {busiest[0]} with {busiest[1]:,} sprouts")
    best = [r["variety"] for r in sorted(rows, key=lambda r: r["rate"], reverse=True)[:top]]
    out.append("Top varieties: " + " | ".join(best))
    weak = [r["lot"] for r in rows if r["rate"] < POOR_RATE]
    out.append(f"Below {POOR_RATE:.0%}: {', '.join(weak) if weak else 'none'}")
    for problem in problems:
        out.append(f"! skipped {problem}")
    summary = {
        "lots": len(rows),
        "good": sum(1 for r in rows if r["rate"] >= GOOD_RATE),
        "families": {f: len(v) for f, v in sorted(by_family.items())},
        "skipped": len(problems),
    }
    out.append(json.dumps(summary, sort_keys=True))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_PATH))
