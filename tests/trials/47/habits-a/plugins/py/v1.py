import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field

CONCERT_PITCH = 440.0
PITCH_RAISE_LIMIT = 2.0


@dataclass
class Visit:
    date: str
    tuner: str
    client: str
    instrument: str
    pitch: float | None
    minutes: int
    fee: float
    paid: bool

    @property
    def needs_raise(self) -> bool:
        return self.pitch is not None and CONCERT_PITCH - self.pitch > PITCH_RAISE_LIMIT


@dataclass
class TunerStats:
    name: str
    visits: list = field(default_factory=list)

    @property
    def earned(self):
        return sum(v.fee for v in self.visits if v.paid)

    @property
    def owed(self):
        return sum(v.fee for v in self.visits if not v.paid)


def parse_pitch(raw, warnings):
    if not raw:
        return None
    try:
        return float(raw)
    except ValueError:
        warnings.append(f"unreadable pitch {raw!r}")
        return None


def load_visits(text):
    warnings = []
    rows = text.strip().splitlines()
    header = rows[0].split(",")
    visits = []
    for line in rows[1:]:
        row = dict(zip(header, line.split(",")))
        visits.append(Visit(row["date"], row["tuner"], row["client"], row["instrument"],
                            parse_pitch(row["pitch_before"], warnings), int(row["minutes"]),
                            float(row["fee"]), row["paid"].strip().lower() == "yes"))
    return visits, warnings


def group_by_tuner(visits):
    tuners = {}
    for v in visits:
        tuners.setdefault(v.tuner, TunerStats(v.tuner)).visits.append(v)
    return tuners


def hourly_rate(visits):
    minutes = sum(v.minutes for v in visits)
    return sum(v.fee for v in visits) / (minutes / 60) if minutes else 0.0


def build_report(visits, warnings, top=3):
    tuners = group_by_tuner(visits)
    lines = [f"Piano tuning report: {len(visits)} visits", "-" * 36]
    ranked = sorted(tuners.values(), key=lambda t: (-t.earned, t.name))
    for rank, t in enumerate(ranked, start=1):
        lines.append(f"{rank}. {t.name:<7}{len(t.visits):>3} visits  paid {t.earned:>7.2f}  owed {t.owed:>6.2f}"
                     f"  rate {hourly_rate(t.visits):6.1f}/h")
    by_instrument = defaultdict(list)
    for v in visits:
        by_instrument[v.instrument].append(v.minutes)
    lines.append("")
    for name, mins in sorted(by_instrument.items(), key=lambda kv: -sum(kv[1]) / len(kv[1])):
        lines.append(f"  {name:<8} avg {sum(mins) / len(mins):5.1f} min over {len(mins)}")
    clients = Counter(v.client for v in visits)
    regulars = [f"{c} ({n})" for c, n in clients.most_common(top) if n > 1]
    lines.append(f"Regulars: {', '.join(regulars) or 'none'}")
    pitches = [v.pitch for v in visits if v.pitch is not None]
    flat = sorted({v.client for v in visits if v.needs_raise})
    if pitches:
        lo, hi = min(pitches), max(pitches)
        lines.append(f"Pitch range {lo:.1f}-{hi:.1f} Hz, mean drift {sum(p - CONCERT_PITCH for p in pitches) / len(pitches):+.2f} Hz")
    lines.append(f"Pitch raise needed: {', '.join(flat) if flat else 'nobody'}")
    unpaid = [(v.date, v.client, v.fee) for v in visits if not v.paid]
    for date, client, fee in unpaid:
        lines.append(f"  UNPAID {date} {client:<10} {fee:8.2f}")
    share = len(unpaid) / len(visits) if visits else 0
    lines.append(f"Unpaid share: {share:.0%}")
    lines.extend(f"warning: {w}" for w in warnings)
    summary = {"visits": len(visits), "owed": round(sum(f for *_, f in unpaid), 2),
               "tuners": {t.name: len(t.visits) for t in ranked}}
    return "\n".join(lines), summary


#{
    name: "tunings",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "tuning_report",
            description: "Piano tuning report from a CSV of visits",
            parameters: #{ path: #{ type: "string", description: "CSV file to read" } },
            execute: |args| {
                try:
                    visits, warnings = load_visits(ctx.fs.read(args.path))
                    text, summary = build_report(visits, warnings)
                    f"{text}\n{json.dumps(summary)}"
                except Exception as err:
                    #{ content: [#{ type: "text", text: f"failed: {err}" }], isError: true }
            }
        });
    }
}
