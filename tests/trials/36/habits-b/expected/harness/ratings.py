# Builds the per-item rating table for results.md from answers/*-v1.items.txt and the ratings below.
import re
H, U, M = "helpful", "unclear", "misleading"
ts = {
0: (H, "exact location; parser stopped here but the answer went on to list the rest"),
1: (H, "drop import, use inject + ctx.fs.read: did exactly that"),
2: (H, "dropped both interfaces; also tells how optional args are declared"),
3: (H, "dropped; lines 64/68 correct"),
4: (H, "dropped"),
5: (H, "closure form given in my own parameter name"),
6: (H, "explains const-closure vs let vs fn and that fn cannot see outer vars; I made toMinutes a fn because class methods became fns"),
7: (H, "`let h = parts[0]` worked"),
8: (M, "literal `.map(|s| parse_float(s))` made minutes floats, so `+${worst.delay}` printed `+14.0`: cost mount 6; `Number` of \"07\" is an int, parse_int was the right call"),
9: (H, "`!= ()` worked on lines 29/47"),
10: (H, "map-parameter form worked"),
11: (H, "same as 6; fn form worked"),
12: (H, "if-expression worked; BUT the 'no truthiness' rule was only attached to ternaries: `!f.cancelled` (line 46) failed at runtime (mount 4)"),
13: (H, "`max(0, …)` worked"),
14: (H, "fn groupBy worked (the `-> type` remark is a Rust-ism, harmless)"),
15: (U, "the `=>` on line 31 is inside a TYPE `(t: T) => K`; advice to write a closure `|t|` is wrong there (it should simply be dropped with the types)"),
16: (H, "`#{}`, `m[k] ?? …`, `m.keys()`, `m[k]`: all worked (my `groups.keys().map(|k| groups[k])` chain was then refused as a data race by the 3rd answer)"),
17: (H, "`for item in items` worked"),
18: (H, "maker fn + top-level fns with `this` worked; name `new_delay_report` derived from my class"),
19: (U, "first says constructor becomes the maker `new_delay_report`, then suggests `fn constructor(flights, threshold, ON_TIME_THRESHOLD)` called as `obj.constructor(...)`: two incompatible shapes"),
20: (H, "worked"),
21: (U, "the spread is of a Map (entries), not an array; 'keep the array in a variable' does not say how to get entries (I used keys() from item 16)"),
22: (H, "worked"),
23: (H, "pair[0]/pair[1] – correct advice for entries, though Rhai has no entries array to destructure (see 21)"),
24: (M, "`(d): d is number` is a TS type predicate, not Python `is`; 'write `==` instead of `is`' literally gives `d == number`. I dropped the predicate instead"),
25: (H, "worked"),
26: (H, "`!=` worked"),
27: (H, "worked"),
28: (H, "`#{ id: … }` worked"),
29: (H, "all 5 lines right"),
30: (H, "`total.to_float()/n` worked. Flagged line 56 only; line 57 (`….length / ….length`, both ints) not listed – I applied the rule there myself"),
31: (H, "tie-break comparer shape worked (float difference accepted)"),
32: (H, "worked"),
33: (H, "seen-map dedupe loop worked"),
34: (H, "consistent with 33"),
35: (H, "`out += arr` worked"),
36: (H, "worked"),
37: (H, "worked (it silently drops the TS default `= this.byAirline()`; harmless since every call passes stats)"),
38: (H, "worked"),
39: (H, "`pad_end(10, \" \")` worked"),
40: (H, "`to_string()` worked"),
41: (M, "example `s.pad_start(n, \"0\")` – JS padStart(3) pads with spaces; taken literally it prints `004`. I used \" \" (judgement)"),
42: (H, "`to_fixed` and the round-for-numbers recipe both worked (structuredContent)"),
43: (H, "`([header] + lines).join` worked"),
44: (H, "ending with the map worked"),
45: (H, "worked"),
46: (H, "worked"),
47: (H, "worked"),
48: (H, "worked"),
49: (H, "worked"),
50: (H, "worked"),
51: (H, "`required: false, \"default\"` + `args.threshold ?? …` worked"),
52: (H, "worked"),
53: (H, "worked"),
54: (H, "`parse_json` worked"),
55: (U, "'build a map (to fail, throw)' for `new DelayReport(...)`: the 'throw' part is irrelevant, and the maker-fn advice (18/19) is what applies"),
56: (H, "worked"),
57: (H, "worked"),
58: (H, "worked"),
59: (H, "worked"),
60: (H, "`err.message` then worked (err is a map)"),
}
py = {
0: (H, "exact location"),
1: (H, "drop import json; parse_json/to_json named"),
2: (H, "drop"),
3: (U, "'drop; loop, or use map/filter/reduce' – does not say how to replace groupby (grouping); item 45 even keeps groupby in its snippet"),
4: (H, "worked"),
5: (H, "worked"), 6: (H, "worked"), 7: (H, "worked"), 8: (H, "worked"),
9: (H, "if-expression worked; BUT the same line 10 has chained comparisons `17 <= hour < 21` which it does not mention: they silently evaluate false (every reading became 'offpeak', mount 6)"),
10: (H, "worked"), 11: (H, "worked"),
12: (M, "its snippet `filter(|line| line.trim() && ! line.starts_with(\"#\"))` uses a string as a bool, contradicting item 9; pasted literally → runtime 'Data type incorrect: string (expecting bool)' (mount 4)"),
13: (H, "`trim()` worked as an expression"),
14: (H, "worked"), 15: (H, "`extract(1)` worked"), 16: (H, "worked"), 17: (H, "worked"), 18: (H, "worked"), 19: (H, "worked"),
20: (H, "parse_int worked for line 15; 'same on line 73' (`int(top)`) – top already arrives as an int, so neither parse_int nor to_int applies; I dropped int()"),
21: (H, "`sub_string(11, 2)` worked"), 22: (H, "worked"), 23: (H, "parse_float worked, incl. `parse_float(\"inf\")` on line 54"),
24: (H, "pair-index form worked (snippet still has a slice, covered by 21)"),
25: (H, "worked"),
26: (M, "offers 'write the function as a closure, `let cost = |x| …`' without warning that the `fn summarise` which calls `cost` then cannot see it; taking that option → mount 2 refused (the TS answer did carry that warning)"),
27: (H, "worked"), 28: (H, "worked"), 29: (H, "worked"), 30: (H, "worked"),
31: (H, "append→push worked; the `setdefault` on the same line 25 was not named (warning only at mount 4)"),
32: (H, "worked"), 33: (H, "round recipe worked"), 34: (H, "reduce worked"), 35: (H, "worked"),
36: (H, "best-row loop worked"), 37: (H, "worked"), 38: (H, "worked"), 39: (H, "worked"), 40: (H, "seen-map worked"), 41: (H, "keys() worked"),
42: (H, "worked"), 43: (H, "worked"), 44: (H, "worked"),
45: (U, "its snippet still loops `for d, grp in groupby(sorted(readings, key=day), key=day)` – Python; how to group is not said"),
46: (U, "'pass the values in order' does not help for `sorted(key=)` / `groupby(key=)` (there is no positional equivalent); item 47 is the real answer"),
47: (H, "copy+sort and comparer worked"),
48: (H, "worked"), 49: (H, "worked"), 50: (H, "worked"),
51: (U, "`m[key] ?? 0` is right, but it does not warn that `??` binds looser than `+ / >`: pasted into `acc.get(k,0) + x` or `get(...) / grand` it changes meaning (exactly the bug in its own item 55). I parenthesised lines 43/54 myself"),
52: (H, "worked"),
53: (U, "`x ?? default` for `sum(...) or 1` is not the same (a 0 sum stays 0); it does add 'for 0, test it', so the right fix is there but second"),
54: (H, "harmless (grand was a float)"),
55: (M, "snippet `for b in TARIFFS { m[b] = totals[b] ?? 0 / grand; }` is wrong twice: a map is not iterable (runtime error, mount 5) and `?? 0 / grand` parses as `?? (0/grand)` so shares came out as raw kWh (wrong output, mount 6)"),
56: (H, "closure option worked here (band_shares only called from a closure)"),
57: (H, "'no default values' – correct; I passed top always"),
58: (H, "parts[0]/parts[1] snippet worked"), 59: (H, "worked"), 60: (H, "worked"), 61: (H, "worked"),
62: (H, "worked"), 63: (H, "descending comparer with name tie-break was exactly right"), 64: (H, "worked"), 65: (H, "worked"),
66: (H, "worked"), 67: (H, "to_fixed + `$${…}` gave exactly `$13.21`"), 68: (H, "worked"),
69: (M, "its template turns `{s['kwh'] / total_kwh:6.1%}` into `(s[\"kwh\"] / total_kwh).to_string().pad_start(6, \" \")`, dropping the percent format (printed `(0.3966373710355368)`, mount 6), and it keeps `name.title()`, which does not exist (next answer)"),
70: (H, "closure option worked for render"),
71: (H, "`for (pair, i) in arr` worked"), 72: (H, "i + 1 worked"), 73: (H, "`extract(0, top)` worked"),
74: (U, "its snippet still has `max(days.items(), key=lambda kv: kv[1])` – Python (item 36 gives the loop)"),
75: (H, "worked"),
76: (U, "snippet keeps `sorted(... key=lambda ...)` and prints `${pair[1]}` without the `.0%` format"),
77: (M, "'write `${b} ${p}` instead of `f\"{b} {p:.0%}\"`' silently drops the format spec: printed `offpeak 52.34` instead of `offpeak 8%` (mount 6)"),
78: (U, "same as 76 (keeps sorted/lambda, drops format)"),
79: (H, "`|a, b| -a[1] - -b[1]` sorted descending correctly"),
80: (H, "`some` worked"), 81: (H, "worked"), 82: (H, "worked"), 83: (H, "worked"),
84: (M, "snippet `keys.filter(|c| summary[c][\"days\"] < days.len() > 0)` is garbled (`(a < b) > 0`), silently false: 'Gaps:' came out empty (mount 6); also drops sorted()"),
85: (H, "worked"), 86: (H, "worked"), 87: (H, "worked"), 88: (H, "worked"),
89: (H, "try braces; note `except (OSError, ValueError) as err:` (line 70) was not named – I took `catch (err)` from the tool description"),
90: (H, "declaring readings before try worked"),
91: (H, "worked"), 92: (H, "worked"), 93: (H, "`${err}` worked"), 94: (H, "worked"), 95: (H, "worked"), 96: (H, "worked"),
97: (H, "worked"), 98: (H, "worked"), 99: (H, "worked"), 100: (H, "worked"),
}
def load(tag):
    out = []
    for l in open(f"/work/trial36/habits2/notes/{tag}-v1.items.txt"):
        i, txt = int(l[:3]), l[4:].rstrip("\n")
        m = re.search(r"\(line (\d+)[^)]*\)$", txt)
        line = m.group(0)[1:-1] if m else ("line 1" if i <= 1 else "")
        txt = re.sub(r"\s*\(line \d+[^)]*\)$", "", txt)
        txt = txt[2:] if txt.startswith("- ") else txt
        short = txt if len(txt) <= 110 else txt[:107] + "…"
        if short.count("`") % 2:
            short += "`"
        out.append((i, line, short.replace("|", "\\|")))
    return out
rows = []
for tag, rat in (("ts", ts), ("py", py)):
    items = load(tag)
    assert len(items) == len(rat), (tag, len(items), len(rat))
    for i, line, short in items:
        r, why = rat[i]
        rows.append(f"| {tag}-v1 #{i} | {line} | {short} | **{r}** | {why.replace('|', chr(92)+'|')} |")
print("\n".join(rows))
