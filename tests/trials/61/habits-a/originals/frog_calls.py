#!/usr/bin/env python3
"""Summarise amphibian call-survey records into a site/species report."""
import json
import sys
from collections import Counter, defaultdict
from statistics import mean

DEFAULT_PATH = "root/frog_calls.txt"
MAX_INDEX = 3
RARE_THRESHOLD = 2  # species heard at fewer sites than this are "rare"
SPECIES_LABELS = {
    "spring_peeper": "Spring peeper",
    "wood_frog": "Wood frog",
    "gray_treefrog": "Gray treefrog",
    "leopard_frog": "Leopard frog",
    "green_frog": "Green frog",
    "bullfrog": "Bullfrog",
}


def parse_calls(field, problems, where):
    calls = {}
    for token in field.split():
        name, _, raw = token.partition(":")
        try:
            index = int(raw)
        except ValueError:
            problems.append(f"{where}: bad index {token!r}")
            continue
        if not 0 <= index <= MAX_INDEX:
            problems.append(f"{where}: index out of range {token!r}")
            continue
        calls[name] = max(index, calls.get(name, 0))
    return calls


def load(path):
    visits, problems = [], []
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split("|")]
            if len(parts) != 4:
                problems.append(f"line {lineno}: expected 4 fields, got {len(parts)}")
                continue
            site, date, observer, field = parts
            calls = parse_calls(field, problems, f"line {lineno}")
            visits.append({"site": site, "date": date, "observer": observer, "calls": calls})
    return visits, problems


def label(species):
    return SPECIES_LABELS.get(species, species.replace("_", " ").capitalize())


def summarise(visits):
    by_site = defaultdict(list)
    species_sites = defaultdict(set)
    peak = Counter()
    for v in visits:
        by_site[v["site"]].append(v)
        for sp, idx in v["calls"].items():
            species_sites[sp].add(v["site"])
            peak[sp] = max(peak[sp], idx)
    sites = []
    for site, vs in by_site.items():
        richness = len({sp for v in vs for sp in v["calls"]})
        avg = mean(sum(v["calls"].values()) for v in vs)
        silent = sum(1 for v in vs if not v["calls"])
        sites.append((site, len(vs), richness, avg, silent))
    sites.sort(key=lambda s: (-s[2], -s[3], s[0]))
    return sites, species_sites, peak


def report(path=DEFAULT_PATH):
    visits, problems = load(path)
    sites, species_sites, peak = summarise(visits)
    out = [f"Frog call survey: {len(visits)} visits, {len(sites)} sites", "=" * 48]
    out.append(f"{'Site':<12}{'Visits':>7}{'Spp':>5}{'AvgSum':>8}{'Silent':>8}")
    for site, n, richness, avg, silent in sites:
        out.append(f"{site:<12}{n:>7}{richness:>5}{avg:>8.2f}{silent:>8}")
    out.append("-" * 48)
    ranked = sorted(species_sites.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for sp, where in ranked:
        flag = " (rare)" if len(where) < RARE_THRESHOLD else ""
        out.append(f"  {label(sp):<15} sites={len(where)} peak={peak[sp]}{flag}")
    observers = Counter(v["observer"] for v in visits)
    busiest, count = observers.most_common(1)[0] if observers else (None, 0)
    out.append(f"Most active observer: {busiest} ({count} visits)")
    if problems:
        out.append(f"Problems ({len(problems)}):")
        out.extend(f"  - {p}" for p in problems)
    summary = {
        "visits": len(visits),
        "sites": len(sites),
        "species": len(species_sites),
        "richest": sites[0][0] if sites else None,
        "problems": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_PATH))
