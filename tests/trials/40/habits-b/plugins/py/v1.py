"""Museum footfall: per-gallery report from a JSON-lines file of ticket scans."""
import json
from collections import Counter
from functools import reduce
from itertools import groupby
from operator import itemgetter

PRICES = {"adult": 18.0, "senior": 12.0, "child": 6.5, "member": 0.0}
REQUIRED = ("ts", "gallery", "ticket", "minutes")


def parse_scans(text):
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    return [r for r in rows if all(k in r for k in REQUIRED) and not r.get("void", False)]


def size(scan):
    return scan.get("group", 1)


def summarize(gallery, scans):
    visitors = sum(size(s) for s in scans)
    dwell = sum(s["minutes"] * size(s) for s in scans) / visitors
    by_hour = Counter()
    for s in scans:
        by_hour[int(s["ts"][11:13])] += size(s)
    peak_hour, peak_n = max(by_hour.items(), key=lambda kv: (kv[1], -kv[0]))
    mix = {}
    for s in scans:
        mix[s["ticket"]] = mix.get(s["ticket"], 0) + size(s)
    return {
        "gallery": gallery.title(),
        "visitors": visitors,
        "dwell": round(dwell, 1),
        "peak": f"{peak_hour:02d}:00",
        "peak_n": peak_n,
        "revenue": reduce(lambda acc, s: acc + PRICES.get(s["ticket"], 0.0) * size(s), scans, 0.0),
        "mix": dict(sorted(mix.items(), key=lambda kv: (-kv[1], kv[0]))),
        "school_group": any(s["ticket"] == "child" and size(s) >= 10 for s in scans),
    }


def fmt_row(rank, g):
    mix = ", ".join(f"{t} {n}" for t, n in list(g["mix"].items())[:3])
    flag = " [school]" if g["school_group"] else ""
    return (f"{rank}. {g['gallery']:<22}{g['visitors']:>4} visitors  {g['dwell']:5.1f} min  "
            f"${g['revenue']:>8,.2f}  peak {g['peak']} ({g['peak_n']})  {mix}{flag}")


def build_report(scans, top=3):
    keyed = sorted(scans, key=itemgetter("gallery"))
    galleries = [summarize(name, list(grp)) for name, grp in groupby(keyed, key=itemgetter("gallery"))]
    ranked = sorted(galleries, key=lambda g: (g["visitors"], g["revenue"]), reverse=True)
    quiet = min(galleries, key=lambda g: g["visitors"])
    unknown = sorted({s["ticket"] for s in scans} - PRICES.keys())
    total = sum(g["visitors"] for g in galleries)
    members = sum(size(s) for s in scans if s["ticket"] == "member")
    lines = [f"Museum footfall: {total} visitors in {len(galleries)} galleries, {members / total:.1%} members"]
    lines += [fmt_row(i, g) for i, g in enumerate(ranked[:top], start=1)]
    lines.append(f"Quietest: {quiet['gallery']} ({quiet['visitors']})")
    if unknown:
        lines.append(f"Unpriced tickets: {', '.join(unknown).upper()}")
    return "\n".join(lines), {"total": total, "galleries": ranked[:top], "unknown": unknown}


def apply(ctx):
    def execute(args):
        path, top = args["path"], int(args.get("top", 3))
        try:
            text, data = build_report(parse_scans(ctx.fs.read(path)), top)
            return {"content": [{"type": "text", "text": text}], "structuredContent": data}
        except Exception as err:
            return {"content": [{"type": "text", "text": f"failed: {err}"}], "isError": True}

    ctx.tools.register({
        "name": "gallery_report",
        "description": "Rank museum galleries by visitors from a JSON-lines file of ticket scans",
        "parameters": {
            "path": {"type": "string", "description": "JSON-lines file of scans"},
            "top": {"type": "integer", "description": "how many galleries to list", "required": False, "default": 3},
        },
        "execute": execute,
    })


plugin = {"name": "gallery-report", "inject": ["fs"], "apply": apply}
plugin
