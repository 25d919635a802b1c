#!/usr/bin/env python3
"""Moth trap survey: nightly light-trap catches summarised per site and species."""
import json
import math
import sys
from collections import Counter, defaultdict
from datetime import date
from statistics import mean, median

DEFAULT_PATH = "root/moth_traps.txt"
MIN_TEMP_ACTIVE = 10.0


def parse_line(line, sep="|"):
    night, site, species, count, temp = (part.strip() for part in line.split(sep))
    return {
        "night": date.fromisoformat(night),
        "site": site,
        "species": species,
        "count": int(count),
        "temp": float(temp),
    }


def load_records(path=DEFAULT_PATH):
    with open(path, encoding="utf-8") as fh:
        return [parse_line(ln) for ln in fh if ln.strip() and not ln.lstrip().startswith("#")]


def shannon(counts):
    total = sum(counts)
    return -sum((c / total) * math.log(c / total) for c in counts if c) if total else 0.0


def bar(value, scale=5, char="#"):
    return char * max(1, round(value / scale)) if value else ""


def summarise(records):
    by_site = defaultdict(Counter)
    nights = defaultdict(set)
    temps = {}
    for r in records:
        by_site[r["site"]][r["species"]] += r["count"]
        nights[r["site"]].add(r["night"])
        temps[(r["site"], r["night"])] = r["temp"]
    species_totals = Counter()
    for counter in by_site.values():
        species_totals.update(counter)
    site_rows = sorted(
        (
            {
                "site": site,
                "nights": len(nights[site]),
                "moths": sum(c.values()),
                "species": len(c),
                "diversity": shannon(list(c.values())),
            }
            for site, c in by_site.items()
        ),
        key=lambda row: (-row["moths"], row["site"]),
    )
    return species_totals, site_rows, temps


def build_report(records, top_n=5):
    species_totals, site_rows, temps = summarise(records)
    total = sum(species_totals.values())
    all_nights = sorted({r["night"] for r in records})
    lines = [
        "MOTH TRAP SURVEY",
        "-" * 40,
        f"Nights: {len(all_nights)} ({all_nights[0]:%d %b} to {all_nights[-1]:%d %b %Y})",
        f"Moths caught: {total:,}  species: {len(species_totals)}",
        "",
        f"{'Site':<14}{'Nights':>7}{'Moths':>7}{'Spp':>5}{'H':>7}",
    ]
    lines += [
        f"{row['site']:<14}{row['nights']:>7}{row['moths']:>7}{row['species']:>5}{row['diversity']:>7.3f}"
        for row in site_rows
    ]
    lines += ["", f"Top {top_n} species:"]
    ranked = sorted(species_totals.items(), key=lambda kv: (-kv[1], kv[0]))[:top_n]
    for rank, (name, count) in enumerate(ranked, 1):
        lines.append(f"{rank:>2}. {name:<24}{count:>4} {count / total:6.1%} {bar(count)}")
    cold = {k: v for k, v in temps.items() if v < MIN_TEMP_ACTIVE}
    warm_temps = [v for v in temps.values() if v >= MIN_TEMP_ACTIVE]
    lines += [
        "",
        f"Cold site-nights (<{MIN_TEMP_ACTIVE:.0f}C): {len(cold)} of {len(temps)}",
        f"Median temp {median(temps.values()):.1f}C, mean warm-night temp {mean(warm_temps):.2f}C",
    ]
    singletons = sorted(name for name, c in species_totals.items() if c == 1)
    lines.append(f"Singletons: {', '.join(singletons) or 'none'}")
    best = max(site_rows, key=lambda row: row["diversity"])
    summary = {
        "total": total,
        "species": len(species_totals),
        "sites": {row["site"]: row["moths"] for row in site_rows},
        "most_diverse": best["site"],
        "top_species": species_totals.most_common(1)[0][0],
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines) + "\n"


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    path = argv[0] if argv else DEFAULT_PATH
    sys.stdout.write(build_report(load_records(path)))


if __name__ == "__main__":
    main()
