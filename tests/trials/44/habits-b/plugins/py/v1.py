"""Bird-ringing station: capture log report, in a functional style."""
import csv
import io
import json
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain, groupby
from operator import attrgetter

Capture = namedtuple("Capture", "ring species date net wing_mm mass_g age recapture")

by_species = attrgetter("species")
by_date = attrgetter("date")
mean = lambda xs: sum(xs) / len(xs) if xs else 0.0


def parse_row(row):
    return Capture(row["ring"], row["species"], row["date"], row["net"],
                   float(row["wing_mm"]), float(row["mass_g"]), row["age"],
                   row["recapture"] == "yes")


def read_captures(text):
    yield from map(parse_row, csv.DictReader(io.StringIO(text)))


def fat_index(c, scale=100):
    return c.mass_g / c.wing_mm * scale


def species_groups(captures):
    return {sp: list(grp) for sp, grp in groupby(sorted(captures, key=by_species), key=by_species)}


def species_line(sp, caps):
    masses = [c.mass_g for c in caps]
    wing = mean([c.wing_mm for c in caps])
    return f"  {sp:<18}{len(caps):>3} {wing:>6.1f} mm {mean(masses):>6.2f} g  range {min(masses):.1f}-{max(masses):.1f}"


def daily_counts(captures):
    return [(d, sum(1 for _ in g)) for d, g in groupby(sorted(captures, key=by_date), key=by_date)]


def day_lines(counts, char="#"):
    totals = accumulate(n for _, n in counts)
    yield from (f"  {d}  {n:>2} {char * n:<6} (cum {t})" for (d, n), t in zip(counts, totals))


def net_tally(captures):
    return reduce(lambda acc, c: {**acc, c.net: acc.get(c.net, 0) + 1}, captures, {})


def retraps(captures):
    return sorted({c.ring for c in captures if c.recapture})


def heaviest(captures, n=3):
    return sorted(captures, key=lambda c: (-c.mass_g, c.ring))[:n]


def age_ratio(captures):
    adults, juveniles = (sum(1 for c in captures if c.age == a) for a in ("adult", "juvenile"))
    return adults, juveniles


def mass_gain(captures):
    firsts = {}
    for c in sorted(captures, key=by_date):
        firsts.setdefault(c.ring, c)
        if c.recapture:
            yield c.ring, c.mass_g - firsts[c.ring].mass_g


def report(text, top=3):
    captures = list(read_captures(text))
    groups = species_groups(captures)
    new_birds = list(filter(lambda c: not c.recapture, captures))
    adults, juveniles = age_ratio(new_birds)
    nets = sorted(net_tally(captures).items(), key=lambda kv: (-kv[1], kv[0]))
    heavy = heaviest(captures, top)
    lines = chain(
        [f"Ringing station report: {len(captures)} captures, {len(groups)} species", "", "Species:"],
        (species_line(sp, caps) for sp, caps in groups.items()),
        ["", "Days:"], day_lines(daily_counts(captures)),
        ["", "Nets: " + ", ".join(f"{net}={n}" for net, n in nets)],
        ["", "Heaviest:"],
        (f"  {i}. {c.ring} {c.species} {c.mass_g:.1f} g (fat {fat_index(c):.2f})" for i, c in enumerate(heavy, 1)),
        ["", f"Retraps: {', '.join(retraps(captures)) or 'none'}"],
        (f"  {ring} {gain:+.2f} g" for ring, gain in mass_gain(captures)),
        [f"Retrap rate: {1 - len(new_birds) / len(captures):.1%}",
         f"Age ratio (ad:juv): {adults}:{juveniles}"],
    )
    summary = {"captures": len(captures), "species": len(groups), "new": len(new_birds),
               "top_net": nets[0][0], "mean_mass": round(mean(list(map(attrgetter("mass_g"), captures))), 3)}
    return "\n".join(lines), summary



#{
    name: "ringing-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "ringing_report",
            description: "Report on a bird-ringing station's capture log (CSV)",
            parameters: #{ path: #{ type: "string", description: "CSV file of captures" } },
            execute: |args| {
                text, summary = report(ctx.fs.read(args.path))
                return f"{text}\n\n{json.dumps(summary)}"
            }
        });
    }
}
