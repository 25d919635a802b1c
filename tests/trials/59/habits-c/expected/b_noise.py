# Noise complaints log: per-district and per-source summary.
import json
from collections import Counter, defaultdict

LOG_PATH = "root/noise_log.txt"
LOUD_DB = 80
NIGHT_START, NIGHT_END = 22, 6
SOURCE_ALIASES = {"roadworks": "construction", "barking dog": "dog"}


def parse_line(line, sep="|"):
    parts = [p.strip() for p in line.split(sep)]
    if len(parts) != 6:
        raise ValueError(f"expected 6 fields, got {len(parts)}")
    date, time, district, source, db, status = parts
    hour = int(time.split(":")[0])
    return {
        "date": date,
        "hour": hour,
        "district": district.title(),
        "source": SOURCE_ALIASES.get(source.lower(), source.lower()),
        "db": int(db),
        "status": status.upper(),
    }


def is_night(hour, start=NIGHT_START, end=NIGHT_END):
    return hour >= start or hour < end


def load(path=LOG_PATH):
    records, rejected = [], []
    with open(path) as fh:
        lines = fh.read().splitlines()
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            records.append(parse_line(line))
        except ValueError as err:
            rejected.append((number, str(err)))
    return records, rejected


def bar(value, scale=10, mark="#"):
    return mark * round(value / scale)


def report(records, rejected, loud=LOUD_DB):
    by_district = Counter(r["district"] for r in records)
    levels = defaultdict(list)
    statuses = defaultdict(Counter)
    for r in records:
        levels[r["source"]].append(r["db"])
        statuses[r["district"]][r["status"]] += 1
    print("NOISE COMPLAINTS")
    print(f"{'District':<12}{'Count':>6}  Open  Status mix")
    for district, count in sorted(by_district.items(), key=lambda kv: (-kv[1], kv[0])):
        mix = ", ".join(f"{s.lower()}={n}" for s, n in sorted(statuses[district].items()))
        print(f"{district:<12}{count:>6}  {statuses[district]['OPEN']:>4}  {mix}")
    print()
    print(f"{'Source':<14}{'Avg dB':>7}{'Max':>5}  Level")
    averages = {src: sum(v) / len(v) for src, v in levels.items()}
    for rank, (src, avg) in enumerate(sorted(averages.items(), key=lambda kv: kv[1], reverse=True), 1):
        print(f"{rank}. {src.capitalize():<11}{avg:>7.1f}{max(levels[src]):>5}  {bar(avg)}")
    night = [r for r in records if is_night(r["hour"])]
    loud_ones = [r for r in records if r["db"] >= loud]
    print()
    print(f"Night-time complaints: {len(night)}/{len(records)} ({len(night) / len(records):.0%})")
    headers = ["date", "district", "db"]
    for r in sorted(loud_ones, key=lambda r: r["db"], reverse=True)[:3]:
        values = [r["date"], r["district"], r["db"]]
        print("  LOUD " + " | ".join(f"{h}={v}" for h, v in zip(headers, values)))
    for number, reason in rejected:
        print(f"  line {number:>2} rejected: {reason}")
    summary = {
        "complaints": len(records),
        "rejected": len(rejected),
        "districts": dict(by_district.most_common()),
        "loudest_source": max(averages, key=averages.get),
        "mean_db": round(sum(r["db"] for r in records) / len(records), 2),
        "night_share": round(len(night) / len(records), 3),
    }
    return summary


if __name__ == "__main__":
    recs, bad = load()
    print(json.dumps(report(recs, bad), indent=2))
