#!/usr/bin/env python3
# Butterfly transect walk: totals per species, section and weather from root/transects.csv
import json
from collections import Counter, defaultdict

DATA_FILE = "root/transects.csv"
SECTIONS = ["S1", "S2", "S3", "S4"]
SECTION_NAMES = {"S1": "hedgerow", "S2": "meadow", "S3": "woodland edge", "S4": "pond"}
TOP_N = 3
BAR = "*"


def clean_species(name, style="title"):
    name = " ".join(name.strip().split())
    return name.title() if style == "title" else name.lower()


def read_rows(path=DATA_FILE, sep=","):
    rows, errors = [], []
    with open(path) as fh:
        lines = fh.read().splitlines()
    header = [h.strip() for h in lines[0].split(sep)]
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        values = line.split(sep)
        if len(values) != len(header):
            errors.append(f"row {number}: expected {len(header)} fields, got {len(values)}")
            continue
        row = dict(zip(header, values))
        try:
            row["count"] = int(row["count"])
        except ValueError:
            errors.append(f"row {number}: count {row['count']!r} is not a number")
            continue
        row["species"] = clean_species(row["species"])
        rows.append(row)
    return rows, errors


def bar(value, scale=2, char=BAR):
    return char * (value // scale)


def share(part, whole, digits=1):
    return round(100 * part / whole, digits) if whole else 0.0


def build_report(rows, errors, top=TOP_N):
    species = Counter()
    by_section = defaultdict(int)
    by_weather = defaultdict(list)
    walks = set()
    for row in rows:
        species[row["species"]] += row["count"]
        by_section[row["section"]] += row["count"]
        by_weather[row["weather"].strip()].append(row["count"])
        walks.add(row["date"])
    total = sum(species.values())

    out = [f"BUTTERFLY TRANSECT - {len(walks)} walks, {total} butterflies", ""]
    out.append("Species")
    for rank, (name, n) in enumerate(sorted(species.items(), key=lambda kv: (-kv[1], kv[0])), 1):
        out.append(f"{rank:>2}. {name:<20}{n:>4} {share(n, total):>5.1f}% {bar(n)}")

    out.append("")
    out.append("Sections")
    counts = [by_section.get(s, 0) for s in SECTIONS]
    for code, n in zip(SECTIONS, counts):
        label = f"{code} ({SECTION_NAMES[code]})"
        out.append(f"  {label:<20}{n:>4}  {share(n, total):.1f}%")

    out.append("")
    out.append("Weather")
    for weather, values in sorted(by_weather.items(), key=lambda kv: len(kv[1]), reverse=True):
        mean = sum(values) / len(values)
        out.append(f"  {weather.upper():<8} {len(values):>2} records, mean {mean:6.2f}")

    common = [name for name, _ in species.most_common(top)]
    out.append("")
    out.append("Most common: " + ", ".join(common))
    for err in errors:
        out.append(f"skipped {err}")

    summary = {
        "walks": len(walks),
        "total": total,
        "species": len(species),
        "top": common[0] if common else None,
        "busiest_section": max(SECTIONS, key=lambda s: by_section.get(s, 0)),
        "skipped": len(errors),
        "weather_means": {w: round(sum(v) / len(v), 2) for w, v in by_weather.items()},
    }
    out.append(json.dumps(summary, indent=None))
    return "\n".join(out)


if __name__ == "__main__":
    rows, errors = read_rows()
    print(build_report(rows, errors))
