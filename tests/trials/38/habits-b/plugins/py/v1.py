# review-digest: summarises the peer reviews of a small workshop
import json
from functools import reduce
from itertools import groupby
from statistics import mean

ACCEPT_AT = 3.5
TRACKS = {"ml": "Machine Learning", "sys": "Systems", "hci": "Human-Computer Interaction"}


def load(text):
    return [r for r in json.loads(text) if isinstance(r.get("score"), (int, float))]


def weighted(revs):
    w = sum(r.get("confidence", 1) for r in revs)
    return sum(r["score"] * r.get("confidence", 1) for r in revs) / w if w else 0.0


def group(revs, key):
    return reduce(lambda acc, r: (acc.setdefault(r[key], []).append(r), acc)[1], revs, {})


def decide(score, n, threshold=ACCEPT_AT):
    if n < 2:
        return "pending"
    return "accept" if score >= threshold else "borderline" if score >= threshold - 0.5 else "reject"


def paper_rows(revs):
    rows = [
        {"paper": pid, "track": rs[0]["track"], "score": weighted(rs), "n": len(rs),
         "spread": max(r["score"] for r in rs) - min(r["score"] for r in rs)}
        for pid, rs in group(revs, "paper").items()
    ]
    return sorted(({**row, "decision": decide(row["score"], row["n"])} for row in rows),
                  key=lambda row: row["score"], reverse=True)


def track_lines(rows):
    tracks = ((t, list(g)) for t, g in groupby(sorted(rows, key=lambda r: r["track"]), key=lambda r: r["track"]))
    return [
        f"{TRACKS.get(t, t.upper())} ({t}): {len(ps)} papers, mean {mean(p['score'] for p in ps):.2f}, "
        f"accepted {sum(p['decision'] == 'accept' for p in ps)}"
        for t, ps in tracks
    ]


def digest(text, top=3):
    revs = load(text)
    rows = paper_rows(revs)
    stats = {name: (len(rs), mean(r["score"] for r in rs)) for name, rs in group(revs, "reviewer").items()}
    harshest, (hn, hmean) = min(stats.items(), key=lambda kv: kv[1][1])
    perfect = [pid for pid, rs in group(revs, "paper").items() if any(r["score"] == 5 for r in rs)]
    controversial = [r["paper"] for r in rows if r["spread"] >= 2]
    lines = [
        f"Review digest: {len(rows)} papers, {len(revs)} reviews",
        *track_lines(rows),
        "Top papers:",
        *(f"  {r['paper']:<5}{r['score']:>5.2f}  {r['decision']:<10} ({r['n']} reviews, spread {r['spread']})"
          for r in rows[:top]),
        f"Controversial: {', '.join(controversial) or 'none'}",
        f"With a perfect 5: {', '.join(sorted(perfect)) or 'none'}",
        f"Harshest reviewer: {harshest.title()} ({hn} reviews, mean {hmean:.2f})",
        f"All papers fully reviewed: {'yes' if all(r['n'] >= 2 for r in rows) else 'no'}",
    ]
    decisions = {r["decision"] for r in rows}
    data = {"accepted": [r["paper"] for r in rows if r["decision"] == "accept"],
            "by_decision": {d: sum(1 for r in rows if r["decision"] == d) for d in sorted(decisions)}}
    return "\n".join(lines), data


def apply(ctx):
    def execute(args):
        try:
            text, data = digest(ctx.fs.read(args["path"]), args.get("top", 3))
            return {"content": [{"type": "text", "text": text}], "structuredContent": data}
        except Exception as e:
            return {"content": [{"type": "text", "text": f"failed: {e}"}], "isError": True}

    ctx.tools.register({
        "name": "review_digest",
        "description": "Summarise workshop peer reviews per track and paper",
        "parameters": {
            "path": {"type": "string", "description": "JSON file of reviews"},
            "top": {"type": "integer", "description": "how many top papers to list", "required": False},
        },
        "execute": execute,
    })


{"name": "review-digest", "inject": ["fs"], "apply": apply}
