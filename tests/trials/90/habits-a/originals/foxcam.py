#!/usr/bin/env python3
"""Urban camera-trap report: sightings per species and camera, night-hour peaks."""
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

MIN_CONFIDENCE = 0.6


@dataclass(frozen=True)
class Sighting:
    when: datetime
    camera: str
    species: str
    count: int
    confidence: float

    @property
    def hour(self) -> int:
        return self.when.hour


def parse(line: str, lineno: int):
    parts = [p.strip() for p in line.split(",")]
    if len(parts) != 5:
        raise ValueError(f"line {lineno}: expected 5 fields, got {len(parts)}")
    ts, camera, species, count, conf = parts
    try:
        when = datetime.fromisoformat(ts)
    except ValueError:
        raise ValueError(f"line {lineno}: bad timestamp {ts!r}") from None
    if not count.isdigit():
        raise ValueError(f"line {lineno}: bad count {count!r}")
    confidence = float(conf)
    if not 0 <= confidence <= 1:
        raise ValueError(f"line {lineno}: confidence {confidence} out of range")
    return Sighting(when, camera, species, int(count), confidence)


def load(path: Path):
    sightings, errors = [], []
    with path.open(encoding="utf-8") as fh:
        next(fh)  # header
        for lineno, line in enumerate(fh, start=2):
            if not line.strip():
                continue
            try:
                sightings.append(parse(line, lineno))
            except ValueError as exc:
                errors.append(str(exc))
    return sightings, errors


def report(sightings, errors) -> str:
    kept = [s for s in sightings if s.confidence >= MIN_CONFIDENCE]
    dropped = len(sightings) - len(kept)
    animals = Counter()
    for s in kept:
        animals[s.species] += s.count
    by_camera = defaultdict(Counter)
    for s in kept:
        by_camera[s.camera][s.species] += s.count
    hours = Counter(s.hour for s in kept)
    total = sum(animals.values())

    lines = [f"Camera-trap report: {len(kept)} sightings, {total} animals", "-" * 40]
    lines.append(f"{'species':<14}{'animals':>8}{'share':>8}{'avg conf':>10}")
    for species, n in animals.most_common():
        confs = [s.confidence for s in kept if s.species == species]
        avg = sum(confs) / len(confs)
        lines.append(f"{species:<14}{n:>8}{n / total:>8.1%}{avg:>10.2f}")
    lines.append("")
    for camera in sorted(by_camera):
        counts = by_camera[camera]
        top, top_n = counts.most_common(1)[0]
        mix = ", ".join(f"{sp} x{n}" for sp, n in sorted(counts.items()))
        lines.append(f"{camera:>15}: {mix} (top: {top}, {top_n})")
    peak_hour, peak_n = max(hours.items(), key=lambda kv: (kv[1], -kv[0]))
    lines.append(f"Busiest hour: {peak_hour:02d}:00 ({peak_n} sightings)")
    if dropped:
        lines.append(f"Ignored {dropped} sighting(s) under {MIN_CONFIDENCE:.0%} confidence")
    if errors:
        lines.append(f"Skipped {len(errors)} bad line(s):")
        lines.extend(f"  * {e}" for e in errors)
    foxes = animals.get("red fox", 0)
    summary = {
        "sightings": len(kept),
        "animals": total,
        "species": len(animals),
        "fox_share": round(foxes / total, 3) if total else 0.0,
        "peak_hour": peak_hour,
        "skipped": len(errors),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "foxcam.csv"
    sightings, errors = load(path)
    print(report(sightings, errors))


if __name__ == "__main__":
    main(sys.argv)
