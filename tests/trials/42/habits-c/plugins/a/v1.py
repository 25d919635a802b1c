from dataclasses import dataclass, field
import json


class LoanError(Exception): pass


class BadLineError(LoanError):
    def __init__(self, lineno, reason):
        super().__init__(f"line {lineno}: {reason}")
        self.lineno = lineno


@dataclass
class Loan:
    member: str
    tool: str
    category: str = "misc"
    out_day: int = 0
    due_days: int = 7
    returned_day: int = None
    daily_fee: float = 1.0

    @classmethod
    def from_line(cls, lineno, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 7:
            raise BadLineError(lineno, f"expected 7 fields, got {len(parts)}")
        member, tool, category, out_day, due_days, returned, fee = parts
        try:
            return cls(member, tool, category or "misc", int(out_day), int(due_days),
                       int(returned) if returned else None, float(fee))
        except ValueError:
            raise BadLineError(lineno, "bad number")

    @property
    def due_day(self):
        return self.out_day + self.due_days

    @property
    def is_open(self):
        return self.returned_day is None

    def days_late(self, today):
        end = today if self.is_open else self.returned_day
        return max(0, end - self.due_day)

    def fee(self, today):
        return round(self.days_late(today) * self.daily_fee, 2)

    def __str__(self):
        state = "open" if self.is_open else f"back day {self.returned_day}"
        return f"{self.member}: {self.tool} ({self.category}, due day {self.due_day}, {state})"


@dataclass
class Account:
    name: str
    loans: list = field(default_factory=list)
    credit: float = 0.0

    def balance(self, today):
        return round(sum(l.fee(today) for l in self.loans) - self.credit, 2)

    @staticmethod
    def status(amount):
        return "clear" if amount <= 0 else "owes" if amount < 10 else "blocked"

    def __repr__(self):
        return f"Account({self.name!r}, loans={len(self.loans)})"


def money(x):
    if isinstance(x, int):
        x = float(x)
    return f"{x:7.2f}"


def load(text):
    loans, errors = [], []
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            loans.append(Loan.from_line(lineno, line))
        except LoanError as e:
            errors.append(str(e))
    return loans, errors


def build_accounts(loans, credits):
    accounts = {}
    for loan in loans:
        accounts.setdefault(loan.member, Account(loan.member)).loans.append(loan)
    for name, amount in credits.items():
        if name in accounts: accounts[name].credit = amount
    return accounts


def report(text, today=30):
    loans, errors = load(text)
    accounts = build_accounts(loans, {"ana": 2.0, "dev": 1.0})
    late = [l for l in loans if l.days_late(today) > 0]
    by_category = {c: len([l for l in loans if l.category == c]) for c in sorted({l.category for l in loans})}
    lines = [f"Tool library report, day {today}",
             f"loans: {len(loans)}, open: {sum(1 for l in loans if l.is_open)}, late: {len(late)}"]
    if errors:
        lines += [f"skipped {len(errors)} line(s):"] + [f"  {e}" for e in errors]
    for name, acc in sorted(accounts.items()):
        bal = acc.balance(today)
        lines.append(f"{name:<8}{money(bal)}  {Account.status(bal)}  {acc!r}")
    lines.append("late items:")
    for l in sorted(late, key=lambda l: -l.fee(today)):
        lines.append(f"  - {l} -> {l.days_late(today)} days, {l.fee(today):.2f}")
    summary = {"day": today, "open": sum(l.is_open for l in loans),
               "fees": {n: a.balance(today) for n, a in accounts.items()},
               "categories": by_category}
    lines.append(json.dumps(summary))
    return "\n".join(lines)


#{
    name: "tool-library",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "loan_report",
            description: "Late fees and balances from a tool-library loans CSV",
            parameters: #{
                path: #{ type: "string", description: "loans CSV file" },
                today: #{ type: "integer", description: "current day number", required: false, "default": 30 }
            },
            execute: |args| {
                report(ctx.fs.read(args.path), args.today ?? 30)
            }
        });
    }
}
