#{
    name: "archery-results",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "archery_results",
            description: "Archery tournament results: rank archers per division and sum club team scores",
            parameters: #{ path: #{ type: "string", description: "score sheet file" } },
            execute: |args| {
            """Archery tournament: score ends, rank archers per division, summarise clubs."""
            import json
            from collections import defaultdict
            from dataclasses import dataclass, field

            ARROWS_PER_END = 6
            VALUES = {"X": 10, "M": 0, **{str(n): n for n in range(1, 11)}}


            @dataclass
            class Archer:
                name: str
                club: str
                division: str
                ends: list = field(default_factory=list)

                @property
                def arrows(self):
                    return [a for end in self.ends for a in end]

                @property
                def total(self):
                    return sum(VALUES[a] for a in self.arrows)

                @property
                def xs(self):
                    return self.arrows.count("X")

                @property
                def tens(self):
                    return sum(1 for a in self.arrows if a in ("X", "10"))

                def average(self, per=ARROWS_PER_END):
                    return self.total / len(self.arrows) * per if self.arrows else 0.0


            def parse_end(text, line_no):
                arrows = text.split()
                if len(arrows) != ARROWS_PER_END:
                    raise ValueError(f"line {line_no}: end has {len(arrows)} arrows")
                bad = [a for a in arrows if a not in VALUES]
                if bad:
                    raise ValueError(f"line {line_no}: unknown score {bad[0]!r}")
                return arrows


            def load(path):
                archers, problems = [], []
                for line_no, raw in enumerate(ctx.fs.read(path).splitlines(), start=1):
                    line = raw.strip()
                    if not line or line.startswith("#"):
                        continue
                    name, club, division, ends = (part.strip() for part in line.split("|"))
                    try:
                        parsed = [parse_end(e, line_no) for e in ends.split("/")]
                    except ValueError as exc:
                        problems.append(str(exc))
                        continue
                    archers.append(Archer(name, club, division, parsed))
                return archers, problems


            def rank(archers):
                return sorted(archers, key=lambda a: (-a.total, -a.tens, -a.xs, a.name))


            def division_section(division, archers):
                lines = [f"{division.upper()} ({len(archers)})"]
                for place, a in enumerate(rank(archers), start=1):
                    lines.append(
                        f"  {place}. {a.name:<16} {a.club:<18} {a.total:>4} "
                        f"{a.tens:>3}x10 {a.xs:>2}X  avg/end {a.average():5.2f}"
                    )
                return lines


            def club_summary(archers, top=2):
                clubs = defaultdict(list)
                for a in archers:
                    clubs[a.club].append(a.total)
                rows = {club: sum(sorted(ts, reverse=True)[:top]) for club, ts in clubs.items()}
                return sorted(rows.items(), key=lambda kv: (-kv[1], kv[0]))


            def report(path, order=("compound", "recurve", "barebow")):
                archers, problems = load(path)
                by_div = defaultdict(list)
                for a in archers:
                    by_div[a.division].append(a)
                out = [f"Tournament results: {len(archers)} archers, {len(problems)} rejected", ""]
                for division in order:
                    if by_div.get(division):
                        out += division_section(division, by_div[division]) + [""]
                out.append("Club team scores (best 2):")
                out += [f"  {club:<20}{score:>5}" for club, score in club_summary(archers)]
                out += [f"! {p}" for p in problems]
                top = rank(archers)[0]
                summary = {"archers": len(archers), "winner": top.name, "high": top.total,
                           "mean": round(sum(a.total for a in archers) / len(archers), 1)}
                return "\n".join(out) + "\n" + json.dumps(summary)


            return report(args.get("path") or "archery.txt")
            }
        });
    }
}
