# Stamp auction results: reads lot records and summarises the sale.
import json
from collections import Counter, defaultdict

DATA_FILE = "root/lots.txt"
CURRENCY = "EUR"
PREMIUM = 0.18
CONDITION_GRADES = {"mint": "A", "hinged": "B", "used": "C", "damaged": "D"}
CLASSIC_BEFORE = 1860


def parse_money(text, default=None):
    text = text.strip().replace(",", "")
    if not text or text.lower() == "unsold":
        return default
    return float(text)


def read_lots(path, sep="|", skip_header=True):
    lots, problems = [], []
    with open(path, encoding="utf-8") as fh:
        rows = fh.read().splitlines()
    if skip_header:
        rows = rows[1:]
    for number, row in enumerate(rows, start=2):
        fields = row.split(sep)
        if len(fields) != 7:
            problems.append(f"row {number}: {len(fields)} fields")
            continue
        lot, country, year, condition, estimate, hammer, bidder = (f.strip() for f in fields)
        try:
            record = {
                "lot": int(lot),
                "country": country.title(),
                "year": int(year),
                "grade": CONDITION_GRADES.get(condition.lower(), "?"),
                "estimate": parse_money(estimate),
                "hammer": parse_money(hammer),
                "bidder": bidder.upper() or None,
            }
        except ValueError as exc:
            problems.append(f"row {number}: {exc}")
            continue
        lots.append(record)
    return lots, problems


def money(amount, width=9, symbol=CURRENCY):
    return f"{amount:>{width},.2f} {symbol}"


def with_premium(hammer, rate=PREMIUM):
    return round(hammer * (1 + rate), 2)


def report(path=DATA_FILE):
    lots, problems = read_lots(path)
    sold = [lot for lot in lots if lot["hammer"] is not None]
    by_country = Counter(lot["country"] for lot in lots)
    spend = defaultdict(list)
    for lot in sold:
        spend[lot["bidder"]].append(with_premium(lot["hammer"]))
    out = [f"STAMP AUCTION - {len(lots)} lots read, {len(sold)} sold", "-" * 40]
    for rank, lot in enumerate(sorted(sold, key=lambda l: l["hammer"], reverse=True), 1):
        ratio = lot["hammer"] / lot["estimate"]
        era = "classic" if lot["year"] < CLASSIC_BEFORE else "later"
        out.append(
            f"{rank:02d}. lot {lot['lot']:<4} {lot['country']:<14.14} {lot['year']} "
            f"[{lot['grade']}] {money(lot['hammer'])} {ratio:>6.1%} {era}"
        )
    out.append("")
    out.append("Countries: " + ", ".join(f"{c} x{n}" for c, n in by_country.most_common()))
    totals = {bidder: sum(paid) for bidder, paid in spend.items()}
    for bidder, total in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"  bidder {bidder:<4} paid {money(total, width=10)} over {len(spend[bidder])} lots")
    grades = sorted(CONDITION_GRADES.values())
    counts = [sum(1 for lot in lots if lot["grade"] == g) for g in grades]
    out.append("Grades: " + " ".join(f"{g}={n}" for g, n in zip(grades, counts)))
    for problem in problems:
        out.append(f"! skipped {problem}")
    hammer_total = sum(lot["hammer"] for lot in sold)
    estimate_total = sum(lot["estimate"] for lot in sold)
    summary = {
        "lots": len(lots),
        "sold": len(sold),
        "sell_through": round(len(sold) / len(lots), 3),
        "hammer_total": round(hammer_total, 2),
        "vs_estimate": f"{hammer_total / estimate_total:+.1%}",
        "top_country": by_country.most_common(1)[0][0],
        "skipped": len(problems),
    }
    out.append(json.dumps(summary, indent=2))
    return "\n".join(out)


if __name__ == "__main__":
    print(report())
