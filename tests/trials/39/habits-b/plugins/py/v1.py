import json
from itertools import groupby
from functools import reduce

LIMITS = {"nitrate": (None, 10.0), "ph": (6.5, 8.5), "turbidity": (None, 4.0), "lead": (None, 0.015)}
UNITS = {"nitrate": "mg/L", "ph": "", "turbidity": "NTU", "lead": "mg/L"}


def load_samples(text):
    rows = json.loads(text)
    return [{**r, "site": r["site"].strip().title(), "param": r["param"].strip().lower()}
            for r in rows if r.get("value") is not None]


def severity(sample):
    lo, hi = LIMITS.get(sample["param"], (None, None))
    v = sample["value"]
    return max((v / hi) if hi else 0.0, (lo / v) if lo and v else 0.0)


def by_site(samples):
    sites = {}
    for s in samples:
        sites.setdefault(s["site"], []).append(s)
    return sites


def site_summary(site, samples):
    breaches = [s for s in samples if severity(s) > 1]
    worst = max(breaches, key=severity, default=None)
    return {"site": site, "n": len(samples), "breaches": len(breaches),
            "rate": len(breaches) / len(samples), "worst": worst,
            "last": max(s["date"] for s in samples)}


def param_means(samples):
    key = lambda s: s["param"]
    return {p: round(sum(vals) / len(vals), 3)
            for p, grp in groupby(sorted(samples, key=key), key=key)
            for vals in [[s["value"] for s in grp]]}


def render(summaries, top=3):
    ranked = sorted(summaries, key=lambda r: (r["rate"], r["breaches"], r["site"]), reverse=True)
    lines = [f"{'Site':<16}{'n':>3}{'breach':>8}{'rate':>8}  worst"]
    for r in ranked[:top]:
        w = r["worst"]
        unit = UNITS.get(w["param"], "") if w else ""
        worst = f"{w['param']}={w['value']:g}{' ' + unit if unit else ''} on {w['date']}" if w else "-"
        lines.append(f"{r['site']:<16}{r['n']:>3}{r['breaches']:>8}{r['rate']:>8.1%}  {worst}")
    clean = [r["site"] for r in ranked if not r["breaches"]]
    lines.append(f"clean: {', '.join(clean) or 'none'}")
    return "\n".join(lines)


def water_report(ctx, args):
    path, top = args.get("path", "samples.json"), int(args.get("top", 3))
    samples = load_samples(ctx.fs.read(path))
    summaries = [site_summary(site, ss) for site, ss in by_site(samples).items()]
    total = reduce(lambda acc, r: acc + r["breaches"], summaries, 0)
    lead_alert = any(s["param"] == "lead" and severity(s) > 1 for s in samples)
    params_ok = all(s["param"] in LIMITS for s in samples)
    head = f"{len(samples)} samples, {len(summaries)} sites, {total} breaches" + (" (LEAD ALERT)" if lead_alert else "")
    text = "\n".join([head, render(summaries, top), f"means: {json.dumps(param_means(samples))}"])
    if not params_ok:
        text += "\nwarning: unknown parameters"
    return {"content": [{"type": "text", "text": text}],
            "structuredContent": {"total": total, "sites": [r["site"] for r in summaries], "means": param_means(samples)}}


def apply(ctx):
    ctx.tools.register({
        "name": "water_report",
        "description": "Rank water sampling sites by limit breaches from a JSON file of samples",
        "parameters": {"path": {"type": "string", "description": "JSON file of samples"},
                       "top": {"type": "integer", "description": "sites to show", "required": False}},
        "execute": lambda args: water_report(ctx, args),
    })


plugin = {"name": "water-quality", "inject": ["fs"], "apply": apply}
plugin
