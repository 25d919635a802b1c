# Angling competition catch report (plain script).
import json
import sys
from collections import Counter, defaultdict

INPUT = "root/catches.txt"
SEPARATOR = ";"
MIN_WEIGHT_KG = 0.5
POINTS_PER_KG = 100
SPECIES_BONUS = {"pike": 50, "tench": 30, "carp": 20}
RULE = "-" * 44


def tidy_name(raw):
    parts = raw.strip().replace("'", "' ").split()
    return " ".join(p.capitalize() for p in parts).replace("' ", "'")


def parse_line(line, sep=SEPARATOR):
    fields = [f.strip() for f in line.split(sep)]
    angler, species, weight, length, peg = fields
    return {
        "angler": tidy_name(angler),
        "species": species.lower(),
        "weight": float(weight),
        "length": int(length),
        "peg": int(peg),
    }


def load(path=INPUT, sep=SEPARATOR):
    catches, problems = [], []
    with open(path, encoding="utf-8") as fh:
        rows = fh.read().splitlines()
    header = rows[0].split(sep)
    for number, line in enumerate(rows[1:], start=2):
        if not line.strip():
            continue
        try:
            catches.append(parse_line(line, sep))
        except ValueError as exc:
            problems.append(f"line {number}: {exc}")
    return header, catches, problems


def score(catch, bonus=SPECIES_BONUS, per_kg=POINTS_PER_KG):
    if catch["weight"] < MIN_WEIGHT_KG:
        return 0
    return round(catch["weight"] * per_kg) + bonus.get(catch["species"], 0)


def leaderboard(catches):
    totals = defaultdict(int)
    counts = Counter()
    for c in catches:
        totals[c["angler"]] += score(c)
        counts[c["angler"]] += 1
    ranked = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
    return ranked, counts


def biggest_by_species(catches):
    best = {}
    for c in catches:
        current = best.get(c["species"])
        if current is None or c["weight"] > current["weight"]:
            best[c["species"]] = c
    return best


def report(path=INPUT, with_json=True):
    header, catches, problems = load(path)
    ranked, counts = leaderboard(catches)
    lines = [f"Columns: {', '.join(h.upper() for h in header)}", RULE]
    for place, (name, points) in enumerate(ranked, start=1):
        lines.append(f"{place:>2}. {name:<14}{points:>6d} pts  ({counts[name]} fish)")
    lines.append(RULE)
    species = Counter(c["species"] for c in catches)
    for sp, n in species.most_common():
        lines.append(f"{sp.title():<8} x{n}")
    best = biggest_by_species(catches)
    for sp in sorted(best):
        c = best[sp]
        lines.append(f"heaviest {sp:<6}{c['weight']:>6.2f} kg {c['length']:>3} cm  peg {c['peg']:02d}")
    weights = [c["weight"] for c in catches]
    pegs = [c["peg"] for c in catches]
    heavy = sum(w for w, p in zip(weights, pegs) if p % 2 == 1)
    lines.append(f"odd-peg weight {heavy:.3f} kg of {sum(weights):.3f} kg ({heavy / sum(weights):.1%})")
    for p in problems:
        lines.append(f"skipped {p}")
    if with_json:
        summary = {"winner": ranked[0][0] if ranked else None,
                   "fish": len(catches), "species": dict(species),
                   "skipped": len(problems)}
        lines.append(json.dumps(summary, sort_keys=True))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else INPUT))
