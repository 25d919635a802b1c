"""Monthly rent ledger report for a small building."""
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field

MONTHS = ["2024-01", "2024-02", "2024-03"]


@dataclass
class Unit:
    unit: str
    tenant: str
    rent: float
    deposit: float = 0.0
    paid: dict = field(default_factory=lambda: defaultdict(float))
    late: list = field(default_factory=list)

    def balance(self, months, late_fee=0.0):
        owed = self.rent * len(months) + late_fee * len(self.late)
        return owed - sum(self.paid[m] for m in months)


def load(path):
    with open(path) as fh:
        data = json.load(fh)
    units = {u["unit"]: Unit(**u) for u in data["units"]}
    return data, units


def apply_payments(units, payments, due_day):
    for p in sorted(payments, key=lambda p: (p["month"], p["day"])):
        u = units[p["unit"]]
        u.paid[p["month"]] += p["amount"]
        if p["day"] > due_day and p["month"] not in u.late:
            u.late.append(p["month"])


def month_status(u, month):
    paid = u.paid.get(month, 0.0)
    if paid == 0:
        return "MISSING"
    if paid < u.rent:
        return f"SHORT {u.rent - paid:.2f}"
    if paid > u.rent:
        return f"OVER {paid - u.rent:.2f}"
    return "late" if month in u.late else "ok"


def collection_rate(units, months):
    due = sum(u.rent for u in units.values()) * len(months)
    got = sum(sum(u.paid[m] for m in months) for u in units.values())
    return got / due if due else 0.0


def build_report(data, units, months=MONTHS):
    fee = data.get("late_fee", 0.0)
    lines = ["RENT LEDGER " + f"{months[0]} .. {months[-1]}", "-" * 44]
    header = f"{'Unit':<5}{'Tenant':<13}" + "".join(f"{m[-2:]:>11}" for m in months)
    lines.append(header)
    for code, u in sorted(units.items()):
        cells = "".join(f"{month_status(u, m):>11}" for m in months)
        lines.append(f"{code:<5}{u.tenant:<13}{cells}")
    lines.append("")
    balances = {code: u.balance(months, fee) for code, u in units.items()}
    debtors = sorted(
        ((c, b) for c, b in balances.items() if b > 0.005),
        key=lambda cb: (-cb[1], cb[0]),
    )
    lines.append("Outstanding balances:")
    for code, bal in debtors:
        u = units[code]
        note = f" (deposit {u.deposit:,.0f} held)" if u.deposit else ""
        lines.append(f"  {code} {u.tenant:<12} {bal:>10,.2f}{note}")
    credit = {c: -b for c, b in balances.items() if b < -0.005}
    for code, amt in credit.items():
        lines.append(f"  {code} in credit by {amt:.2f}")
    rate = collection_rate(units, months)
    late_count = sum(len(u.late) for u in units.values())
    lines.append("")
    lines.append(f"Collection rate: {rate:.1%}  late payments: {late_count}  fees: {late_count * fee:,.2f}")
    summary = {
        "units": len(units),
        "owed_total": round(sum(b for _, b in debtors), 2),
        "worst": debtors[0][0] if debtors else None,
        "late": late_count,
    }
    lines.append("JSON: " + json.dumps(summary))
    return "\n".join(lines)


def main(argv):
    path = argv[1] if len(argv) > 1 else "root/rent.json"
    data, units = load(path)
    apply_payments(units, data["payments"], data.get("month_due_day", 1))
    print(build_report(data, units))


if __name__ == "__main__":
    main(sys.argv)
