"""Bouldering gym session log -> climber leaderboard."""
from collections import Counter
from dataclasses import dataclass, field

GRADE_POINTS = {f"V{n}": (n + 1) * 10 for n in range(11)}
SENT = {"send", "flash", "top"}


@dataclass
class Attempt:
    climber: str
    route: str
    grade: str
    tries: int
    sent: bool


@dataclass
class Climber:
    name: str
    attempts: list = field(default_factory=list)

    @property
    def sends(self):
        return [a for a in self.attempts if a.sent]

    @property
    def flashes(self):
        return sum(1 for a in self.sends if a.tries == 1)

    def points(self, bonus=5):
        return sum(GRADE_POINTS.get(a.grade, 0) + (bonus if a.tries == 1 else 0) for a in self.sends)

    def hardest(self):
        return max(self.sends, key=lambda a: grade_num(a.grade), default=None)


def grade_num(grade):
    return int(grade.lstrip("Vv"))


def parse_line(line):
    climber, route, grade, tries, outcome = (part.strip() for part in line.split(";"))
    return Attempt(climber.title(), route, grade.upper(), int(tries), outcome.lower() in SENT)


def load(text):
    climbers = {}
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            att = parse_line(line)
        except ValueError as exc:
            raise ValueError(f"line {lineno}: {exc}") from exc
        climbers.setdefault(att.climber, Climber(att.climber)).attempts.append(att)
    return climbers


def report(climbers, top=3):
    ranked = sorted(climbers.values(), key=lambda c: (-c.points(), c.name))
    grades = Counter(a.grade for c in ranked for a in c.sends)
    lines = [f"{'#':>2} {'climber':<8} {'pts':>4} {'sends':>5} {'flash%':>7}  hardest"]
    for i, c in enumerate(ranked[:top], 1):
        best = c.hardest()
        rate = c.flashes / len(c.sends) * 100 if c.sends else 0.0
        lines.append(f"{i:>2} {c.name:<8} {c.points():>4} {len(c.sends):>5} {rate:>6.1f}%  {best.grade if best else '-'}")
    attempts = [a for c in ranked for a in c.attempts]
    avg = sum(a.tries for a in attempts) / len(attempts)
    common = grades.most_common(1)[0][0] if grades else "-"
    lines.append(f"{len(attempts)} attempts, avg {avg:.2f} tries; most sent grade {common}")
    summary = {c.name: {"points": c.points(), "sends": len(c.sends),
                        "projects": sorted({a.route for a in c.attempts if not a.sent})} for c in ranked}
    return "\n".join(lines), summary


def apply(ctx):
    def execute(args):
        path = args.get("path", "boulders.txt")
        top = int(args.get("top", 3))
        try:
            text, summary = report(load(ctx.fs.read(path)), top)
            return {"content": [{"type": "text", "text": text}], "structuredContent": summary, "isError": False}
        except (ValueError, KeyError) as err:
            return {"content": [{"type": "text", "text": f"failed: {err}"}], "isError": True}

    ctx.tools.register({
        "name": "boulder_board",
        "description": "Leaderboard of a bouldering session log (climber; route; grade; tries; outcome)",
        "parameters": {
            "path": {"type": "string", "description": "log file", "required": False},
            "top": {"type": "integer", "description": "how many climbers to list (default 3)", "required": False},
        },
        "execute": execute,
    })


plugin = {"name": "boulder-log", "inject": ["fs"], "apply": apply}
plugin
