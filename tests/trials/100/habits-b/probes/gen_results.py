import re
def heads(p):
    out=[]
    for l in open(f"answers/{p}-v1-items.txt"):
        m=re.match(r"\[(\d+)\] (.*)",l.rstrip("\n"))
        h=m.group(2)
        if h.startswith("- "): h=h[2:]
        h=re.sub(r"\s*\(line \d+, column \d+[^)]*\)\s*$","",h)
        if len(h)>150: h=h[:147]+"…"
        out.append(h.replace("|","\\|"))
    return out

H="helpful"; U="unclear"; M="misleading"
A = {
1:(H,"true first parse error; named the line"),
2:(H,"dropping the import and using ctx.fs.read is right (inject was already there)"),
3:(H,"accurate framing; it warns that a later check may find more, which happened (v2)"),
4:(H,"used literals for members and passed the map to the fn that lists them; worked"),
5:(H,"correct; declarations dropped"),
6:(H,"correct"),7:(H,"correct"),
8:(H,"`()` and `== ()` tests worked throughout"),
9:(H,"made toMinutes a top-level fn; worked"),
10:(H,"split(\":\") + len check is a fair replacement; (the digit check needed a try, my own call)"),
11:(H,"if-expressions used on every flagged line; worked"),
12:(H,"parse_int for the clock parts and the to_num helper both worked"),
13:(H,"correct"),14:(H,"correct"),
15:(U,"its main fix, `let groupBy = |...|`, fails here because item 43 makes main a top-level fn, which cannot see a `let` closure; only the parenthetical (make it a fn) fits; the `const`-closure claim itself checked out in a dry-run probe"),
16:(H,"correct"),
17:(H,"a Rhai map replaced the Map; `(acc[k] ?? [])` pattern worked"),
18:(H,"correct"),19:(H,"correct"),
20:(H,"sum as a top-level fn worked"),
21:(H,"top-level fn parseLine worked"),
22:(H,"correct"),23:(H,"correct"),24:(H,"correct"),25:(H,"correct"),26:(H,"correct"),
27:(H,"index reads worked"),
28:(H,"`Status.values()` worked (with `find`, which the answer did not flag and exists)"),
29:(H,"correct"),30:(H,"correct"),
31:(H,"`status == ()` is what find gives for 'stolen'; worked"),
32:(H,"duplicate of 12 for line 67; still correct"),
33:(H,"to_num/`== ()` caught 'abc'; worked"),
34:(H,"correct"),35:(H,"correct"),36:(H,"correct"),37:(H,"correct"),
38:(U,"same split as 15: the headline says `let fee = |...|`, but fee is called from statsFor, a fn per item 41, so only the parenthetical applies; and neither branch says that fee's top-level constants are invisible in a fn, which caused the v2 refusal"),
39:(H,"ceiling() worked"),
40:(H,"essential: (end-start)/30 with ints would have dropped the fraction before the ceiling"),
41:(H,"correct"),
42:(H,"correct"),
43:(H,"`fn main(ctx, path)` called from execute worked"),
44:(H,"correct"),45:(H,"`map(|raw, i| ...)` worked"),46:(H,"correct"),47:(H,"correct"),
48:(H,"starts_with worked"),49:(H,"correct"),
50:(H,"`+=` loop worked"),51:(H,"correct"),52:(H,"correct"),
53:(H,"conditional, and correctly so: ok is always set here, so `!p.ok` stayed"),
54:(H,"keys/m[k] worked"),55:(H,"correct"),56:(H,"correct"),
57:(H,"true; sort on its own line worked"),58:(H,"correct"),
59:(H,"the `if` tie-break comparer worked; a probe confirmed a float difference orders correctly"),
60:(U,"`<`/`>` is right, but 'regardless of case, as localeCompare does' misstates localeCompare (case-aware, locale collation), so the to_lower variant is not the same order either"),
61:(H,"essential and correct; collecting lines is what made the tool return the report"),
62:(H,"pad_end exists and leaves s unchanged (probe)"),
63:(H,"pad_start worked"),
64:(H,"correct"),65:(H,"correct"),
66:(H,"the fixed() helper matches toFixed on ties (probe: 0.125→0.13, 11.25→11.3)"),
67:(H,"key order and the `.0` warning both mattered: revenue is 58.0 in Rhai"),
68:(H,"correct"),
69:(H,"correct; with 66's tail gives 58"),
70:(H,"correct"),
71:(H,"the shape used"),
72:(H,"right: the path is relative to root/"),
73:(H,"accurate"),
}
B = {
1:(H,"true first parse error"),
2:(H,"explains the error's real cause (the docstring)"),
3:(H,"correct; points ahead to the dumps item"),
4:(H,"accurate framing; here following the points was enough"),
5:(H,"correct"),6:(H,"duplicate of 2; correct"),7:(H,"correct"),
8:(H,"namedtuple → map worked"),
9:(U,"the range test it offers (month 1–12, day 1–31) is said to stand in for date()'s raise, but date() also refuses e.g. 2026-02-30; fine for this data, not a faithful port; day_number itself checked out (probe)"),
10:(H,"correct (its tail about chain/islice is itertools text, harmless)"),
11:(H,"correct"),12:(H,"correct"),
13:(H,"correct; with item 76's class_name key"),
14:(H,"correct"),15:(H,"correct"),
16:(H,"nested defs as closures inside execute worked"),
17:(H,"split/map/parse_int with count checks; used"),
18:(H,"correct"),
19:(U,"the fix (`|x| parse_int(x)`) is right, but 'int names nothing in Rhai' contradicts item 41 and the engine, which has int(float)"),
20:(H,"correct"),21:(H,"correct"),22:(H,"correct"),23:(H,"correct"),
24:(H,"worked"),25:(H,"correct"),26:(H,"correct"),27:(H,"correct"),28:(H,"correct"),
29:(H,"declared before try; worked"),
30:(H,"catch (err) worked; probe confirmed Rhai errors arrive as a map with message"),
31:(H,"'${day_t}' reproduces !r here"),
32:(H,"worked"),33:(H,"is_numeric on a text matches isdigit (probe: \"\"→false, \"-3\"→false)"),
34:(H,"correct"),35:(H,"correct"),36:(H,"correct"),37:(H,"correct"),
38:(H,"worked"),39:(H,"correct"),40:(H,"worked"),
41:(H,"correct, and the functions list confirms int(float)->float"),
42:(H,"correct"),43:(H,"correct"),44:(H,"correct"),
45:(H,"worked; levels match"),46:(H,"correct"),47:(H,"correct"),
48:(H,"correct once attrgetter is a closure, as it says"),
49:(H,"correct"),50:(H,"correct"),51:(H,"correct"),52:(H,"correct"),
53:(U,"says max/min compare two numbers only; the engine has max(string, string) (probe: gives \"2026-02-01\"), so for ISO-date texts the simpler reduce(max) was available; its loop recipe is still right"),
54:(H,"correct"),55:(H,"correct"),
56:(H,"parse_float(x.to_fixed(2)) rounds half-even as round() does (probe: 4.125→4.12)"),
57:(H,"correct"),
58:(H,"ctx.fs.read in the closure worked; list/exists exist in the fs api"),
59:(H,"correct"),60:(H,"worked"),61:(H,"correct"),
62:(H,"accurate; used (the empty last line would also have been filtered out)"),
63:(H,"correct"),
64:(H,"the exact expression worked; probe showed filter leaves items untrimmed"),
65:(H,"correct"),66:(H,"correct"),67:(H,"correct"),68:(H,"correct"),69:(H,"correct"),
70:(H,"correct (on a copy; inside filter the copy is implicit)"),
71:(H,"correct"),72:(H,"correct"),73:(H,"correct"),74:(H,"correct"),
75:(H,"worked with class_name maps"),76:(H,"the class_name convention worked"),
77:(H,"correct"),78:(H,"worked"),79:(H,"correct (by_char ended unused)"),80:(H,"correct"),
81:(H,"map of groups worked; keys sorted as it says"),
82:(H,"correct"),
83:(H,"the tuple-key comparer worked"),
84:(H,"correct"),85:(H,"worked"),
86:(H,"essential and correct"),
87:(H,"header template matched byte for byte"),
88:(H,"correct"),
89:(H,"keeping ISO text worked"),
90:(U,"for line 82 the test needed is `s.last != ()` (last may be None); its examples (length vs 0, text vs \"\") would give `() != \"\"`, which is true (probe), printing nothing instead of '-' for a character with no attended session"),
91:(H,"row template matched byte for byte"),
92:(H,"correct"),93:(H,"correct"),94:(H,"correct"),95:(H,"correct"),96:(H,"correct"),
97:(H,"the hand-joined Python text matched; to_json(143.0) gives 143.0 as dumps does"),
98:(H,"correct"),
99:(H,"calling main from execute worked"),
100:(H,"correct"),
101:(H,"right: path relative to root/"),
102:(H,"accurate"),
}
def table(p, R):
    hs=heads(p); assert len(hs)==len(R),(p,len(hs),len(R))
    lines=["| # | item (as given, cut) | rating | why |","|---|---|---|---|"]
    for i,h in enumerate(hs,1):
        r,w=R[i]; lines.append(f"| {i} | {h} | {r} | {w} |")
    c={k:sum(1 for v in R.values() if v[0]==k) for k in (H,U,M)}
    return "\n".join(lines), c
ta,ca=table("a",A); tb,cb=table("b",B)
open("probes/ta.md","w").write(ta); open("probes/tb.md","w").write(tb)
print(ca,cb)
