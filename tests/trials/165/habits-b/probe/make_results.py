import re
def items(path):
    out = {}
    cur = None
    for l in open(path).read().split("\n"):
        m = re.match(r"^### (\d+)$", l)
        if m: cur = int(m.group(1)); out[cur] = None; continue
        if cur and out[cur] is None: out[cur] = l
    return out
def short(s, n=150):
    s = s.lstrip("- ").replace("|", "\\|")
    return s if len(s) <= n else s[:n].rstrip() + "…"

H = "helpful"; U = "unclear"; M = "misleading"
ra = {i: (H, "correct and applied as written") for i in range(1, 82)}
ra.update({
 1: (H, "right cause (import) and the right fix: drop it, use inject + ctx.fs"),
 2: (H, "says correctly that more points follow and the catalog check may add more"),
 3: (H, "drop the enum; members as values; warns that map keys come sorted"),
 7: (H, "gives the exact array in declared order"),
 10: (H, "parse_float plus js_text for printed whole numbers; needed for `out of range: 21`"),
 13: (H, "to_number helper with `n == ()` test worked as given"),
 15: (H, "names the globals the fn reads and both ways to get them in"),
 19: (H, "correct; extract(3) for ...rest"),
 20: (H, "correct, though it repeats point 19"),
 26: (H, "conditional (`where s.ok may be missing`); here ok is always set, so `!s.ok` stayed and worked"),
 27: (H, "says find gives () when nothing matches; `bad != ()` worked"),
 28: (H, "repeat of point 10 for line 58; correct"),
 34: (H, "total must be a fn; constants const inside or passed in"),
 35: (H, "max(0, float) worked"),
 40: (H, "map idioms incl. size -> len() and sorted keys"),
 43: (H, "fn main(ctx, path) and the globals it reads, correctly listed"),
 49: (H, "forEach -> for, callback `return` -> continue: exactly right"),
 52: (U, "says end `execute` with printed.join, but the console.log calls are inside `main`, which points 42/43 made a top-level fn: `printed` must live in main and main must return it (the Python answer says that; this one does not)"),
 53: (H, "\"\".pad(44, \"=\") gave the rule line"),
 58: (H, "for..of -> for item in array"),
 60: (H, "[...group] is a copy; `let ranked = group;`"),
 61: (H, "sort in place returns (); keep then sort"),
 63: (H, "tie-break comparer; a float difference sorts correctly (probe: 0.5 steps sorted)"),
 66: (H, "to_string, with js_text warning"),
 69: (H, "fixed() helper gave toFixed's text"),
 76: (H, "round stays float; js_text/to_int gave `67`"),
 77: (H, "to_json sorts keys and keeps .0: the reason the summary had to be joined by hand"),
 78: (H, "no process.argv; inputs via args"),
 79: (H, "the plugin skeleton with this plugin's names"),
 80: (H, "fs root is root/: `ploughing.csv` read correctly"),
 81: (H, "true status"),
})
rb = {i: (H, "correct and applied as written") for i in range(1, 123)}
rb.update({
 1: (H, "right cause (#!) and fix"),
 2: (H, "says more points follow"),
 3: (H, "general rule, correct"),
 5: (H, "drop json; warns that to_json differs from dumps"),
 11: (H, "mean() built in; worked"),
 12: (H, "namedtuple -> map"),
 14: (H, "tuple -> array; also flags rank_key (line 56)"),
 16: (H, "surprising but true (probe: inf > 55.0 and inf == inf both false); 1.0e300 worked"),
 24: (H, "to_fixed(2) gave the same text as :.2f"),
 27: (H, "min of an array via reduce"),
 30: (H, "class_name tag works for the Bad/Result split"),
 33: (H, "trim, with the in-place warning"),
 43: (H, "declare before try; needed"),
 46: (H, "catch (err)"),
 48: (H, "any -> some"),
 49: (U, "writes `solves.map(|t| t <= 0)` for the argument of `any`, while point 48 turns `any(...)` into `arr.some(test)`; taken together literally they give `solves.map(...).some(?)`; the two have to be merged by hand into `solves.some(|t| t <= 0)`"),
 50: (H, "general, correct (repeats 45/49)"),
 53: (H, "sorted -> copy + sort"),
 54: (H, "slice(1, -1) worked as Python's [1:-1]"),
 55: (H, "round(x, 2) -> parse_float(x.to_fixed(2)); matched"),
 59: (H, "enumerate(start=1) as map(|item, i| [i + 1, item])"),
 60: (H, "loop form of enumerate(start=1); correct"),
 61: (H, "splitlines -> split + pop trailing empty"),
 63: (M, "its expression `nl[1].trim() != \"\" && !nl[1].starts_with(\"#\")` lets the in-place `trim` (point 33's own warning) change nl[1] before `starts_with` reads it, so a line like `  # note` is dropped where Python parses it and reports it as a bad line (probe: kept=1 where Python keeps 2). It happened not to matter for this data"),
 65: (U, "`nl[1].trim() != \"\"` is right alone, but in this `and` it is what makes point 63's filter differ from Python"),
 70: (U, "its replacement holds a Python comprehension, `[r2 for r2 in rows if ! is_bad(r2)]`, which is no Rhai; point 71 supplies the real code"),
 77: (H, "comparer with item-by-item compare for an array key (example shows 2 items; extended to 3)"),
 80: (M, "writes `(i + 1)` for Python's `{i}`, but point 81 builds the loop with `let i = i + 1;`, so doing both as written prints ranks 2, 3, … (off by one); Python's `i` is already 1-based"),
 81: (H, "the loop that replaces the comprehension; correct"),
 82: (U, "correct alone, but says to add 1 where used while point 81 already adds it to `i`; the three points (80-82) do not agree on where the +1 goes"),
 87: (H, "numeric comparer with index_of"),
 90: (H, "no list(); copy of an array"),
 91: (U, "uses `groups.keys()`, sorted as text, and `list(...)`, which is no Rhai; sorted keys lose the EVENTS order in general (same here by chance); point 92 says to keep an array of keys"),
 92: (H, "map of groups plus a key array where order matters: exactly what was needed"),
 97: (H, "collect in main, return from execute"),
 98: (H, "\"\".pad(40, \"-\")"),
 100: (U, "gives `rendered.map(|pair| pair[0])` but not the flattening `chain.from_iterable` does; joined as is, it would join arrays, not lines"),
 101: (H, "bad.len() > 0"),
 109: (H, "sum of a condition -> filter + len"),
 110: (H, "exactly the line used"),
 112: (U, "its example starts from 0; Python's reduce without a start takes the first item, which a record-valued reduce needs (good[0]); not said"),
 117: (M, "treats the dict comprehension over `zip` as a parenthesised for-loop and says `no parentheses`; but Rhai's own `for (item, i) in arr` takes them (point 82), and the real fix (build the map in a loop over indices) is not given"),
 118: (H, "dumps' separators and key order: why the summary is joined by hand; matched"),
 119: (H, "drop the __main__ block, call from execute"),
 120: (H, "no sys.argv"),
 121: (H, "fs root is root/"),
 122: (H, "true status"),
})
ia = items("answers/a-v1-items.txt"); ib = items("answers/b-v1-items.txt")
assert set(ia) == set(ra) and set(ib) == set(rb), (len(ia), len(ib))
def block(items_, r):
    lines = ["| # | item (opening words) | rating | why |", "|---|---|---|---|"]
    for i in sorted(items_):
        lines.append(f"| {i} | {short(items_[i])} | {r[i][0]} | {r[i][1]} |")
    c = {k: sum(1 for v in r.values() if v[0] == k) for k in (H, U, M)}
    lines.append("")
    lines.append(f"Counts: {len(r)} items — helpful {c[H]}, unclear {c[U]}, misleading {c[M]}.")
    return "\n".join(lines), c
ta, ca = block(ia, ra); tb, cb = block(ib, rb)
open("ratings_a.md", "w").write(ta); open("ratings_b.md", "w").write(tb)
print(ca, cb)
