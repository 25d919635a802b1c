import json
from functools import reduce
from itertools import groupby

TARIFFS = {"peak": 0.32, "shoulder": 0.21, "offpeak": 0.12}
BUDGET_KWH = {"heatpump": 6.0, "ev-charger": 10.0}


def band(hour):
    return "peak" if 17 <= hour < 21 else "shoulder" if 7 <= hour < 17 else "offpeak"


def parse(text):
    rows = [line.split(",") for line in text.strip().splitlines()[1:] if line.strip() and not line.startswith("#")]
    return [{"ts": ts.strip(), "hour": int(ts[11:13]), "circuit": c.strip().lower(), "kwh": float(k)} for ts, c, k in rows]


def cost(r):
    return r["kwh"] * TARIFFS[band(r["hour"])]


def summarise(readings):
    by_circuit = {}
    for r in readings:
        by_circuit.setdefault(r["circuit"], []).append(r)
    return {
        c: {
            "kwh": round(sum(r["kwh"] for r in rs), 2),
            "cost": round(sum(map(cost, rs)), 2),
            "peak_at": max(rs, key=lambda r: r["kwh"])["ts"][11:16],
            "days": len({r["ts"][:10] for r in rs}),
        }
        for c, rs in by_circuit.items()
    }


def daily_totals(readings):
    day = lambda r: r["ts"][:10]
    return {d: round(sum(r["kwh"] for r in grp), 2) for d, grp in groupby(sorted(readings, key=day), key=day)}


def band_shares(readings):
    totals = reduce(lambda acc, r: {**acc, band(r["hour"]): acc.get(band(r["hour"]), 0) + r["kwh"]}, readings, {})
    grand = sum(totals.values()) or 1
    return {b: totals.get(b, 0) / grand for b in TARIFFS}


def render(summary, days, shares, top=3):
    total_kwh, total_cost = (sum(s[k] for s in summary.values()) for k in ("kwh", "cost"))
    ranked = sorted(summary.items(), key=lambda kv: (kv[1]["kwh"], kv[0]), reverse=True)
    lines = [f"Energy report: {len(summary)} circuits, {len(days)} days, {total_kwh:.2f} kWh, ${total_cost:.2f}"]
    lines += [
        f"{i:>2}. {name.title():<12}{s['kwh']:>7.2f} kWh  ${s['cost']:>5.2f}  ({s['kwh'] / total_kwh:6.1%})  peak {s['peak_at']}"
        + ("  over budget" if s["kwh"] > BUDGET_KWH.get(name, float("inf")) else "")
        for i, (name, s) in enumerate(ranked[:top], start=1)
    ]
    busiest, most = max(days.items(), key=lambda kv: kv[1])
    lines.append(f"Busiest day: {busiest} ({most:.2f} kWh)")
    lines.append("Bands: " + ", ".join(f"{b} {p:.0%}" for b, p in sorted(shares.items(), key=lambda kv: -kv[1])))
    if any(s["days"] < len(days) for s in summary.values()):
        lines.append("Gaps: " + " ".join(sorted(c for c, s in summary.items() if s["days"] < len(days))))
    return "\n".join(lines)


def apply(ctx):
    def execute(args):
        path, top = args["path"], args.get("top", 3)
        try:
            readings = parse(ctx.fs.read(path))
        except (OSError, ValueError) as err:
            return {"content": [{"type": "text", "text": f"failed: {err}"}], "isError": True}
        summary = summarise(readings)
        text = render(summary, daily_totals(readings), band_shares(readings), top=int(top))
        return {"content": [{"type": "text", "text": text}], "structuredContent": {"circuits": summary}, "isError": False}

    ctx.tools.register({
        "name": "energy_report",
        "description": "Summarise smart-meter readings per circuit from a CSV file",
        "parameters": {
            "path": {"type": "string", "description": "CSV file: timestamp,circuit,kwh"},
            "top": {"type": "integer", "description": "how many circuits to list", "required": False},
        },
        "execute": execute,
    })


plugin = {"name": "energy-report", "inject": ["fs"], "apply": apply}
plugin
