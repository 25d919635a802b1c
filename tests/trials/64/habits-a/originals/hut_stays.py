"""Mountain hut season report: bed-nights, peak occupancy, revenue and busiest guests."""
import json
import sys
from collections import Counter, defaultdict
from datetime import date, timedelta
from pathlib import Path

CAPACITY = {"Capanna Regina": 12, "Rifugio Alto": 10, "Hütte am Grat": 8}
DEFAULT_CAPACITY = 6
BED_RATE = 32.0
HALF_BOARD_RATE = 27.5
DEFAULT_PATH = Path(__file__).resolve().parent.parent / "root" / "hut_stays.txt"


def parse(text):
    stays, problems = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split(";")]
        if len(fields) < 5:
            problems.append(f"line {lineno}: expected 5-6 fields, got {len(fields)}")
            continue
        hut, guest, party, arrive, nights, *rest = fields
        half_board = (rest[0] if rest else "n").lower() == "y"
        try:
            stay = {
                "hut": hut,
                "guest": guest,
                "party": int(party),
                "arrive": date.fromisoformat(arrive),
                "nights": int(nights),
                "half_board": half_board,
            }
        except ValueError as exc:
            problems.append(f"line {lineno}: {exc}")
            continue
        stays.append(stay)
    return stays, problems


def occupancy(stays):
    per_night = defaultdict(Counter)
    for s in stays:
        for k in range(s["nights"]):
            per_night[s["hut"]][s["arrive"] + timedelta(days=k)] += s["party"]
    return per_night


def revenue(stay):
    rate = BED_RATE + (HALF_BOARD_RATE if stay["half_board"] else 0.0)
    return stay["party"] * stay["nights"] * rate


def build_report(text):
    stays, problems = parse(text)
    per_night = occupancy(stays)
    huts = sorted({s["hut"] for s in stays})
    lines = [f"HUT SEASON REPORT  ({len(stays)} stays, {len(problems)} rejected)", ""]
    lines.append(f"{'Hut':<16}{'Stays':>6}{'Bed-nts':>9}{'Peak':>6}{'Cap':>5}{'Revenue':>11}")
    summary_huts = {}
    for hut in huts:
        mine = [s for s in stays if s["hut"] == hut]
        bed_nights = sum(s["party"] * s["nights"] for s in mine)
        peak_day, peak = max(per_night[hut].items(), key=lambda kv: (kv[1], -kv[0].toordinal()))
        cap = CAPACITY.get(hut, DEFAULT_CAPACITY)
        money = sum(revenue(s) for s in mine)
        flag = " OVER" if peak > cap else ""
        lines.append(f"{hut:<16}{len(mine):>6}{bed_nights:>9}{peak:>6}{cap:>5}{money:>11,.2f}{flag}")
        summary_huts[hut] = {"bed_nights": bed_nights, "peak": peak, "peak_day": peak_day.isoformat(),
                             "revenue": round(money, 2), "over": peak > cap}
    lines.append("")
    first = min(s["arrive"] for s in stays)
    last = max(s["arrive"] + timedelta(days=s["nights"] - 1) for s in stays)
    lines.append(f"Nightly beds {first:%d %b} - {last:%d %b}:")
    day = first
    while day <= last:
        counts = {hut: per_night[hut].get(day, 0) for hut in huts}
        total = sum(counts.values())
        cells = " ".join(f"{n:>3}" for n in counts.values())
        lines.append(f"  {day:%a %d}  {cells}  = {total:>3} {'#' * (total // 2)}")
        day += timedelta(days=1)
    guests = Counter()
    for s in stays:
        guests[s["guest"]] += s["party"] * s["nights"]
    top = sorted(guests.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    lines.append("")
    lines.append("Top guests: " + ", ".join(f"{g} ({n})" for g, n in top))
    share = sum(s["half_board"] for s in stays) / len(stays) if stays else 0.0
    lines.append(f"Half board share: {share:.1%}")
    for p in problems:
        lines.append(f"REJECTED {p}")
    total_revenue = sum(revenue(s) for s in stays)
    summary = {
        "stays": len(stays),
        "rejected": len(problems),
        "bed_nights": sum(v["bed_nights"] for v in summary_huts.values()),
        "revenue": round(total_revenue, 2),
        "busiest": max(summary_huts, key=lambda h: (summary_huts[h]["bed_nights"], h)) if summary_huts else None,
        "huts": summary_huts,
        "top_guest": top[0][0] if top else None,
    }
    lines.append(json.dumps(summary, ensure_ascii=False))
    return "\n".join(lines)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_PATH
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"cannot read {path}: {exc}", file=sys.stderr)
        return 1
    print(build_report(text))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
