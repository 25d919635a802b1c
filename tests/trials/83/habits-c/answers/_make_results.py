# scratch: builds results.md from the two first answers and the ratings below
import re
H, U, M = "helpful", "unclear", "misleading"
A = {i: (H, "") for i in range(106)}
A.update({
 0: (H, "exact cause (`#!` at line 10) and the fix: drop it"),
 1: (H, "general `;`/`let` rule, applied throughout v2"),
 2: (H, "docstring became a `//` comment"),
 3: (H, "dropped; `to_json` used for the values"),
 4: (H, "dropped; the map-counting idiom is what by_kind/by_seller needed"),
 5: (H, "dropped; `inject: [\"fs\"]` was already there, harmless"),
 6: (H, "`fn` cannot see top-level `KINDS`: true, and the `const` option was taken"),
 7: (H, "tuple -> array; the `__str__` tail is noise here but harmless"),
 8: (H, "throw a map, `err.message` in catch: used as written and it worked"),
 9: (U, "`pass` -> `{}` for a line inside `class BadLine`, which item 9 says to drop whole: contradictory, nothing to apply"),
 10: (H, "drop `@dataclass`"),
 11: (H, "maker fn + `this` methods: the whole v2 object model, worked"),
 12: (H, "field -> map key of `new_booking`; repetitive (6 items) but right"),
 13: (H, "same as 13"), 14: (H, "same as 13"), 15: (H, "same as 13"), 16: (H, "same as 13"), 17: (H, "same as 13"),
 18: (H, "drop `@classmethod` (the fields parenthesis is irrelevant)"),
 19: (H, "`parse` as a top-level fn, and KINDS passed or const: right, and warned about \"Function definitions must be at global level\""),
 20: (H, "drop annotations"),
 21: (H, "let"), 22: (H, "strip -> trim"),
 23: (H, "`line.split(\",\").map(|p| p.trim())` used verbatim, worked"),
 24: (H, "braces"), 25: (H, "raise -> throw"), 26: (H, "template used verbatim"),
 27: (H, "unpacking code used verbatim"), 28: (H, "`!(kind in KINDS)` used verbatim"),
 29: (H, "`'${kind}'` for `!r` gives Python's text"), 30: (H, "braces"),
 31: (H, "declare `amount` before try: real Rhai scoping trap, avoided"),
 32: (H, "parse_float"), 33: (H, "catch; and that Rhai's own error text differs from Python's"),
 34: (H, "template verbatim"), 35: (H, "drop `from None`"), 36: (H, "`to_fixed(2)` matched `:.2f`"),
 37: (H, "verbatim"), 38: (H, "right, though redundant with 38"), 39: (H, "verbatim"),
 40: (H, "property reads become calls, and says bare reads give `()`"),
 41: (H, "`fn owed()` with `this`, `b.owed()`"), 42: (H, "if-expression"),
 43: (H, "as 12"), 44: (H, "maker fn, and no default args: pass `()`"), 45: (H, "None -> ()"),
 46: (H, "`let copy = arr`"), 47: (H, "`truthy(x)` form used verbatim"),
 48: (H, "top-level fn and pass ctx in: needed, worked"), 49: (H, "let"),
 50: (H, "`for (raw, lineno)` with the index from 0 and `lineno + 1`: exact"),
 51: (H, "split + pop the empty last line: exact equivalent of splitlines here"),
 52: (H, "braces"), 53: (H, "let"), 54: (H, "`is_empty()`"), 55: (H, "||"), 56: (H, "starts_with"),
 57: (H, "append -> push"),
 58: (M, "its code `rejected.push([lineno, exc.message])` drops the `ledger.` receiver (no variable `rejected` exists) and records the 0-based `lineno` that item 51 says must be `lineno + 1`: taken as written, every skipped line number is one too low"),
 59: (H, "read the thrown value's message"),
 60: (H, "`__len__` as a method fn, called explicitly"), 61: (H, "same for `__iter__`"),
 62: (H, "property -> call"), 63: (H, "reduce for sum"),
 64: (H, "verbatim"), 65: (H, "as 63"), 66: (H, "verbatim; the yes/no and `__len__` tails are noise"),
 67: (H, "method fn"), 68: (H, "let"), 69: (H, "defaultdict idiom verbatim"),
 70: (H, "`for b in this.__iter__()`: a trap a Python user would hit"),
 71: (U, "`dict(groups)` is a copy, not a literal: \"write a map literal `#{ a: 1 }`\" does not say what to write; the answer is just `return groups`"),
 72: (H, "as 20 for by_kind"), 73: (H, "let"),
 74: (H, "loop fill, and the sorted-keys warning that mattered for the `By kind:` line"),
 75: (H, "`__str__` called explicitly"), 76: (H, "let"), 77: (H, "verbatim"),
 78: (H, "pad_end/pad_start header verbatim, exact"), 79: (H, "let"),
 80: (H, "sort semantics; generic, superseded by 82"),
 81: (H, "two-key comparer used verbatim and gave Python's order"),
 82: (H, "keys() loop, with the order warning"), 83: (H, "verbatim"),
 84: (H, "pairs by index; warns that the 2nd name is the index"), 85: (H, "let"), 86: (H, "verbatim"),
 87: (H, "let"), 88: (H, "verbatim"), 89: (H, "row template verbatim, exact"),
 90: (H, "join on the array"), 91: (H, "template"),
 92: (U, "its code maps over `by_kind().keys()`, sorted, which prints car, table, van where Python prints car, van, table; only a parenthesis says to keep your own key array; calls by_kind() once per key"),
 93: (H, "verbatim"), 94: (H, "pairs by index"), 95: (H, "verbatim"), 96: (H, "`lines.join(\"\\n\")`"),
 97: (H, "method fn"), 98: (H, "let"),
 99: (H, "max-by loop; keeps the first on ties as Python's max does"),
 100: (H, "`#{`"), 101: (H, "`parse_float(x.to_fixed(2))`, with the rounding caveat"),
 102: (H, "drop `__main__`, call from execute"), 103: (H, "name the file as text in the fs root"),
 104: (H, "collect lines and return them"),
 105: (H, "the key-order/spacing difference is exactly what would otherwise break the last line"),
})
B = {i: (H, "") for i in range(82)}
B.update({
 0: (H, "as A item 1"), 1: (H, "as A item 2"), 2: (H, "`#` comments -> `//`"), 3: (H, "as A item 4"),
 4: (H, "drop import os"), 5: (H, "drop import sys"),
 6: (U, "\"declare with `let`: `let HERE = ...`\" for a line items 8-9 make impossible (no `__file__`, no os.path): the line has to go, not gain a `let`"),
 7: (M, "the only replacement it gives for `os.path.dirname/abspath/join` is `ctx.fs.exists(path)`, which tests a path; the code builds one. Doing what it says would be wrong; the fix is item 9's: drop the lines and name \"sandcastle.txt\""),
 8: (H, "the real fix for HERE/DATA"),
 9: (U, "as 7, for `DATA`"),
 10: (H, "let (the fn tail does not apply: the script has no fn)"), 11: (H, "as 11"),
 12: (H, "let + map"), 13: (H, "`#{}`"),
 14: (U, "let is right, but the tail \"give each `fn` that reads it its own `const problems = ...;`\" is for an accumulator that is pushed to (a const cannot be), in a script with no fn at all"),
 15: (U, "as 15, for the `judges` set"),
 16: (H, "set as a map of keys; used"),
 17: (H, "`ctx.fs.read(\"sandcastle.txt\").split(\"\\n\")` used verbatim"),
 18: (H, "`for (raw, n)`, 0-based, `n + 1`: exact"), 19: (H, "braces"),
 20: (H, "let"), 21: (H, "trim"), 22: (H, "is_empty"), 23: (H, "||"), 24: (H, "starts_with"), 25: (H, "braces"),
 26: (H, "let"), 27: (H, "verbatim"), 28: (H, "push"), 29: (H, "verbatim, with `n + 1`"),
 30: (H, "verbatim"), 31: (H, "braces"), 32: (H, "parse_int"), 33: (H, "parse_float"),
 34: (H, "the `to_int` helper throwing Python's own message is what made the `'12O'` line match exactly"),
 35: (H, "verbatim"), 36: (H, "!(...)"),
 37: (H, "chained comparison trap, with the exact rewrite"), 38: (H, "&&"), 39: (H, "as 38"),
 40: (H, "verbatim"), 41: (H, "let (superseded by 45)"), 42: (H, "setdefault idiom"),
 43: (H, "`#{`"),
 44: (H, "the copy-not-reference trap: without it the scores would be lost"),
 45: (H, "is_empty"), 46: (H, "print -> collect lines (the general rule, placed at the first print)"),
 47: (M, "on the *stderr* line it says to put the text into the tool's result; the script wrote \"no usable lines\" to stderr and exited 1, i.e. an error, not report text. Returning it as the tool's normal text would turn a failure into a success; item 49's `throw` is the right mapping"),
 48: (H, "drop sys.exit, an error is `throw`"),
 49: (U, "as 15, for the `results` accumulator"),
 50: (H, "keys loop, order warning (the list is sorted afterwards, so harmless)"), 51: (H, "redundant with 51"),
 52: (H, "let"), 53: (H, "reduce"), 54: (H, "correct: one side is a float, nothing to change"),
 55: (H, "let"), 56: (H, "`//` is a comment in Rhai: a silent truncation otherwise"),
 57: (H, "`#{`"), 58: (H, "comparer verbatim"), 59: (H, "`\"\".pad(50, \"=\")` verbatim, exact"),
 60: (H, "header verbatim, exact"), 61: (H, "enumerate from 1 -> `place + 1`"), 62: (H, "let"),
 63: (H, "if-expression"), 64: (H, "verbatim"), 65: (H, "verbatim"),
 66: (H, "implicit concatenation -> `+`"), 67: (H, "let (tail harmless for a computed value)"),
 68: (H, "filter/map verbatim"), 69: (H, "`!incomplete.is_empty()`"), 70: (H, "verbatim"),
 71: (H, "as 70"), 72: (H, "backtick `\\n` verbatim"), 73: (H, "verbatim"),
 74: (H, "let"), 75: (H, "let; the conditional is covered by 64"), 76: (H, "let + map"), 77: (H, "`#{`"),
 78: (H, "`keys(); sort()` for a set"), 79: (H, "right; the number tail does not apply"),
 80: (H, "parse_float(to_fixed(2))"), 81: (H, "key order/spacing, also in lists (`[1, 2]`)"),
})

def items(path):
    return open(path).read().split("\n- ")

A = {k + 1: v for k, v in A.items()}
B = {k + 1: v for k, v in B.items()}

def section(label, path, ratings):
    its = items(path)
    assert len(its) == len(ratings), (len(its), len(ratings))
    out = []
    for i, it in enumerate(its, 1):
        first = it.split("\n")[0]
        if i == 1:
            first = it.split("\n")[0] + " — " + [l for l in it.split("\n") if l.startswith("hint:")][0]
        loc = re.search(r"\(line (\d+)[^)]*\)\s*$", first)
        short = first if len(first) <= 170 else first[:167] + "..."
        r, why = ratings[i]
        out.append(f"{i}. **{r}** — `{short.replace('`', chr(39))}` — {why}")
    c = {k: sum(1 for v in ratings.values() if v[0] == k) for k in (H, U, M)}
    return out, c

a_lines, ca = section("A", "answers/a_v1_mount.txt", A)
b_lines, cb = section("B", "answers/b_v1_mount.txt", B)
import sys
open("answers/_items_a.md", "w").write("\n".join(a_lines) + "\n")
open("answers/_items_b.md", "w").write("\n".join(b_lines) + "\n")
print(ca, cb)
