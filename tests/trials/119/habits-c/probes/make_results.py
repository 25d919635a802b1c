import re
def items(p):
    t = open(f"answers/{p}-v1-mount.text.md").read().splitlines()
    head = t[0] + " / " + next(l for l in t if l.startswith("hint:"))
    return [head] + [l[2:] for l in t if l.startswith("- ")]

H = "helpful"; U = "unclear"; M = "misleading"
TRANS = ("correct as far as it goes, but under the pass-it-in option item 49 shows first it leaves out that this "
         "function reaches EXTRA_PRICES through another method, so it must take it too; right only under the `const` option")
A = {
1: (H, "names the real first parse error and the fix (drop `#!`)"),
2: (H, "the two basic rules, both needed everywhere"),
3: (H, "docstring → `//` comment, correct"),
4: (H, "imports dropped; fs already injected, nothing wrong"),
5: (H, "json: points ahead to the dumps point, which mattered for the exact text"),
6: (H, "correct"),
7: (H, "gives the map-counting idiom used in by_size"),
8: (H, "day_number formula checked (Hinnant days_from_civil), gives the range checks; long"),
9: (H, "correct"), 10: (H, "correct"), 11: (H, "correct"),
12: (H, "tuple → array, correct for SIZES and the rejected pair; the `__str__` tail is noise"),
13: (H, "throw a map / `err.message` is exactly what worked"),
14: (U, "`pass` sits inside the class item 13 says to drop: an instruction with nothing to act on"),
15: (H, "correct"),
16: (H, "maker fn + top-level `this` methods worked as described"),
17: (H, "correct (one of five near-identical field points)"), 18: (H, "correct"), 19: (H, "correct"),
20: (H, "correct"), 21: (H, "correct"),
22: (H, "correctly distinguishes the passed-in case"),
23: (H, "correct"),
24: (H, "top-level fn, pass SIZES, no fn inside execute: all true"),
25: (H, "correct"), 26: (H, "correct"),
27: (H, "warns that trim mutates; correct"),
28: (H, "exact replacement, worked"),
29: (H, "correct (one of the lines it lists, 136, is the block item 106 drops)"),
30: (H, "correct"), 31: (H, "exact text, worked"), 32: (H, "exact code, worked"), 33: (H, "worked"),
34: (H, "reproduces `!r` quotes; worked"), 35: (H, "correct"),
36: (U, "its sample code keeps `date.fromisoformat(...)`, which item 39 says does not exist; copied as written it would be refused"),
37: (H, "real Rhai scoping trap, fix correct"), 38: (H, "same, correct"),
39: (H, "same date recipe as item 8 (repeat); says to throw as Python does, though not Python's message text"),
40: (H, "correct"), 41: (H, "correct"),
42: (H, "wrapper pattern gave Python's float message exactly"),
43: (H, "correct, incl. reading the caught message"),
44: (H, "correct"), 45: (H, "correct"), 46: (H, "exact code, worked"),
47: (H, "every property read becomes a call; the `()` warning is valuable"),
48: (H, "correct"),
49: (H, "names the EXTRA_PRICES scope problem and two fixes"),
50: (H, "worked (int 0 seed with float items is fine)"),
51: (H, "correct"), 52: (H, "exact code, worked"),
53: (U, "total(): " + TRANS),
54: (U, "__str__(): " + TRANS + "; the explicit-call advice itself is right"),
55: (H, "correct"), 56: (H, "correct"), 57: (H, "`truthy` exists and matches Python's `or`"),
58: (H, "date formatting from ISO text, worked byte for byte"),
59: (H, "same, worked"), 60: (H, "correct"),
61: (U, "template right, but it writes `this.total()` with no argument, which fails if item 49's pass-it-in option was taken"),
62: (H, "correct"), 63: (H, "correct"), 64: (H, "correct"),
65: (U, "says to pass ctx but not that from_file must also pass SIZES on to parse (item 24 made parse take it); right only with the const option"),
66: (H, "correct"),
67: (H, "correct, with the right root-relative path"),
68: (H, "item-then-index order and the +1 both right"),
69: (H, "correct"), 70: (H, "correct"), 71: (H, "correct"), 72: (H, "correct"), 73: (H, "correct"),
74: (H, "real Rhai difference"), 75: (H, "exact code incl. +1, worked"),
76: (U, "makes `__len__` a method but never says `len(kennel)` (line 127) must become `kennel.__len__()`; left as is, Rhai's len() of the map silently gives 2, not 6. Unlike item 54 it does not say Rhai never calls it for you"),
77: (H, "correct"), 78: (H, "correct"), 79: (H, "correct, long"), 80: (H, "exact comparer, worked"),
81: (U, "revenue(): " + TRANS),
82: (H, "to_fixed rounding note is right"),
83: (U, "writes `s.total()` with no argument: fails under item 49's pass-it-in option"),
84: (H, "correct"), 85: (H, "correct"), 86: (H, "correct"), 87: (H, "correct"), 88: (H, "correct"),
89: (H, "correct"), 90: (H, "correct"),
91: (H, "loop keeps first of a tie, as Python's max; covers default=None"),
92: (H, "closure form, and `main(...)` call syntax (checked in a probe) both work"),
93: (H, "the key point for a tool's text"),
94: (H, "worked"), 95: (H, "correct"), 96: (H, "correct"),
97: (H, "sorted key order, which is what sorted() wanted here"),
98: (H, "worked"), 99: (H, "correct"), 100: (H, "worked"), 101: (H, "correct"), 102: (H, "correct"), 103: (H, "correct"),
104: (H, "correct"),
105: (H, "exact difference from json.dumps and the way round it"),
106: (H, "correct; its `args.path` example presumes a parameter, but the closure case is covered"),
107: (U, "points at `main(*sys.argv[1:])` inside the `__main__` block item 106 says to drop; suggesting a tool parameter there is beside the point"),
108: (H, "explains the fs root correctly"),
}
B = {
1: (H, "real first parse error, fix right"),
2: (H, "basic rules"), 3: (H, "correct"), 4: (H, "correct"), 5: (H, "correct"), 6: (H, "correct"),
7: (H, "correct (path became a fixed value by JUDGEMENT)"),
8: (H, "correct, incl. line 71"), 9: (H, "correct"),
10: (H, "array + `in`, worked"), 11: (H, "correct"), 12: (H, "correct"),
13: (H, "correct"), 14: (H, "correct"), 15: (H, "correct"), 16: (H, "correct"), 17: (H, "correct"),
18: (H, "right root-relative path"), 19: (H, "correct"),
20: (H, "correct difference from splitlines; negative index works"),
21: (H, "index order and +1 right"), 22: (H, "correct"), 23: (H, "correct"), 24: (H, "correct"),
25: (H, "correct"), 26: (H, "correct"), 27: (H, "correct"), 28: (H, "correct"), 29: (H, "worked"),
30: (H, "correct"), 31: (H, "exact, incl. n + 1"), 32: (H, "correct"), 33: (H, "correct"), 34: (H, "exact"),
35: (H, "correct"), 36: (H, "correct"),
37: (H, "wrapper gave Python's message"), 38: (H, "exact"), 39: (H, "float shows as -50.0, as in Python"),
40: (H, "correct"),
41: (U, "says to declare `let entry`, while item 42 recommends changing the map in place with no `entry` at all and item 45 says `entry` is a copy; the three pull different ways"),
42: (H, "copy semantics plus the fix, exactly what was needed"),
43: (H, "correct"), 44: (H, "set as a map of keys, worked"),
45: (H, "the copy trap, crucial"), 46: (H, "correct"), 47: (H, "worked"), 48: (H, "correct"), 49: (H, "correct"),
50: (H, "the key point for a tool's text"), 51: (H, "worked"), 52: (H, "exact header, worked"),
53: (H, "also warns about tie order of map keys vs Python insertion order"),
54: (H, "comparer worked (float-returning variant also sorts; checked in a probe)"),
55: (H, "correct"), 56: (H, "correct"),
57: (U, "generic `sorted` text: `e[\"fuels\"]` is a map after item 44, so `let copy = arr; copy.sort()` does not apply; you must connect it to `.keys()` yourself"),
58: (H, "exact row, to_fixed(1) matched Python's 1840.2"),
59: (H, "correct"), 60: (H, "correct"), 61: (H, "correct"), 62: (H, "correct"), 63: (H, "correct"),
64: (H, "conditional point, correctly says nothing to change for floats"),
65: (H, "exact"), 66: (H, "correct"), 67: (H, "correct"),
68: (U, "the template equals `:g` only for up to 6 significant digits: Python prints 1234.567 as 1234.57, this prints 1234.567; fine for this data, but it says nothing about the limit"),
69: (H, "correct"), 70: (H, "correct"), 71: (H, "correct"), 72: (H, "correct"), 73: (H, "exact"),
74: (H, "correct"), 75: (H, "correct"),
76: (H, "exact difference from json.dumps"), 77: (H, "fs root explained"),
}
def table(p, rat):
    its = items(p)
    assert len(its) == len(rat), (p, len(its), len(rat))
    out = ["| # | item (start) | rating | why |", "|---|---|---|---|"]
    for i, text in enumerate(its, 1):
        r, why = rat[i]
        q = re.sub(r"\s+", " ", text)
        q = (q[:110] + "…") if len(q) > 110 else q
        bar = chr(92) + '|'
        qq = q.replace('|', bar); ww = why.replace('|', bar)
        out.append(f"| {i} | {qq} | {r} | {ww} |")
    c = {k: sum(1 for v in rat.values() if v[0] == k) for k in (H, U, M)}
    out.append("")
    out.append(f"Counts ({len(its)} items): helpful {c[H]}, unclear {c[U]}, misleading {c[M]}.")
    return "\n".join(out), c, len(its)
ta, ca, na = table("a", A)
tb, cb, nb = table("b", B)
print(ca, na, cb, nb)
open("probes/tables.md", "w").write(ta + "\n@@@\n" + tb)
