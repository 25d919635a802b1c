from collections import Counter
from dataclasses import dataclass, field

DATA_FILE = "runs.tsv"

@dataclass
class Run:
    dog: str
    day: int
    km: float
    minutes: int
    position: str

    @property
    def pace(self) -> float:
        return self.minutes / self.km if self.km else float("inf")

@dataclass
class Dog:
    name: str
    runs: list = field(default_factory=list)

    def total_km(self) -> float:
        return sum(r.km for r in self.runs)

    def best(self) -> Run:
        return min(self.runs, key=lambda r: r.pace)

    def weeks(self) -> list[int]:
        return sorted({(r.day - 1) // 7 + 1 for r in self.runs})

def parse_runs(text: str, sep: str = "\t") -> tuple[list[Run], list[tuple[int, int]]]:
    runs, bad = [], []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split(sep)]
        try:
            dog, day, km, minutes, position = parts
            runs.append(Run(dog.title(), int(day), float(km), int(minutes), position.lower()))
        except ValueError:
            bad.append((lineno, len(parts)))
    return runs, bad

def fmt_pace(pace: float) -> str:
    mins, secs = divmod(round(pace * 60), 60)
    return f"{mins}:{secs:02d}"

def group_by_dog(runs: list[Run]) -> dict[str, Dog]:
    dogs: dict[str, Dog] = {}
    for run in runs:
        dogs.setdefault(run.dog, Dog(run.dog)).runs.append(run)
    return dogs

def report(text: str, min_runs: int = 2, top: int = 3, *notes: str) -> tuple[str, dict]:
    runs, bad = parse_runs(text)
    dogs = group_by_dog(runs)
    eligible = [d for d in dogs.values() if len(d.runs) >= min_runs]
    ranked = sorted(eligible, key=lambda d: (d.best().pace, d.name))[:top]
    positions = Counter(r.position for r in runs)
    lines = [f"{'#':<3}{'Dog':<6}{'Runs':>5}{'Km':>7}{'Best':>7}  Weeks"]
    for rank, dog in enumerate(ranked, start=1):
        weeks = ",".join(str(w) for w in dog.weeks())
        lines.append(f"{rank:<3}{dog.name:<6}{len(dog.runs):>5}{dog.total_km():>7.1f}{fmt_pace(dog.best().pace):>7}  {weeks}")
    (leader, count), *_ = positions.most_common()
    longest = max(runs, key=lambda r: r.km)
    lines.append(f"Most run position: {leader} ({count} runs)")
    lines.append(f"Longest run: {longest.dog} {longest.km:g} km on day {longest.day}")
    lines.append(f"Team total: {sum(r.km for r in runs):,.1f} km over {len({r.day for r in runs})} days")
    if all(d.total_km() >= 30 for d in eligible):
        lines.append("Every eligible dog has 30+ km")
    if any(r.pace > 4.2 for r in runs):
        lines.append(f"Slow runs: {', '.join(f'{r.dog}@{r.day}' for r in runs if r.pace > 4.2)}")
    lines += [f"line {n}: skipped ({fields} fields)" for n, fields in bad] + list(notes)
    data = {"ranking": [{"dog": d.name, "km": round(d.total_km(), 1), "best": fmt_pace(d.best().pace)} for d in ranked],
            "skipped": len(bad)}
    return "\n".join(lines), data

def apply(ctx):
    def execute(args):
        path = args.get("path") or DATA_FILE
        try:
            text, data = report(ctx.fs.read(path), int(args.get("min_runs", 2)), int(args.get("top", 3)))
        except (OSError, ValueError) as err:
            return {"content": [{"type": "text", "text": f"failed: {err}"}], "isError": True}
        return {"content": [{"type": "text", "text": text}], "structuredContent": data, "isError": False}

    ctx.tools.register({
        "name": "kennel_report",
        "description": "Rank sled dogs from a tab-separated training log",
        "parameters": {
            "path": {"type": "string", "description": "TSV file to read", "required": False},
            "min_runs": {"type": "integer", "description": "minimum runs to be ranked", "required": False},
            "top": {"type": "integer", "description": "how many dogs to list", "required": False},
        },
        "execute": execute,
    })

{"name": "kennel-log", "inject": ["fs"], "apply": apply}
