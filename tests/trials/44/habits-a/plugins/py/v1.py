# v1: the Python program as written, wrapped in the cordis plugin shape
import csv
import io
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

MIN_HB = 12.5
GAP_DAYS = 56


@dataclass
class Donor:
    donor_id: str
    name: str
    blood_type: str
    visits: list = field(default_factory=list)

    @property
    def volume(self):
        return sum(v for _, v, _ in self.visits)

    @property
    def last_gift(self):
        gifts = [d for d, v, _ in self.visits if v > 0]
        return max(gifts) if gifts else None

    def next_eligible(self, gap=GAP_DAYS):
        last = self.last_gift
        return last + timedelta(days=gap) if last else None


def parse_hb(text, default=None):
    try:
        return float(text)
    except (TypeError, ValueError):
        return default


def load_rows(ctx, path):
    with io.StringIO(ctx.fs.read(path)) as fh:
        for row in csv.DictReader(fh):
            yield {**row, "date": date.fromisoformat(row["date"]),
                   "volume_ml": int(row["volume_ml"] or 0),
                   "hemoglobin": parse_hb(row["hemoglobin"])}


def collect(rows):
    donors, by_site, deferred = {}, defaultdict(list), []
    types = Counter()
    for row in rows:
        d = donors.setdefault(row["donor_id"], Donor(row["donor_id"], row["name"], row["blood_type"]))
        d.visits.append((row["date"], row["volume_ml"], row["hemoglobin"]))
        by_site[row["site"]].append(row["volume_ml"])
        if row["volume_ml"] > 0:
            types[row["blood_type"]] += row["volume_ml"]
        hb = row["hemoglobin"]
        if hb is not None and hb < MIN_HB:
            deferred.append((row["date"], row["name"], hb))
    return donors, by_site, types, deferred


def site_lines(by_site):
    for site, vols in sorted(by_site.items(), key=lambda kv: (-sum(kv[1]), kv[0])):
        given = [v for v in vols if v]
        avg = sum(given) / len(given) if given else 0
        yield f"  {site:<10} {len(vols):>2} visits {sum(vols):>5} ml  avg {avg:6.1f} ml"


def donor_lines(donors, today):
    ranked = sorted(donors.values(), key=lambda d: (-d.volume, d.name))
    for i, d in enumerate(ranked, start=1):
        nxt = d.next_eligible()
        status = "n/a" if nxt is None else ("now" if nxt <= today else nxt.strftime("%d %b"))
        yield f"  {i}. {d.name:<14}{d.blood_type:>4} {len(d.visits)}x {d.volume:>4} ml  next: {status}"


def build_report(ctx, path, today=date(2024, 6, 1)):
    try:
        rows = list(load_rows(ctx, path))
    except (OSError, KeyError, ValueError) as exc:
        return f"cannot load {path}: {exc}", {}
    donors, by_site, types, deferred = collect(rows)
    total = sum(types.values())
    first, *_, last = sorted(r["date"] for r in rows)
    out = [f"Blood drive {first:%Y-%m-%d} .. {last:%Y-%m-%d}: {len(rows)} visits, {len(donors)} donors",
           f"Collected {total / 1000:.2f} L", "", "By blood type:"]
    for bt, ml in types.most_common():
        out.append(f"  {bt:<4}{ml:>6} ml {ml / total:6.1%} {'#' * round(ml / 100)}")
    out += ["", "By site:", *site_lines(by_site), "", "Donors:", *donor_lines(donors, today)]
    missing = [r["name"] for r in rows if r["hemoglobin"] is None]
    if deferred:
        out += ["", f"Deferred (Hb < {MIN_HB}):"]
        out += [f"  {d:%m-%d} {name} ({hb:.1f})" for d, name, hb in sorted(deferred)]
    if missing:
        out.append(f"No Hb reading: {', '.join(missing)}")
    summary = {"total_ml": total, "donors": len(donors),
               "types": dict(sorted(types.items())),
               "universal_share": round(types["O-"] / total, 3) if total else 0}
    return "\n".join(out), summary


#{
    name: "blood-drive",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "blood_drive_report",
            description: "Report on a blood drive's donations (CSV)",
            parameters: #{ path: #{ type: "string", description: "CSV file to read" } },
            execute: |args| {
                let (text, summary) = build_report(ctx, args.path);
                text + "\n" + json.dumps(summary)
            }
        });
    }
}
