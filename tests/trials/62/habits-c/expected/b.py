import json
from collections import Counter, defaultdict

LOAN_FILE = "root/loans.txt"
SEP = "|"
LOAN_LIMIT = 14
FEE_PER_DAY = 0.25
GENRE_ORDER = ["fiction", "history", "science", "children", "poetry"]


def parse_line(line, sep=SEP, fields=5):
    parts = [p.strip() for p in line.split(sep)]
    if len(parts) != fields:
        raise ValueError(f"expected {fields} fields, got {len(parts)}")
    member, genre, title, days, fee = parts
    return {
        "member": member.upper(),
        "genre": genre.lower(),
        "title": title.title(),
        "days": int(days),
        "fee": float(fee),
    }


def overdue_days(days, limit=LOAN_LIMIT):
    return max(0, days - limit)


def expected_fee(days, limit=LOAN_LIMIT, rate=FEE_PER_DAY):
    return overdue_days(days, limit) * rate


def load(path=LOAN_FILE):
    loans, bad = [], []
    with open(path) as fh:
        lines = fh.read().splitlines()
    for n, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            loans.append(parse_line(line))
        except ValueError as exc:
            bad.append((n, str(exc)))
    return loans, bad


def bar(value, scale=5, char="#"):
    return char * int(value // scale)


def main():
    loans, bad = load()
    by_genre = Counter(l["genre"] for l in loans)
    days_by_member = defaultdict(list)
    fees_by_member = defaultdict(float)
    for loan in loans:
        days_by_member[loan["member"]].append(loan["days"])
        fees_by_member[loan["member"]] += loan["fee"]

    print("LIBRARY LOANS REPORT")
    print("=" * 40)
    print(f"{'Title':<18}{'Genre':<12}{'Days':>6}{'Fee':>7}")
    for loan in sorted(loans, key=lambda l: (-l["days"], l["title"])):
        print(f"{loan['title'][:17]:<18}{loan['genre']:<12}{loan['days']:>6}{loan['fee']:>7.1f}")

    print("\nBy genre:")
    total = len(loans)
    for genre in GENRE_ORDER:
        count = by_genre.get(genre, 0)
        print(f"  {genre:<12}{count:>6} {count / total:.0%} {bar(count * 10)}")

    print("\nMembers:")
    members = sorted(days_by_member)
    avgs = [sum(days_by_member[m]) / len(days_by_member[m]) for m in members]
    for i, (member, avg) in enumerate(zip(members, avgs), 1):
        flag = "overdue" if avg > LOAN_LIMIT else "ok"
        print(f"  {i}. {member:<12}{avg:>7.1f} {flag}")

    mismatches = [l["title"] for l in loans if abs(expected_fee(l["days"]) - l["fee"]) > 0.01]
    for n, msg in bad:
        print(f"bad line {n}: {msg}")

    top_genre, top_count = by_genre.most_common(1)[0]
    summary = {
        "loans": total,
        "bad_lines": len(bad),
        "top_genre": {"name": top_genre, "count": top_count},
        "fees": {m: round(f, 2) for m, f in sorted(fees_by_member.items())},
        "fee_mismatches": mismatches,
        "overdue_share": round(sum(1 for l in loans if overdue_days(l["days"])) / total, 3),
    }
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
