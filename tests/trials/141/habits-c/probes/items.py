import re
def items(path):
    t = open(path).read().split("\n")
    out = [t[0]]
    for l in t:
        if l.startswith("hint:") or l.startswith("- "):
            out.append(l)
    return out

def short(s, n=150):
    s = s[2:] if s.startswith("- ") else s
    s = re.sub(r"\s*\(line \d+, column \d+.*\)$", "", s)
    s = s.replace("|", "\\|")
    return s if len(s) <= n else s[:n].rstrip() + "…"

RULES = [
    (r"reserved symbol", "points at the real first parse error (the pasted `#!` line)"),
    (r"^hint: a `#!`", "right fix: drop the line; Rhai comments are `//`"),
    (r"every statement of Rhai ends", "true and general; applied throughout"),
    (r"no docstrings|comments start with `//`", "right: turned it into a `//` comment"),
    (r"no `json` module", "right: dropped; also warns that to_json differs from dumps"),
    (r"no `collections` module", "right: dropped; map idiom given"),
    (r"import nothing", "right: imports dropped, fs via inject"),
    (r"no `sys` module", "right: dropped"),
    (r"declare a variable with `let`", "right; done as written"),
    (r"no file of its own|no `os.path`", "right: the file is named by its path in the fs root, which worked"),
    (r"no exception classes", None),
    (r"no `pass`", None),
    (r"decorators or properties", "right: @property dropped and every read became a call, `b.peak()`"),
    (r"no decorators", "right: decorator dropped; the fields became the maker's map keys"),
    (r"has no `class`", "right; the map-plus-`this` pattern worked"),
    (r"in a class, `\w+: \w+` is a field", "right; maker function took these fields"),
    (r"static parse", "right: top-level `fn parse(line)` calling the maker worked"),
    (r"no type annotations", "right"),
    (r"no method `strip`", "right, and the warning that trim changes its receiver is accurate and relevant"),
    (r"list comprehensions", "right; the exact expression given was used and worked"),
    (r"blocks are in braces", "right"),
    (r"`throw` instead of `raise`", "right; thrown maps with `message`"),
    (r"backtick template", "right; the exact template given was used and gave the expected text"),
    (r"no tuple unpacking", "right; the exact lets given were used"),
    (r"instead of `\w+ not in", "right"),
    (r"no tuples", "right (example unrelated but clear)"),
    (r"`int\(x\)`", "right: parse_int"),
    (r"no function `float`", "right: parse_float (the Python message is covered by the catch point)"),
    (r"`catch \(err\)", "right, and the key point: Rhai's parse error text differs from Python's, so throw Python's text yourself; followed and the skipped lines matched"),
    (r"no function `str`", "right: the thrown map's message was read"),
    (r"no `from`", "right"),
    (r"dataclass field's default", "right: readings: [] in the maker"),
    (r"in a class, `__init__`", "right: fn new_log(text) building a local map worked"),
    (r"in a class, `\w+\(\w*\)` becomes", "right; top-level fn with `this` worked"),
    (r"`append` adds another", "right: push"),
    (r"`max\(a, b\)`", "right: reduce with max / a loop for the keyed max, ties noted; worked"),
    (r"no function `sorted`", "right: copy then sort; tie/keys notes accurate"),
    (r"`sort` takes a function", "right: the comparer given worked"),
    (r"no function `sum`", "right: reduce, and count trues for bools"),
    (r"both sides may be ints", "right and needed: len()/len() is int division, so to_float was added"),
    (r"conditional value", "right: `if c { a } else { b }`"),
    (r"joins strings written side by side", "right: `+` between the pieces"),
    (r"`\{\}` is an empty block", "right: #{}"),
    (r"`for` gives the index", "right: (item, index) from 0, `+ 1` where shown"),
    (r"no method `splitlines`", "right: split plus pop of the empty last line (the files end with a newline)"),
    (r"no truthiness", "right: is_empty()/! chosen as it says"),
    (r"write `\|\|` instead of `or`", "right"),
    (r"no method `startswith`", "right: starts_with"),
    (r"first set inside `try`", "right: `let r = ();` before the try"),
    (r"no method `setdefault`", "right, and warns that a variable holds a copy; the in-place pattern worked"),
    (r"no function `iter`", "right: return the array; values() in key order noted"),
    (r"no `defaultdict`", "right: exact code used"),
    (r"which `for` does not walk", "right: loop over `__iter__()`"),
    (r"no function `dict`", None),
    (r"write the closure `let main", "right: closure inside execute, called with main.call()"),
    (r"what `print`", "right and essential: collect lines, return the join"),
    (r"no `\*` of a string", "right: \"\".pad(24, \"=\") gave the rule line"),
    (r"binds one item", "right: loop over keys (sorted, as Python's sorted(items()) is)"),
    (r"no method `items`", "right"),
    (r"this `\{` starts a map \(its first key, `\"(boxes|hires)", "right: #{ (the summary then became hand-joined text, per the dumps point)"),
    (r"this `\{` starts a map", "right: #{"),
    (r"write `!b.ok", "right"),
    (r"no `json.dumps`", "right and needed: key order and spacing differ; joined by hand, matched"),
    (r"a plugin is no script", "right: startup lines dropped, main called in execute"),
    (r"no sets", "right: array with `in`"),
    (r"no `with open", "right (fs.read after inject; already half done in v1)"),
    (r"no `open`", "right but repeats the previous point"),
    (r"`round` takes one float", "right: parse_float(x.to_fixed(2)); totals matched"),
    (r"no `sys.stderr`", "right: throw the text"),
    (r"no `sys.exit`", "right: dropped"),
    (r"is a copy of", "right and important: Python shares the dict, Rhai copies; changed through the map"),
    (r"is a block in Rhai: write the map", "right"),
]
OVR = {
 ("b", 81): ("helpful", "right; here the debtors come from `hirers.keys()`, already sorted, so no extra sort was needed (the next point says so)"),
 ("a", 11): ("unclear", "the advice itself (throw a map, read `err.message`) is right, but the parenthetical says `err.message` stands for `e.__str__(TARGET_PEAK)`: BadLine has no `__str__` and TARGET_PEAK has nothing to do with it; a class of the code was mixed up with the exception"),
 ("a", 12): ("unclear", "true, but moot: the point before says to drop the whole BadLine class, whose only body is this `pass`"),
 ("a", 86): ("unclear", "`dict(out)` copies a map that already exists (out was built as a map by point 84); \"write a map literal `#{ a: 1 }`\" does not fit; what is needed is `return out`"),
}
def rate(prog, n, s):
    if (prog, n) in OVR: return OVR[(prog, n)]
    for pat, why in RULES:
        if re.search(pat, s) and why:
            return ("helpful", why)
    return ("?", "?")

def table(prog, path):
    rows = []
    counts = {}
    for n, s in enumerate(items(path), 1):
        r, why = rate(prog, n, s)
        counts[r] = counts.get(r, 0) + 1
        rows.append(f"{n}. \"{short(s)}\" — **{r}**: {why}")
    return rows, counts
