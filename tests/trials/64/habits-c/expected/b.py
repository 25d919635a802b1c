import json
from collections import Counter, defaultdict

DATA_FILE = "tyre_jobs.txt"
SEP = "|"
FIELDS = ["fitter", "plate", "tyres", "size", "minutes", "price"]
TARGET_MINUTES_PER_TYRE = 12
WIDTH = 44


def clean_name(raw, style="title"):
    name = raw.strip()
    return name.title() if style == "title" else name.lower()


def parse_line(line, sep=SEP, fields=FIELDS):
    parts = [p.strip() for p in line.split(sep)]
    if len(parts) != len(fields):
        raise ValueError(f"{len(parts)} fields instead of {len(fields)}")
    rec = dict(zip(fields, parts))
    rec["fitter"] = clean_name(rec["fitter"])
    rec["plate"] = rec["plate"].upper().replace(" ", "")
    rec["size"] = rec["size"].upper()
    rec["tyres"] = int(rec["tyres"])
    rec["minutes"] = int(rec["minutes"])
    rec["price"] = float(rec["price"])
    return rec


def load(path=DATA_FILE):
    jobs, errors = [], []
    with open(path) as fh:
        for no, line in enumerate(fh, start=1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            try:
                jobs.append(parse_line(line))
            except ValueError as exc:
                errors.append({"line": no, "error": str(exc)})
    return jobs, errors


def rule(char="-", width=WIDTH):
    return char * width


def main():
    jobs, errors = load()
    per_fitter = defaultdict(lambda: {"jobs": 0, "tyres": 0, "minutes": 0, "revenue": 0.0})
    sizes = Counter()
    for job in jobs:
        f = per_fitter[job["fitter"]]
        f["jobs"] += 1
        f["tyres"] += job["tyres"]
        f["minutes"] += job["minutes"]
        f["revenue"] += job["price"]
        sizes[job["size"]] += job["tyres"]

    print("TYRE FITTING REPORT".center(WIDTH))
    print(rule("="))
    print(f"{'Fitter':<12}{'Jobs':>6}{'Tyres':>6}{'Revenue':>10}{'On time':>10}")
    print(rule())
    ranked = sorted(per_fitter.items(), key=lambda kv: (-kv[1]["revenue"], kv[0]))
    for name, f in ranked:
        on_time = (f["tyres"] * TARGET_MINUTES_PER_TYRE) / f["minutes"]
        print(f"{name:<12}{f['jobs']:>6}{f['tyres']:>6}{f['revenue']:>10.2f}{on_time:>10.0%}")
    print(rule())

    total_tyres = sum(sizes.values())
    print("Tyre sizes:")
    for rank, (size, n) in enumerate(sizes.most_common(), start=1):
        print(f"  {rank}. {size:<12}{n:>6}{n / total_tyres:>7.1f}  ({n / total_tyres:.0%})")

    longest = max(jobs, key=lambda j: j["minutes"])
    print(f"Longest job: {longest['plate']} by {longest['fitter']} ({longest['minutes']} min)")
    plates = [j["plate"] for j in jobs]
    prices = [j["price"] for j in jobs]
    cheap = [p for p, pr in zip(plates, prices) if pr < 120]
    print("Cheap jobs: " + ", ".join(cheap) if cheap else "Cheap jobs: none")
    for err in errors:
        print(f"  skipped line {err['line']}: {err['error']}")

    summary = {
        "jobs": len(jobs),
        "skipped": len(errors),
        "fitters": {
            name: {"jobs": f["jobs"], "revenue": round(f["revenue"], 2)}
            for name, f in ranked
        },
        "sizes": dict(sizes.most_common(3)),
        "totals": {
            "tyres": total_tyres,
            "revenue": round(sum(prices), 2),
            "avg_minutes": round(sum(j["minutes"] for j in jobs) / len(jobs), 1),
        },
    }
    print(json.dumps(summary, indent=2))


main()
