#!/usr/bin/env python3
"""Wind-tunnel test runs: per-model lift/drag summary from a TSV log."""
import json
import sys
from collections import defaultdict, Counter
from dataclasses import dataclass
from pathlib import Path
from statistics import mean

RHO = 1.225  # air density, kg/m^3
AREA = 0.18  # reference wing area, m^2


@dataclass(frozen=True)
class Run:
    run_id: str
    model: str
    config: str
    airspeed: float
    lift: float
    drag: float

    @property
    def ld(self) -> float:
        return self.lift / self.drag

    @property
    def cl(self) -> float:
        q = 0.5 * RHO * self.airspeed ** 2
        return self.lift / (q * AREA)


def parse(line: str, lineno: int) -> Run:
    fields = line.rstrip("\n").split("\t")
    if len(fields) < 6:
        raise ValueError(f"line {lineno}: only {len(fields)} fields")
    run_id, model, config, *nums = fields[:6]
    try:
        airspeed, lift, drag = (float(x) for x in nums)
    except ValueError:
        raise ValueError(f"line {lineno}: non-numeric value in {nums!r}") from None
    if drag <= 0:
        raise ValueError(f"line {lineno}: drag {drag:g} N is not positive")
    return Run(run_id, model, config, airspeed, lift, drag)


def load(path: Path):
    runs, problems = [], []
    with path.open(encoding="utf-8") as fh:
        next(fh)  # header
        for lineno, line in enumerate(fh, start=2):
            if not line.strip():
                continue
            try:
                runs.append(parse(line, lineno))
            except ValueError as exc:
                problems.append(str(exc))
    return runs, problems


def report(path: Path) -> str:
    runs, problems = load(path)
    by_model = defaultdict(list)
    for r in runs:
        by_model[r.model].append(r)
    configs = Counter(r.config for r in runs)

    out = [f"Wind tunnel report: {path.name} ({len(runs)} good runs)"]
    out.append(f"{'Model':<8}{'Runs':>5}{'Mean L/D':>10}{'Best L/D':>10}{'Max CL':>8}  Best run")
    best_overall = None
    for model, rs in sorted(by_model.items()):
        best = max(rs, key=lambda r: r.ld)
        if best_overall is None or best.ld > best_overall.ld:
            best_overall = best
        out.append(
            f"{model:<8}{len(rs):>5}{mean(r.ld for r in rs):>10.2f}"
            f"{best.ld:>10.2f}{max(r.cl for r in rs):>8.3f}  {best.run_id} ({best.config} @ {best.airspeed:g} m/s)"
        )
    out.append("Runs per configuration: " + ", ".join(f"{c}={n}" for c, n in sorted(configs.items())))
    speeds = sorted({r.airspeed for r in runs})
    for v in speeds:
        at_v = [r for r in runs if r.airspeed == v]
        out.append(f"  at {v:4.1f} m/s: {len(at_v):2d} runs, mean lift {mean(r.lift for r in at_v):7.1f} N")
    if problems:
        out.append(f"Rejected {len(problems)} line(s):")
        out.extend(f"  ! {p}" for p in problems)
    summary = {
        "runs": len(runs),
        "models": len(by_model),
        "best_run": best_overall.run_id if best_overall else None,
        "best_ld": round(best_overall.ld, 2) if best_overall else None,
        "mean_cl": round(mean(r.cl for r in runs), 3),
        "rejected": len(problems),
    }
    out.append(json.dumps(summary))
    return "\n".join(out)


def main(argv):
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parent.parent / "root" / "tunnel_runs.tsv"
    print(report(path))


if __name__ == "__main__":
    main(sys.argv)
