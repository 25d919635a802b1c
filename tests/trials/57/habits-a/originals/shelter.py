"""Animal shelter intake/outcome report: stay lengths, adoption rates, fees."""
import csv
import json
import sys
from collections import Counter, defaultdict
from datetime import date
from statistics import median

AS_OF = date(2026, 3, 31)
AGE_BANDS = [(12, "young"), (84, "adult"), (10**9, "senior")]


def parse_date(text, default=None):
    return date.fromisoformat(text) if text else default


def age_band(months, bands=AGE_BANDS):
    return next(label for limit, label in bands if months < limit)


def load(path):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    animals = []
    for r in rows:
        intake = parse_date(r["intake"])
        out = parse_date(r["outcome_date"])
        animals.append({
            **r,
            "age_months": int(r["age_months"]),
            "fee": float(r["fee"] or 0),
            "outcome": r["outcome"] or "in care",
            "days": ((out or AS_OF) - intake).days,
            "band": age_band(int(r["age_months"])),
        })
    return animals


def pct(part, whole, digits=1):
    return f"{part / whole:.{digits}%}" if whole else "n/a"


def bar(value, scale=2, char="#"):
    return char * max(1, round(value / scale))


def report(animals, title="Shelter report"):
    lines = [f"{title} (as of {AS_OF:%d %b %Y})", "-" * 40]
    by_species = defaultdict(list)
    for a in animals:
        by_species[a["species"]].append(a)

    lines.append(f"{'Species':<8}{'Count':>6}{'Adopted':>9}{'Rate':>8}{'Med.days':>10}")
    species_stats = {}
    for sp, group in sorted(by_species.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        adopted = [a for a in group if a["outcome"] == "adopted"]
        med = median(a["days"] for a in adopted) if adopted else 0
        species_stats[sp] = {"count": len(group), "adopted": len(adopted), "median_days": med}
        lines.append(f"{sp.title():<8}{len(group):>6}{len(adopted):>9}{pct(len(adopted), len(group)):>8}{med:>10.1f}")

    outcomes = Counter(a["outcome"] for a in animals)
    lines += ["", "Outcomes"]
    lines += [f"  {k:<12}{v:>3}  {pct(v, len(animals), 0):>4}" for k, v in outcomes.most_common()]

    lines += ["", "Days to adoption by age band"]
    bands = {label: [a["days"] for a in animals if a["band"] == label and a["outcome"] == "adopted"]
             for _, label in AGE_BANDS}
    for label, days in bands.items():
        avg = sum(days) / len(days) if days else 0.0
        lines.append(f"  {label:<7}{avg:6.1f} {bar(avg)}")

    long_stays = sorted((a for a in animals if a["outcome"] != "adopted" and a["days"] > 20),
                        key=lambda a: (-a["days"], a["name"]))
    lines += ["", "Longest stays without adoption"]
    lines += [f"  {a['id']} {a['name']:<8}{a['species']:<7}{a['days']:>4} days  [{a['outcome']}]" for a in long_stays]

    fees = sum(a["fee"] for a in animals if a["outcome"] == "adopted")
    fastest = min((a for a in animals if a["outcome"] == "adopted"), key=lambda a: (a["days"], a["id"]))
    lines += ["", f"Adoption fees collected: ${fees:,.2f}",
              f"Fastest adoption: {fastest['name']} the {fastest['species']} ({fastest['days']} days)"]
    summary = {
        "total": len(animals),
        "adopted": outcomes["adopted"],
        "in_care": [a["name"] for a in animals if a["outcome"] == "in care"],
        "fees": round(fees, 2),
        "species": species_stats,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(load(sys.argv[1] if len(sys.argv) > 1 else "root/shelter.csv")))
