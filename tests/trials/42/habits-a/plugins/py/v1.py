"""Weekly summary of a veterinary clinic's appointment log."""
from collections import Counter, defaultdict
from dataclasses import dataclass, field

COMMON_SPECIES = {"dog", "cat"}


@dataclass
class Visit:
    day: str
    pet: str
    species: str
    vet: str
    minutes: int
    fee: float
    tags: list[str] = field(default_factory=list)

    @property
    def is_emergency(self) -> bool:
        return "emergency" in self.tags


def parse_visits(text: str) -> tuple[list[Visit], list[int]]:
    visits, skipped = [], []
    header = None
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(",")]
        if header is None:
            header = parts
            continue
        row = dict(zip(header, parts))
        try:
            visits.append(Visit(
                day=row["day"], pet=row["pet"], species=row["species"].lower(), vet=row["vet"],
                minutes=int(row["minutes"]), fee=float(row["fee"]),
                tags=[t for t in row.get("tags", "").split(";") if t],
            ))
        except (KeyError, ValueError):
            skipped.append(lineno)
    return visits, skipped


def per_vet(visits: list[Visit]) -> dict[str, dict]:
    totals = defaultdict(lambda: {"visits": 0, "minutes": 0, "fees": 0.0})
    for v in visits:
        t = totals[v.vet]
        t["visits"] += 1
        t["minutes"] += v.minutes
        t["fees"] += v.fee
    return dict(sorted(totals.items(), key=lambda kv: (-kv[1]["fees"], kv[0])))


def fmt_minutes(total: int) -> str:
    hours, mins = divmod(total, 60)
    return f"{hours}h{mins:02d}"


def busiest_day(visits: list[Visit]) -> tuple[str, int]:
    counts = Counter(v.day for v in visits)
    return max(counts.items(), key=lambda kv: kv[1])


def clinic_report(text: str, top: int = 3) -> tuple[str, dict]:
    visits, skipped = parse_visits(text)
    if not visits:
        return "No visits.", {}
    vets = per_vet(visits)
    species = Counter(v.species for v in visits).most_common()
    longest = sorted(visits, key=lambda v: v.minutes, reverse=True)[:top]
    emergencies = sorted({v.pet for v in visits if v.is_emergency})
    avg_fee = sum(v.fee for v in visits) / len(visits)
    exotic = any(v.species not in COMMON_SPECIES for v in visits)
    lines = [f"Clinic week: {len(visits)} visits, average fee ${avg_fee:,.2f}"]
    for rank, (name, t) in enumerate(vets.items(), 1):
        lines.append(f"{rank}. {name:<11}{t['visits']:>3} visits {fmt_minutes(t['minutes']):>6}  ${t['fees']:>9,.2f}")
    lines.append("Species: " + ", ".join(f"{s} x{n}" for s, n in species))
    lines.append("Longest: " + "; ".join(f"{v.pet} ({v.minutes} min)" for v in longest))
    day, n = busiest_day(visits)
    lines.append(f"Busiest day: {day} ({n} visits)")
    lines.append(f"Emergencies: {', '.join(emergencies) or 'none'}")
    lines.append(f"Exotic patients: {'yes' if exotic else 'no'}")
    if skipped:
        lines.append(f"Skipped lines: {', '.join(map(str, skipped))}")
    summary = {
        "visits": len(visits),
        "avg_fee": round(avg_fee, 2),
        "vets": {name: round(t["fees"], 2) for name, t in vets.items()},
    }
    return "\n".join(lines), summary


#{
    name: "clinic-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "clinic_report",
            description: "Weekly summary of a veterinary clinic's appointment log (CSV)",
            parameters: #{ path: #{ type: "string", description: "appointment CSV file" } },
            execute: |args| {
                text, summary = clinic_report(ctx.fs.read(args.path))
                #{ content: [#{ type: "text", text: text }], isError: false, structuredContent: summary }
            }
        });
    }
}
