#!/usr/bin/env python3
"""Pipe-band drum-skin replacements: summarise a season's worth of head changes."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

DRUMS = {"snare", "tenor", "bass"}


@dataclass(frozen=True)
class Replacement:
    band: str
    drum: str
    date: str
    brand: str
    cost: float
    reason: str

    @property
    def week(self) -> str:
        return self.date[:7]


class BadLine(ValueError):
    pass


def parse_line(line: str, line_no: int) -> Replacement:
    fields = [f.strip() for f in line.split("\t")]
    if len(fields) != 6:
        raise BadLine(f"line {line_no}: expected 6 fields, got {len(fields)}")
    band, drum, date, brand, cost_raw, reason = fields
    if drum not in DRUMS:
        raise BadLine(f"line {line_no}: unknown drum {drum!r}")
    try:
        cost = float(cost_raw)
    except ValueError:
        raise BadLine(f"line {line_no}: bad cost {cost_raw!r}") from None
    return Replacement(band, drum, date, brand, cost, reason)


def load(text: str) -> tuple[list[Replacement], list[str]]:
    records, problems = [], []
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            records.append(parse_line(line, line_no))
        except BadLine as err:
            problems.append(str(err))
    return records, problems


def build_report(text: str) -> str:
    records, problems = load(text)
    by_band: dict[str, list[Replacement]] = defaultdict(list)
    for rec in records:
        by_band[rec.band].append(rec)

    total = sum(r.cost for r in records)
    reasons = Counter(r.reason for r in records)
    brands = Counter(r.brand for r in records)
    splits = sum(1 for r in records if r.reason == "split")

    lines = ["PIPE-BAND DRUM-SKIN REPLACEMENTS", "=" * 44]
    for band, recs in sorted(by_band.items(), key=lambda kv: -sum(r.cost for r in kv[1])):
        spend = sum(r.cost for r in recs)
        drums = ", ".join(f"{d}×{n}" for d, n in sorted(Counter(r.drum for r in recs).items()))
        lines.append(f"{band:<22}{len(recs):>3} skins  £{spend:>8.2f}  ({drums})")
    lines.append("-" * 44)
    lines.append(f"{'Total spend':<22}{len(records):>3} skins  £{total:>8.2f}")
    lines.append(f"Average per skin: £{total / len(records):.2f}")
    lines.append(f"Split heads: {splits}/{len(records)} ({splits / len(records):.1%})")
    top_reasons = ", ".join(f"{reason} {n}" for reason, n in reasons.most_common())
    lines.append(f"Reasons: {top_reasons}")
    brand, brand_n = brands.most_common(1)[0]
    lines.append(f"Most fitted brand: {brand} ({brand_n})")
    months = sorted({r.week for r in records})
    lines.append(f"Months covered: {', '.join(months)}")
    if problems:
        lines.append(f"Skipped {len(problems)} bad line(s):")
        lines.extend(f"  ! {p}" for p in problems)

    summary = {
        "skins": len(records),
        "skipped": len(problems),
        "spend": round(total, 2),
        "bands": len(by_band),
        "split_rate": round(splits / len(records), 3),
        "top_brand": brand,
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else Path("root/drumskins.tsv")
    print(build_report(path.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
