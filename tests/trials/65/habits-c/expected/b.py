import json
from collections import Counter, defaultdict

DATA_FILE = "root/shearing.csv"
GRADE_PRICE = {"A": 38.0, "B": 24.0, "C": 12.5, "D": 5.0}
PREMIUM_GRADES = ("A", "B")
WIDTH = 44


def rule(char="-", width=WIDTH):
    return char * width


def parse_row(line, sep=","):
    fields = [f.strip() for f in line.split(sep)]
    if len(fields) != 7:
        raise ValueError(f"expected 7 fields, got {len(fields)}")
    date, farm, alpaca, colour, kg, grade, shearer = fields
    grade = grade.upper()
    if grade not in GRADE_PRICE:
        raise ValueError(f"unknown grade {grade!r}")
    return {"date": date, "farm": farm.title(), "alpaca": alpaca.capitalize(),
            "colour": colour.lower(), "kg": float(kg), "grade": grade,
            "shearer": shearer}


def fleece_value(row, bonus=0.0):
    return round(row["kg"] * (GRADE_PRICE[row["grade"]] + bonus), 2)


def load(path, skip_header=True):
    rows, bad = [], []
    with open(path) as fh:
        lines = fh.read().splitlines()
    for no, line in enumerate(lines, start=1):
        if skip_header and no == 1:
            continue
        if not line.strip():
            continue
        try:
            rows.append(parse_row(line))
        except ValueError as exc:
            bad.append(f"line {no}: {exc}")
    return rows, bad


rows, bad = load(DATA_FILE)
by_farm = defaultdict(list)
for r in rows:
    by_farm[r["farm"]].append(r)
grades = Counter(r["grade"] for r in rows)
colours = Counter(r["colour"] for r in rows)
shearer_kg = defaultdict(float)
for r in rows:
    shearer_kg[r["shearer"]] += r["kg"]

print(rule("="))
print("ALPACA SHEARING REPORT".center(WIDTH))
print(rule("="))
print(f"{'Farm':<12}{'Head':>6}{'Kg':>7}{'Value':>9}{'Prem':>6}")
print(rule())
farm_summary = {}
for farm in sorted(by_farm, key=lambda f: (-len(by_farm[f]), f)):
    items = by_farm[farm]
    kg = sum(r["kg"] for r in items)
    value = sum(fleece_value(r) for r in items)
    prem = sum(1 for r in items if r["grade"] in PREMIUM_GRADES) / len(items)
    print(f"{farm:<12}{len(items):>6}{kg:>7.1f}{value:>9.2f}{prem:>6.0%}")
    farm_summary[farm] = {"head": len(items), "kg": round(kg, 2), "value": round(value, 2)}
print(rule())

print("Top fleeces:")
best = sorted(rows, key=lambda r: (-r["kg"], r["alpaca"]))[:3]
for rank, (r, medal) in enumerate(zip(best, ["gold", "silver", "bronze"]), start=1):
    print(f"  {rank}. {r['alpaca']:<10} {r['kg']:>5.2f} kg  {medal.upper()}")

print("Grades: " + ", ".join(f"{g}={n}" for g, n in sorted(grades.items())))
print("Colours: " + " | ".join(f"{c} x{n}" for c, n in colours.most_common()))
for name, kg in sorted(shearer_kg.items(), key=lambda kv: kv[1], reverse=True):
    print(f"  shearer {name:<6} {kg:>7.1f} kg")

if bad:
    print("Skipped:")
    for msg in bad:
        print("  " + msg)

summary = {
    "rows": len(rows),
    "skipped": len(bad),
    "farms": farm_summary,
    "grades": dict(grades),
    "premium_share": round(sum(grades[g] for g in PREMIUM_GRADES) / len(rows), 3),
    "total_value": round(sum(fleece_value(r) for r in rows), 2),
}
print(json.dumps(summary, indent=2))
