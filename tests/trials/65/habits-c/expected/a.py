import json
from dataclasses import dataclass, field

DATA = "root/caves.txt"

class SurveyError(Exception):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason
@dataclass
class Leg:
    leg_id: str
    team: str
    length: float
    depth: float
    kind: str = "passage"

    @property
    def is_vertical(self):
        return abs(self.depth) >= self.length * 0.5

    @staticmethod
    def parse(line_no, line):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6:
            raise SurveyError(line_no, f"expected 6 fields, got {len(parts)}")
        cave, team, leg_id, length, depth, kind = parts
        try:
            length_v = float(length)
            depth_v = float(depth)
        except ValueError:
            raise SurveyError(line_no, f"bad number in {leg_id}")
        if length_v <= 0:
            raise SurveyError(line_no, f"non-positive length in {leg_id}")
        return cave, Leg(leg_id, team, length_v, depth_v, kind)

@dataclass
class Cave:
    name: str
    legs: list = field(default_factory=list)

    def add(self, leg):
        self.legs.append(leg)

    @property
    def total_length(self):
        return sum(l.length for l in self.legs)

    @property
    def deepest(self):
        depth, low = 0.0, 0.0
        for l in self.legs:
            depth += l.depth
            low = min(low, depth)
        return low
    def __str__(self):
        return f"{self.name}: {len(self.legs)} legs, {self.total_length:.1f} m, low {self.deepest:+.2f} m"

class Survey:
    def __init__(self, title):
        self.title = title
        self.caves = {}
        self.errors = []

    @classmethod
    def from_text(cls, title, text):
        survey = cls(title)
        for no, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                cave, leg = Leg.parse(no, line)
            except SurveyError as e:
                survey.errors.append(str(e))
                continue
            survey.caves.setdefault(cave, Cave(cave)).add(leg)
        return survey
    def team_lengths(self):
        totals = {}
        for cave in self.caves.values():
            for leg in cave.legs:
                totals[leg.team] = totals.get(leg.team, 0.0) + leg.length
        return totals
    def __repr__(self):
        return f"Survey({self.title!r}, caves={len(self.caves)})"

class VerticalSurvey(Survey):
    def __init__(self, title, min_pitch=5.0):
        super().__init__(title)
        self.min_pitch = min_pitch

    def pitches(self):
        return [(c.name, l.leg_id, abs(l.depth)) for c in self.caves.values()
                for l in c.legs if l.is_vertical and abs(l.depth) >= self.min_pitch]

with open(DATA) as f:
    survey = VerticalSurvey.from_text("Spring survey", f.read())

print(repr(survey))
for cave in sorted(survey.caves.values(), key=lambda c: -c.total_length):
    print(" ", cave)
print("Pitches:")
for name, leg_id, drop in survey.pitches():
    print(f"  {leg_id} in {name}: {drop:.1f} m drop")
print("Errors:")
for err in survey.errors:
    print("  " + err)
teams = survey.team_lengths()
summary = {"caves": len(survey.caves), "legs": sum(len(c.legs) for c in survey.caves.values()),
           "top_team": max(teams, key=teams.get), "team_m": {k: round(v, 2) for k, v in sorted(teams.items())},
           "errors": len(survey.errors)}
print(json.dumps(summary))
