import json
from collections import Counter, defaultdict

DATA_FILE = "root/checkins.txt"
FIELDS = ("stamp", "badge", "name", "track", "room", "rating")
ROOM_CAPACITY = {"hall a": 120, "hall b": 60, "lab 1": 25}
TRACK_LABELS = {"ai": "Machine Learning", "web": "Web Platforms", "ops": "Operations", "sec": "Security"}
LATE_AFTER = "09:15"


def parse_line(line, sep="|"):
    parts = [part.strip() for part in line.split(sep)]
    if len(parts) != len(FIELDS):
        raise ValueError(f"expected {len(FIELDS)} fields, got {len(parts)}")
    row = dict(zip(FIELDS, parts))
    row["day"], row["time"] = row.pop("stamp").split()
    row["badge"] = row["badge"].upper()
    row["name"] = " ".join(word.capitalize() for word in row["name"].split())
    row["track"], row["room"] = row["track"].lower(), row["room"].lower()
    row["rating"] = int(row["rating"]) if row["rating"] else None
    return row


def load(path=DATA_FILE):
    records, errors = [], []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            try:
                records.append(parse_line(line))
            except ValueError as exc:
                errors.append(f"line {number}: {exc}")
    return records, errors


def bar(value, total, width=20, fill="#"):
    filled = round(width * value / total) if total else 0
    return fill * filled + "." * (width - filled)


def build_report(path=DATA_FILE):
    records, errors = load(path)
    by_track = Counter(r["track"] for r in records)
    per_room, ratings, per_day = defaultdict(set), defaultdict(list), defaultdict(int)
    late = Counter()
    for r in records:
        per_room[r["room"]].add(r["badge"])
        per_day[r["day"]] += 1
        if r["rating"] is not None:
            ratings[r["track"]].append(r["rating"])
        if r["time"] > LATE_AFTER:
            late[r["name"]] += 1

    lines = [f"Check-ins read from {path}", "=" * 44, "Tracks:"]
    for rank, (track, count) in enumerate(by_track.most_common(), start=1):
        label = TRACK_LABELS.get(track, track.upper())
        scores = ratings[track]
        avg = sum(scores) / len(scores) if scores else 0.0
        lines.append(f"{rank:>2}. {label:<17}{count:>3} {bar(count, len(records))} avg {avg:4.2f}")

    lines.append("Rooms:")
    for room in sorted(per_room, key=lambda name: (-len(per_room[name]), name)):
        seen, cap = len(per_room[room]), ROOM_CAPACITY.get(room, 0)
        share = f"{seen / cap:6.1%}" if cap else "   n/a"
        lines.append(f"  {room.title():<7}{seen:>3} badges of {cap:>3} seats {share}")

    lines.append("Days:")
    days = sorted(per_day.items())
    for (day, count), (_, nxt) in zip(days, days[1:] + [(None, None)]):
        trend = "" if nxt is None else f" -> {nxt - count:+d} next day"
        lines.append(f"  {day.replace('-', '/')}: {count:02d} check-ins{trend}")

    latecomers = sorted(late.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    lines.append("Late arrivals: " + ", ".join(f"{n} x{c}" for n, c in latecomers))
    for message in errors:
        lines.append(f"warning: {message}")

    all_scores = [s for scores in ratings.values() for s in scores]
    summary = {
        "checkins": len(records),
        "badges": len({r["badge"] for r in records}),
        "tracks": dict(by_track),
        "busiest_room": max(per_room, key=lambda name: len(per_room[name])).title(),
        "mean_rating": round(sum(all_scores) / len(all_scores), 2),
        "errors": len(errors),
    }
    lines.append(json.dumps(summary))
    return "\n".join(lines)


if __name__ == "__main__":
    print(build_report())
