import json
from collections import Counter, defaultdict

DATA_FILE = "kites.csv"
MIN_SECONDS = 100
BONUS_HEIGHT = 40.0
CATEGORIES = ["single-line", "stunt", "fighter"]


def clean_name(raw, default="Unknown"):
    name = raw.strip().title()
    return name if name else default


def parse_row(line, sep=",", expected=6):
    fields = [f.strip() for f in line.split(sep)]
    if len(fields) != expected:
        raise ValueError(f"expected {expected} fields, got {len(fields)}")
    pilot, kite, category, seconds, height, score = fields
    if not pilot:
        raise ValueError("missing pilot")
    return {
        "pilot": clean_name(pilot),
        "kite": kite,
        "category": category.lower(),
        "seconds": int(seconds),
        "height": float(height),
        "score": float(score),
    }


def points(flight, bonus=2.0):
    p = flight["score"] * 10 + flight["seconds"] / 60
    if flight["height"] >= BONUS_HEIGHT:
        p += bonus
    return round(p, 1)


def load(path=DATA_FILE):
    flights, problems = [], []
    with open(path) as fh:
        lines = fh.read().splitlines()
    header = lines[0].split(",")
    for n, line in enumerate(lines[1:], start=2):
        try:
            flights.append(parse_row(line, expected=len(header)))
        except ValueError as exc:
            problems.append((n, str(exc)))
    return flights, problems


def main():
    flights, problems = load()
    by_pilot = defaultdict(list)
    for f in flights:
        by_pilot[f["pilot"]].append(f)
    kites = Counter(f["kite"] for f in flights)
    cats = Counter(f["category"] for f in flights)

    print("KITE FESTIVAL FLIGHT REPORT")
    print("=" * 40)
    print(f"{'Pilot':<12}{'Flights':>7}{'Points':>7}{'Best':>7}")
    totals = {}
    for pilot, fl in sorted(by_pilot.items(), key=lambda kv: -sum(points(x) for x in kv[1])):
        pts = [points(x) for x in fl]
        totals[pilot] = round(sum(pts), 1)
        print(f"{pilot:<12}{len(fl):>7}{sum(pts):>7.1f}{max(pts):>7.1f}")

    print("\nLong flights (>= %d s):" % MIN_SECONDS)
    long_ones = [f for f in flights if f["seconds"] >= MIN_SECONDS]
    for i, f in enumerate(sorted(long_ones, key=lambda f: f["seconds"], reverse=True), 1):
        print(f"  {i}. {f['kite']:<12}{f['seconds']:>6}s {f['height']:>5.1f} m")

    print("\nCategory share:")
    for cat, n in zip(CATEGORIES, [cats[c] for c in CATEGORIES]):
        print(f"  {cat:<12}{n:>3} {n / len(flights):.0%}")

    print("\nMost flown kites:", ", ".join(f"{k} x{n}" for k, n in kites.most_common(2)))
    for n, msg in problems:
        print(f"  ! line {n}: {msg}")

    summary = {
        "flights": len(flights),
        "rejected": len(problems),
        "winner": max(totals, key=totals.get),
        "totals": totals,
        "categories": {c: cats[c] for c in CATEGORIES},
        "longest": {
            "kite": max(flights, key=lambda f: f["seconds"])["kite"],
            "seconds": max(f["seconds"] for f in flights),
        },
        "avg_height": round(sum(f["height"] for f in flights) / len(flights), 2),
    }
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
