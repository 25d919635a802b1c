from dataclasses import dataclass, field
from enum import Enum
import json


class Priority(Enum):
    CRITICAL = 2
    HIGH = 8
    MEDIUM = 24
    LOW = 72

    @property
    def sla_hours(self):
        return self.value


class MalformedTicket(Exception):
    pass


@dataclass
class Ticket:
    ident: str
    component: str
    priority: Priority = Priority.MEDIUM
    opened: float = 0.0
    closed: float | None = None
    tags: list = field(default_factory=list)

    @property
    def duration(self):
        return None if self.closed is None else self.closed - self.opened

    @property
    def sla(self):
        return self.priority.sla_hours

    @property
    def breached(self):
        d = self.duration
        return d is not None and d > self.sla

    @staticmethod
    def parse_hours(text):
        text = text.strip()
        if not text:
            return None
        try:
            return float(text)
        except ValueError:
            raise MalformedTicket(f"bad hour value {text!r}")

    @classmethod
    def from_line(cls, line):
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 6:
            raise MalformedTicket(f"expected 6 fields, got {len(parts)}")
        ident, component, prio, opened, closed, tags = parts
        try:
            priority = Priority[prio.upper()]
        except KeyError:
            raise MalformedTicket(f"unknown priority {prio!r}")
        tag_list = [t for t in tags.split(";") if t]
        kind = SecurityTicket if "security" in tag_list else cls
        return kind(ident, component, priority, cls.parse_hours(opened) or 0.0,
                    cls.parse_hours(closed), tag_list)

    def __str__(self):
        state = "open" if self.closed is None else f"{self.duration:.1f}h/{self.sla:g}h"
        flag = " BREACH" if self.breached else ""
        return f"{self.ident} [{self.priority.name}] {self.component}: {state}{flag}"

    def __lt__(self, other):
        return (self.priority.value, self.ident) < (other.priority.value, other.ident)


class SecurityTicket(Ticket):
    @property
    def sla(self):
        return self.priority.sla_hours / 2

    def __str__(self):
        return "[SEC] " + super().__str__()


def load(text):
    tickets, errors = [], []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            tickets.append(Ticket.from_line(line))
        except MalformedTicket as e:
            errors.append(f"line {n}: {e}")
    return tickets, errors


def sla_report(text):
    tickets, errors = load(text)
    by_comp = {}
    for t in tickets:
        by_comp.setdefault(t.component, []).append(t)
    summary = {c: {"total": len(ts),
                   "breached": sum(1 for t in ts if t.breached),
                   "open": sum(1 for t in ts if t.closed is None)}
               for c, ts in sorted(by_comp.items())}
    security = [t.ident for t in tickets if isinstance(t, SecurityTicket)]
    lines = [str(t) for t in sorted(tickets)]
    lines.append("")
    for comp, s in summary.items():
        lines.append(f"{comp:<8} {s['total']} tickets, {s['breached']} breached, {s['open']} open")
    lines.append(f"security: {', '.join(security)}")
    lines.extend(f"skipped {e}" for e in errors)
    return "\n".join(lines), summary


#{
    name: "ticket-sla",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "ticket_sla_report",
            description: "SLA report for a ticket CSV file",
            parameters: #{ path: #{ type: "string", description: "CSV file to read" } },
            execute: |args| {
                let text = ctx.fs.read(args.path);
                let result = sla_report(text);
                #{
                    content: [#{ type: "text", text: result[0] }],
                    structuredContent: result[1],
                    isError: false
                }
            }
        });
    }
}
