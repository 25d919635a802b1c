"""Ice rink: weekly report on skating sessions."""
import json
import sys
from collections import Counter, defaultdict

RINK_NAME = "Northgate Ice Arena"
RENTAL_FEE = 4.50
SESSION_PRICES = {"morning": 6.00, "evening": 8.50, "public": 7.00, "hockey": 12.00}
LEVELS = ("beginner", "intermediate", "advanced")
BAR_WIDTH = 20


def clean_name(raw):
    return " ".join(part.capitalize() for part in raw.strip().split())


def parse_row(header, line, sep=","):
    values = [v.strip() for v in line.split(sep)]
    row = dict(zip(header, values))
    row["skater"] = clean_name(row["skater"])
    row["level"] = row["level"].lower()
    row["rental"] = row["rental"].lower() in ("yes", "y", "true")
    row["minutes"] = int(row["minutes"])
    return row


def load_sessions(text, sep=","):
    lines = [ln for ln in text.splitlines() if ln.strip()]
    header = [h.strip() for h in lines[0].split(sep)]
    rows, problems = [], []
    for no, line in enumerate(lines[1:], start=2):
        try:
            rows.append(parse_row(header, line, sep))
        except (ValueError, KeyError) as exc:
            problems.append(f"row {no}: {exc}")
    return rows, problems


def charge(row, prices=SESSION_PRICES, fee=RENTAL_FEE):
    return prices.get(row["session"], 0.0) + (fee if row["rental"] else 0.0)


def bar(value, maximum, width=BAR_WIDTH, char="#"):
    filled = round(width * value / maximum) if maximum else 0
    return (char * filled).ljust(width, ".")


def summarise(rows):
    minutes = defaultdict(int)
    visits = Counter()
    takings = defaultdict(float)
    for row in rows:
        minutes[row["skater"]] += row["minutes"]
        visits[row["skater"]] += 1
        takings[row["session"]] += charge(row)
    return minutes, visits, takings


def build_report(text, top=3):
    rows, problems = load_sessions(text)
    minutes, visits, takings = summarise(rows)
    levels = Counter(row["level"] for row in rows)
    lines = [f"{RINK_NAME.upper():^44}", "=" * 44]
    longest = max(minutes.values(), default=0)
    ranked = sorted(minutes.items(), key=lambda kv: (-kv[1], kv[0]))
    for rank, (name, mins) in enumerate(ranked, start=1):
        lines.append(f"{rank:>2}. {name:<16}{mins:>4} min {bar(mins, longest)}")
    lines.append("-" * 44)
    for session, amount in sorted(takings.items(), key=lambda kv: kv[1], reverse=True):
        lines.append(f"{session.title():<12}{amount:>10.2f}")
    total = sum(takings.values())
    lines.append(f"{'Total':<12}{total:>10.2f}")
    share = ", ".join(f"{lvl} {levels[lvl] / len(rows):.0%}" for lvl in LEVELS)
    lines.append(f"Levels: {share}")
    regulars = [name for name, n in visits.most_common(top) if n > 1]
    lines.append("Regulars: " + (", ".join(regulars) if regulars else "none"))
    rentals = sum(1 for row in rows if row["rental"])
    lines.append(f"Rentals: {rentals}/{len(rows)} ({rentals / len(rows):.1%})")
    for problem in problems:
        lines.append(f"! skipped {problem}")
    summary = {
        "rink": RINK_NAME,
        "sessions": len(rows),
        "skipped": len(problems),
        "takings": round(total, 2),
        "minutes": dict(ranked),
    }
    return "\n".join(lines) + "\n" + json.dumps(summary)


def main(path="root/rink/sessions.csv"):
    try:
        with open(path, encoding="utf-8") as fh:
            print(build_report(fh.read()))
    except FileNotFoundError:
        print(f"no such file: {path}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:2]))
