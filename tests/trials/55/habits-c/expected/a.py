#!/usr/bin/env python3
"""Knitting stash planner: allocate yarn skeins to projects and report."""
import json
import sys
from dataclasses import dataclass, field

class ShortfallError(Exception):
    def __init__(self, project, missing):
        super().__init__(f"{project.name} is short by {missing:.0f} m")
        self.missing = missing

@dataclass
class Skein:
    colour: str
    weight: str
    metres: int
    count: int = 1
    @property
    def total(self):
        return self.metres * self.count

@dataclass
class Allocation:
    project: str
    used: list = field(default_factory=list)
    ok: bool = True

class Project:
    kind = "project"
    def __init__(self, name, weight, metres):
        self.name, self.weight, self.metres = name, weight, metres
    @property
    def needed(self):
        return float(self.metres)
    @classmethod
    def from_fields(cls, fields):
        name, weight, metres, extra = fields
        if cls is Garment:
            return cls(name, weight, int(metres), extra or "M")
        return cls(name, weight, int(metres))
    def __str__(self):
        return f"{self.name} [{self.weight}]"
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {self.weight!r}, {self.metres})"

class Garment(Project):
    kind = "garment"
    SIZES = {"S": 0.9, "M": 1.0, "L": 1.15, "XL": 1.3}
    def __init__(self, name, weight, metres, size):
        super().__init__(name, weight, metres)
        self.size = size
    @property
    def needed(self):
        return self.metres * self.SIZES[self.size]
    def __str__(self):
        return f"{super().__str__()} size {self.size}"

class Stash:
    def __init__(self, skeins):
        self.skeins = list(skeins)
    @staticmethod
    def parse(text):
        skeins, projects = [], []
        for line in text.splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            kind, *fields = [part.strip() for part in line.split("|")]
            if kind == "skein":
                colour, weight, metres, count = fields
                skeins.append(Skein(colour, weight, int(metres), int(count)))
            else:
                projects.append({"project": Project, "garment": Garment}[kind].from_fields(fields))
        return Stash(skeins), projects
    def left(self, weight):
        return sum(s.total for s in self.skeins if s.weight == weight)
    def allocate(self, project):
        if self.left(project.weight) < project.needed:
            raise ShortfallError(project, project.needed - self.left(project.weight))
        remaining, used = project.needed, []
        for skein in sorted((s for s in self.skeins if s.weight == project.weight), key=lambda s: -s.metres):
            while skein.count > 0 and remaining > 0:
                skein.count -= 1
                remaining -= skein.metres
                used.append(skein.colour)
        return Allocation(project.name, used)

def report(path):
    with open(path) as handle:
        stash, projects = Stash.parse(handle.read())
    lines, results = [f"Stash: {len(stash.skeins)} yarns, {sum(s.total for s in stash.skeins)} m"], []
    for number, project in enumerate(projects, 1):
        try:
            alloc = stash.allocate(project)
            status = f"ok  {len(alloc.used)} skeins: {', '.join(sorted(set(alloc.used)))}"
        except ShortfallError as err:
            alloc, status = Allocation(project.name, ok=False), f"SHORT {err}"
        results.append(alloc)
        lines.append(f"{number:>2}. {str(project):<32} {project.kind:<8} {project.needed:>7.1f} m  {status}")
    summary = {
        "projects": len(projects),
        "complete": sum(r.ok for r in results),
        "short": [r.project for r in results if not r.ok],
        "left": {w: stash.left(w) for w in sorted({s.weight for s in stash.skeins})},
        "largest": repr(max(projects, key=lambda p: p.needed)),
    }
    return "\n".join(lines + [json.dumps(summary, indent=2)])

if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else "root/knitting.txt"))
