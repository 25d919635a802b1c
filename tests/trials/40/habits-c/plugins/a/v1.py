import json
from dataclasses import dataclass, field


class LotError(Exception):
    """Raised when a line of the harvest file cannot be turned into a Lot."""

    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason


@dataclass
class Lot:
    lot_id: str
    variety: str
    block: str
    weight_kg: float
    brix: float
    ph: float = 3.5
    organic: bool = False

    @property
    def potential_alcohol(self):
        return round(self.brix * 0.59, 1)

    @property
    def grade(self):
        return Lot.grade_for(self.brix)

    @staticmethod
    def grade_for(brix):
        if brix >= 24:
            return "reserve"
        elif brix >= 21:
            return "estate"
        return "bulk"

    @classmethod
    def from_line(cls, line_no, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) < 5:
            raise LotError(line_no, f"expected at least 5 fields, got {len(parts)}")
        lot_id, variety, block, weight, brix = parts[:5]
        try:
            weight_kg, brix_v = float(weight), float(brix)
        except ValueError:
            raise LotError(line_no, f"bad number in {lot_id}")
        if weight_kg <= 0:
            raise LotError(line_no, f"{lot_id} has no weight")
        ph = float(parts[5]) if len(parts) > 5 and parts[5] else 3.5
        organic = len(parts) > 6 and parts[6].lower() == "yes"
        return cls(lot_id, variety.title(), block.upper(), weight_kg, brix_v, ph, organic)

    def __str__(self):
        tag = " (organic)" if self.organic else ""
        return (f"{self.lot_id} {self.variety}/{self.block}: {self.weight_kg:.0f} kg, "
                f"{self.brix:.1f} Bx, pH {self.ph:.2f} -> {self.grade}{tag}")

    def __repr__(self):
        return f"Lot({self.lot_id!r}, {self.variety!r}, brix={self.brix})"


@dataclass
class Harvest:
    lots: list = field(default_factory=list)
    errors: list = field(default_factory=list)

    @classmethod
    def parse(cls, text):
        harvest = cls()
        for i, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                harvest.lots.append(Lot.from_line(i, line))
            except LotError as e:
                harvest.errors.append(str(e))
        return harvest

    def by_variety(self):
        names = sorted({lot.variety for lot in self.lots})
        return {v: [lot for lot in self.lots if lot.variety == v] for v in names}

    def totals(self):
        return {v: round(sum(l.weight_kg for l in lots), 1) for v, lots in self.by_variety().items()}

    def best(self):
        return max(self.lots, key=lambda l: l.brix) if self.lots else None

    def to_dict(self):
        out = {}
        for key, value in {"lots": len(self.lots), "totals": self.totals(),
                           "organic_kg": sum(l.weight_kg for l in self.lots if l.organic),
                           "best": self.best().lot_id if self.best() else None}.items():
            out[key] = round(value, 1) if isinstance(value, float) else value
        return out

    def report(self):
        lines = [f"Harvest: {len(self.lots)} lots, {len(self.errors)} rejected"]
        for variety, lots in self.by_variety().items():
            mean = sum(l.brix for l in lots) / len(lots)
            lines.append(f"{variety}: {self.totals()[variety]:.1f} kg, mean {mean:.2f} Bx")
            lines.extend("  " + str(l) for l in sorted(lots, key=lambda l: -l.brix))
        best = self.best()
        if best is not None:
            lines.append(f"Best lot: {best!r}, potential alcohol {best.potential_alcohol}%")
        lines.extend("! " + e for e in self.errors)
        return "\n".join(lines)


#{
    name: "harvest-report",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "harvest_report",
            description: "Summarise grape harvest lots from a CSV file: totals per variety, grades, rejected lines",
            parameters: #{ path: #{ type: "string", description: "CSV file of harvest lots" } },
            execute: |args| {
                let harvest = Harvest.parse(ctx.fs.read(args.path));
                #{
                    content: [#{ type: "text", text: harvest.report() }],
                    isError: false,
                    structuredContent: harvest.to_dict()
                }
            }
        });
    }
}
