#!/usr/bin/env python3
"""Pet microchip clinic day report: implants by species and vet, takings, bad rows."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "root" / "chip_clinic.txt"
CHIP_DIGITS = 15


@dataclass
class Implant:
    date: str
    species: str
    chip: str
    fee: float
    vet: str

    @property
    def free(self):
        return self.fee == 0


class BadLine(ValueError):
    pass


def parse(line, lineno):
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 5:
        raise BadLine(f"line {lineno}: {len(parts)} fields, want 5")
    date, species, chip, fee_text, vet = parts
    if not (chip.isdigit() and len(chip) == CHIP_DIGITS):
        raise BadLine(f"line {lineno}: chip {chip!r} is not {CHIP_DIGITS} digits")
    try:
        fee = float(fee_text)
    except ValueError:
        raise BadLine(f"line {lineno}: fee {fee_text!r} is not a number") from None
    return Implant(date, species.lower(), chip, fee, vet)


def load(text):
    implants, bad, seen = [], [], set()
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            imp = parse(line, lineno)
        except BadLine as exc:
            bad.append(str(exc))
            continue
        if imp.chip in seen:
            bad.append(f"line {lineno}: duplicate chip {imp.chip}")
            continue
        seen.add(imp.chip)
        implants.append(imp)
    return implants, bad


def report(implants, bad):
    lines = ["MICROCHIP CLINIC REPORT", "-" * 36]
    species = Counter(i.species for i in implants)
    lines.append("By species:")
    for name, n in species.most_common():
        share = n / len(implants)
        lines.append(f"  {name:<10}{n:>3}  {share:6.1%}")

    takings = defaultdict(float)
    counts = Counter()
    for imp in implants:
        takings[imp.vet] += imp.fee
        counts[imp.vet] += 1
    lines.append("By vet:")
    for vet in sorted(takings, key=lambda v: (-takings[v], v)):
        lines.append(f"  {vet:<10}{counts[vet]:>3} chips  £{takings[vet]:>7.2f}")

    days = sorted({i.date for i in implants})
    per_day = {d: sum(1 for i in implants if i.date == d) for d in days}
    lines.append("Per day: " + ", ".join(f"{d[5:]}={n}" for d, n in per_day.items()))

    free = [i.chip[-4:] for i in implants if i.free]
    if free:
        lines.append(f"Free implants (chip tails): {', '.join(free)}")
    if bad:
        lines.append(f"Rejected {len(bad)} line(s):")
        lines.extend(f"  * {b}" for b in bad)

    total = sum(takings.values())
    summary = {
        "implants": len(implants),
        "species": len(species),
        "takings": round(total, 2),
        "mean_fee": round(total / len(implants), 2) if implants else 0,
        "rejected": len(bad),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_FILE
    implants, bad = load(path.read_text(encoding="utf-8"))
    print(report(implants, bad))


if __name__ == "__main__":
    main(sys.argv)
