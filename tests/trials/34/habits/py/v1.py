"""bank-statement plugin: summarise transactions.csv"""
import csv
import io
import operator
from collections import defaultdict
from dataclasses import dataclass
from itertools import accumulate


@dataclass
class Txn:
    date: str
    desc: str
    amount: float
    category: str


def load_txns(text):
    reader = csv.DictReader(io.StringIO(text))
    return [Txn(row["date"], row["desc"], float(row["amount"]), row["category"]) for row in reader]


def apply(ctx):
    def bank_statement(args):
        opening = float(args.get("opening", 0))
        txns = load_txns(ctx.fs.read("transactions.csv"))

        balances = list(accumulate((t.amount for t in txns), initial=opening))[1:]
        closing = balances[-1] if balances else opening
        low_i, low_bal = min(enumerate(balances), key=lambda p: p[1])
        low_date = txns[low_i].date

        per_cat = defaultdict(float)
        for t in txns:
            per_cat[t.category] += t.amount
        cats = sorted(((c, v, abs(v)) for c, v in per_cat.items()), key=operator.itemgetter(2), reverse=True)

        biggest = min((t for t in txns if t.amount < 0), key=lambda t: t.amount)

        months = defaultdict(lambda: {"income": 0.0, "expenses": 0.0})
        for t in txns:
            m = months[t.date[:7]]
            if t.amount > 0:
                m["income"] += t.amount
            else:
                m["expenses"] += abs(t.amount)

        first, *rest = txns
        lines = [
            f"Statement {first.date} .. {rest[-1].date if rest else first.date} ({len(txns)} transactions)",
            f"Opening balance: {opening:>10,.2f}",
            f"Closing balance: {closing:>10,.2f}",
            f"Lowest balance:  {low_bal:>10,.2f} on {low_date}",
            "",
            "By category:",
        ]
        for i, (c, v, _) in enumerate(cats, start=1):
            lines.append(f"  {i}. {c:<10} {v:+.2f}")
        lines.append(f"Largest debit: {biggest.desc} on {biggest.date}: {biggest.amount:+.2f}")
        lines.append("")
        lines.append("By month:")
        for month, m in sorted(months.items()):
            net = m["income"] - m["expenses"]
            lines.append(f"  {month}: income {m['income']:>10,.2f}  expenses {m['expenses']:>10,.2f}  net {net:+.2f}")

        data = {
            "opening": opening,
            "closing": round(closing, 2),
            "lowest": {"balance": round(low_bal, 2), "date": low_date},
            "categories": [{"category": c, "total": round(v, 2)} for c, v, _ in cats],
            "largest_debit": {"date": biggest.date, "desc": biggest.desc, "amount": biggest.amount, "category": biggest.category},
            "months": [{"month": k, "income": round(m["income"], 2), "expenses": round(m["expenses"], 2),
                        "net": round(m["income"] - m["expenses"], 2)} for k, m in sorted(months.items())],
        }
        return {"content": [{"type": "text", "text": "\n".join(lines)}], "structuredContent": data}

    ctx.tools.register({
        "name": "bank_statement",
        "description": "Closing balance, lowest balance, category totals, largest debit and monthly totals of transactions.csv",
        "parameters": {"opening": {"type": "number", "description": "opening balance"}},
        "execute": bank_statement,
    })


plugin = {"name": "bank-statement", "inject": ["fs"], "apply": apply}
