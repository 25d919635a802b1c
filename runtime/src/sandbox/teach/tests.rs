//! A corpus of model-style mistakes and the exact messages they get.

use std::sync::Arc;

use rhai::packages::{Package, StandardPackage};
use rhai::{Dynamic, Engine, EvalAltResult};

use super::{Quoted, eval_error, parse_error};
use crate::limits::Limits;
use crate::sandbox::facade::slots::SlotTable;

/// Runs `code` with the engine a plugin's code runs with.
pub(super) fn sandbox(code: &str) -> Result<Dynamic, Box<EvalAltResult>> {
    use crate::sandbox::rewrite::{escapes, splice};
    // As a mount reads it: `\n` between backticks is a line break.
    let code =
        splice::apply(code, escapes::edits(code)).map_or_else(|| code.to_owned(), |(t, _)| t);
    crate::sandbox::engine::locked_down::build(&Limits::default(), &Arc::new(SlotTable::new()))
        .eval::<Dynamic>(&code)
}

/// The code a hint shows: each piece between backticks, a
/// double-backticked one (`` `` `Hi ${n}` `` ``) whole.
pub(super) fn code_pieces(hint: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = hint;
    while let Some(at) = rest.find('`') {
        rest = &rest[at..];
        let (open, close) = if rest.starts_with("`` ") {
            ("`` ", " ``")
        } else {
            ("`", "`")
        };
        let body = &rest[open.len()..];
        let Some(end) = body.find(close) else {
            break;
        };
        out.push(body[..end].to_owned());
        rest = &body[end + close.len()..];
    }
    out
}

/// The habits `habits::found` gives `line` as written.
pub(super) fn habits_of(line: &str) -> Vec<String> {
    super::habits::found(&super::strip::code_only(line), line)
        .into_iter()
        .map(|h| h.text)
        .collect()
}

/// Parse errors, compiled with a bare engine.
const PARSE: [&str; 37] = [
    "let f = x => x + 1;",
    "let add = (a, b) => a + b;",
    "function add(a, b) { return a + b; }",
    "#{ name: \"a\", apply: function(ctx) { } }",
    "let o = { name: \"x\", n: 1 };",
    "#{ name: \"a\", apply: |ctx| { ctx.tools.register({ name: \"x\" }) } }",
    "let x: string = \"a\";",
    "fn area(w: number, h: number) { w * h }",
    "if a === 1 { 2 }",
    "if a !== 1 { 2 }",
    "let x = null;",
    "async fn load() { 1 }",
    "let text = await ctx.fs.read(\"a\");",
    "let d = new Date();",
    "throw new Error(\"bad input\");",
    "var count = 0;",
    "let n = 1; n++;",
    "for (let i = 0; i < 3; i++) { }",
    "let s = 'hello';",
    "let label = ok ? \"yes\" : \"no\";",
    "let {a, b} = obj;",
    "let f = |call| call + 1;",
    "let p = #{ n: #{ type: \"integer\", default: 10 } };",
    "import fs from \"fs\";",
    "class Counter { }",
    "let t = typeof x;",
    "for (key, value) in #{ a: 1 } { }",
    "#{\n    name: \"multi\",\n    apply: |ctx| {\n        let x = 1\n        let y = 2;\n    }\n}",
    // A whole plugin remembered as JavaScript, and one as Python: every
    // habit at once, and the plugin's shape in Rhai.
    "module.exports = {\n  name: \"hello\",\n  apply(ctx) {\n    ctx.tools.register({\n      name: \"greet\",\n      description: \"Say hello\",\n      parameters: { name: { type: \"string\" } },\n      execute: async (args) => \"hi \" + args.name\n    });\n  }\n};",
    "def apply(ctx):\n    ctx.tools.register({\"name\": \"add\", \"description\": \"Add two numbers\", \"execute\": lambda args: args.a + args.b})\n\nplugin = {\"name\": \"calc\", \"apply\": apply, \"enabled\": True}",
    // Trial 5: Python's slices, unpacking, keyword arguments and
    // generators, and TypeScript's typed arrow.
    "let rest = xs[1:];",
    "name, score = line.split(\",\");",
    "let best = max(rows, key=|r| r.score);",
    "#{ execute: ({ key }: { key: string }): string => key }",
    // Negative cases: the habit is inside a string; only the real error is reported.
    "let s = \"a => b\"; let = 3;",
    "let s = `x === y ${ \"{ a: 1 }\" } null`; let = 1;",
    "let s = 'n'; let t = \"function f() { return null; }\" let u = 1;",
];

/// Runtime errors, run with the standard package.
const EVAL: [&str; 29] = [
    "let x = [3, 1, 2];\nx.sort().len()",
    "let a = [1];\nlet n = a.push(2).len();",
    "parseInt(\"3\")",
    "let x = undefined;",
    "let s = \"abc\";\ns.length",
    "fn f(x) { x.foo() }\nf(1)",
    "fn g(x) { h(x) }\nfn h(y) { y.zzz(\"a\") }\n\ng(1)",
    "let g = |x| {\n  let y = x + 1;\n  y.nope()\n};\ng.call(1)",
    "let a = [1];\na.map(|x| x.foo())",
    "let f = |x| x; f.call(1, 2)",
    "1 - \"a\"",
    "let a = [1, 2]; a.forEach(|x| x)",
    "\"abc\".toUpperCase()",
    "JSON.stringify(#{})",
    "let m = #{}; m.x.y",
    "let o = #{}; o.push(1)",
    "let m = #{ a: 1 };\nfor (key, value) in m { }",
    "\"a\\nb\".lines()",
    "throw \"the file was empty\"",
    "[1, 2][5]",
    "let n = 5; for x in n { }",
    "for i in 1..1..1 { }",
    "let m = #{ a: 1 };\nlet counts = m.keys().map(|k| m[k]);",
    // Trial 5: what only fails when it runs says what to write.
    "round(7 / 2)",
    "parse_float(3)",
    "int(\"3\")",
    "max([1, 2], |x| x)",
    "#{}.get(\"a\", 0)",
    "let counts = {};\ncounts[\"a\"]",
];

fn engine() -> Engine {
    let mut engine = Engine::new_raw();
    engine.register_global_module(StandardPackage::new().as_shared_module());
    engine
}

#[test]
fn parse_error_corpus() {
    let engine = Engine::new_raw();
    let out: Vec<String> = PARSE
        .iter()
        .map(|src| {
            let err = engine.compile(src).expect_err(src);
            format!("=== {src}\n{}", parse_error(src, &err))
        })
        .collect();
    insta::assert_snapshot!(out.join("\n\n"));
}

#[test]
fn too_deep_expressions_get_a_way_out() {
    let source = format!("let x = {}1{};", "[".repeat(200), "]".repeat(200));
    let err = Engine::new_raw().compile(&source).unwrap_err();
    let msg = parse_error(&source, &err);
    assert!(
        msg.starts_with("Syntax error: Expression exceeds maximum complexity"),
        "{msg}"
    );
    assert!(
        msg.contains("hint: this nests too deeply for the parser"),
        "{msg}"
    );
}

#[test]
fn eval_error_corpus() {
    let engine = engine();
    let out: Vec<String> = EVAL
        .iter()
        .map(|src| {
            let err = engine.eval::<Dynamic>(src).expect_err(src);
            format!("=== {src}\n{}", eval_error(Quoted::plain(src), &err))
        })
        .collect();
    insta::assert_snapshot!(out.join("\n\n"));
}

#[test]
fn the_range_hint_is_code_that_runs() {
    let engine = engine();
    let src = "for i in 1..1..1 { }";
    let msg = eval_error(
        Quoted::plain(src),
        &engine.eval::<Dynamic>(src).unwrap_err(),
    );
    let hint = msg.split("hint: ").nth(1).expect("a hint");
    let examples: Vec<&str> = hint.split('`').skip(1).step_by(2).collect();
    let loops: Vec<&&str> = examples.iter().filter(|e| e.starts_with("for")).collect();
    assert_eq!(loops.len(), 2, "{hint}");
    for example in loops {
        let runnable = example.replace("...", "");
        engine
            .run(&runnable)
            .unwrap_or_else(|e| panic!("{runnable}: {e}"));
    }
}

#[test]
fn no_internals_reach_the_model() {
    let engine = engine();
    for src in EVAL {
        let msg = eval_error(
            Quoted::plain(src),
            &engine.eval::<Dynamic>(src).unwrap_err(),
        );
        for internal in [
            "anon$",
            "i64",
            "Dynamic",
            "ImmutableString",
            "rhai::",
            "alloc::",
        ] {
            assert!(!msg.contains(internal), "{internal} in:\n{msg}");
        }
    }
}

#[test]
fn strings_never_trigger_hints() {
    let engine = Engine::new_raw();
    for src in &PARSE[34..] {
        let msg = parse_error(src, &engine.compile(src).unwrap_err());
        assert!(!msg.contains("hint:"), "{msg}");
    }
}

#[test]
fn errors_without_position_get_the_message_alone() {
    let err = rhai::EvalAltResult::ErrorRuntime("boom".into(), rhai::Position::NONE);
    assert_eq!(eval_error(Quoted::plain("x"), &err), "Runtime error: boom");
}

/// Trial 6: a regex that splits on non-letters is not taught as a split
/// on whitespace, which keeps the punctuation on the words; the code shown
/// instead runs and splits on non-letters.
#[test]
fn a_regex_split_on_non_letters_is_taught_as_code_that_does_it() {
    let hints = habits_of(
        "const words = args.text.toLowerCase().split(/[^a-z]+/).filter(w => w.length > 0);",
    );
    let hint = hints
        .iter()
        .find(|h| h.contains("`/[^a-z]+/`"))
        .expect("a regex hint");
    assert!(
        hint.contains("Rhai has no regular expressions")
            && hint.contains("splits only on whitespace"),
        "{hint}"
    );
    let code = code_pieces(hint)
        .into_iter()
        .find(|c| c.starts_with("let t"))
        .expect("code");
    let words = sandbox(&format!("let s = \"The cat, the dog.\"; {code} words"))
        .unwrap_or_else(|e| panic!("{code}: {e}"));
    assert_eq!(words.to_string(), r#"["The", "cat", "the", "dog"]"#);
    let digits = habits_of("let ws = s.split(/[^a-z0-9]+/);");
    assert!(digits[0].contains("c.is_alphanumeric()"), "{digits:?}");
    // A split on whitespace is what `.split()` does.
    let spaces = habits_of("let ws = s.split(/\\s+/);");
    assert!(
        spaces[0].contains("write `.split()` with no argument"),
        "{spaces:?}"
    );
}

/// Trial 6: `new Array(n).fill(0)` is taught as an array padded to `n`
/// items, which runs; any other `new` is still told to build a map.
#[test]
fn a_new_filled_array_is_taught_as_a_padded_one() {
    let hints = habits_of("        const counts: number[] = new Array(buckets).fill(0);");
    let hint = hints
        .iter()
        .find(|h| h.contains("new Array"))
        .expect("a hint");
    assert!(
        !hints.iter().any(|h| h.contains("build a map")),
        "{hints:?}"
    );
    let code = code_pieces(hint)
        .into_iter()
        .find(|c| c.starts_with("let counts = []"))
        .unwrap_or_else(|| panic!("{hint}"));
    let counts = sandbox(&format!("let buckets = 3; {code} counts")).unwrap();
    assert_eq!(counts.to_string(), "[0, 0, 0]");
    assert!(habits_of("let d = new Date();")[0].contains("has no clock"));
    assert!(habits_of("let d = new Date(s);")[0].contains("Rhai has no dates"));
}

/// Trial 6: `(max - min) / buckets || 1` is a number that may be 0, which
/// `??` never replaces: the whole expression is named and tested for 0, in
/// code that runs; a map's missing key keeps `??`.
#[test]
fn a_number_or_a_default_is_tested_for_zero() {
    let hints = habits_of("        const width = (max - min) / buckets || 1;");
    let hint = hints.iter().find(|h| h.contains("`||`")).expect("a hint");
    assert!(
        hint.contains("`??` replaces only `()` (a missing value), not 0")
            && hint.contains("`(max - min) / buckets` is a number that may be 0"),
        "{hint}"
    );
    assert!(!hint.contains("`buckets ?? 1`"), "{hint}");
    let code = code_pieces(hint)
        .into_iter()
        .find(|c| c.starts_with("let width"))
        .unwrap_or_else(|| panic!("{hint}"));
    for (values, width) in [("3.0, 3.0, 3.0", "1.0"), ("1.0, 10.0, 3.0", "3.0")] {
        let got = sandbox(&format!(
            "let v = [{values}]; let min = v[0]; let max = v[1]; let buckets = v[2]; {code} width"
        ))
        .unwrap_or_else(|e| panic!("{code}: {e}"));
        assert_eq!(got.to_string(), width, "{values}");
    }
    let named = habits_of("let n = x || 5;");
    let code = code_pieces(&named[0]);
    assert!(
        code.contains(&"if x == 0.0 { 5.0 } else { x }".to_owned()),
        "{named:?}"
    );
    assert_eq!(
        sandbox("let x = 0; if x == 0.0 { 5.0 } else { x }")
            .unwrap()
            .to_string(),
        "5.0"
    );
    assert!(habits_of("counts[w] = (counts[w] || 0) + 1;")[0].contains("write `counts[w] ?? 0`"));
    assert!(habits_of("let n = args.n || 10;")[0].contains("write `args.n ?? 10`"));
}

/// Trial 6: `Math.min(...values)` is the smallest item of an array, which
/// `min(a, b)` is not: it is taught as a `reduce` that runs; any other
/// spread is told Rhai has none.
#[test]
fn a_spread_into_min_is_taught_as_a_reduce() {
    for (line, smallest) in [
        ("        const min = Math.min(...values);", "1"),
        ("        const max = Math.max(...values);", "3"),
    ] {
        let hints = habits_of(line);
        assert_eq!(hints.len(), 1, "{hints:?}");
        assert!(
            hints[0].contains("Rhai has no spread (`...values`)"),
            "{hints:?}"
        );
        let code = code_pieces(&hints[0])
            .into_iter()
            .find(|c| c.starts_with("values.reduce"))
            .unwrap_or_else(|| panic!("{hints:?}"));
        let got = sandbox(&format!("let values = [3, 1, 2]; {code}")).unwrap();
        assert_eq!(got.to_string(), smallest, "{code}");
    }
    for (line, advice) in [
        ("let n = f(...args);", "`f(args[0], args[1])`"),
        ("let all = [...xs, 1];", "`let all = xs + [1];`"),
        (
            "let m = { ...base, a: 1 };",
            "`let m = #{ a: 1 }; m.mixin(base);`",
        ),
    ] {
        let hints = habits_of(line);
        assert!(
            hints.iter().any(|h| h.contains(advice)),
            "{line}: {hints:?}"
        );
    }
    assert_eq!(
        sandbox("let xs = [2]; let all = xs + [1]; let base = #{ b: 2 }; let m = #{ a: 1 }; m.mixin(base); `${all}${m.len()}`")
            .unwrap()
            .to_string(),
        "[2, 1]2"
    );
}

/// Trial 6: an f-string is rewritten with its expressions in Rhai and its
/// `\n` kept (a backtick string reads it as the f-string does), and the
/// template runs to what Python gave.
#[test]
fn an_f_string_is_rewritten_into_a_template_that_runs() {
    let line = r#"        return f"Total value: {round(total, 2)}\nLow stock: {', '.join(low)}""#;
    let hints = habits_of(line);
    let hint = hints
        .iter()
        .find(|h| h.contains("backtick template"))
        .expect("a hint");
    let template = &code_pieces(hint)[0];
    assert_eq!(
        template,
        r#"`Total value: ${parse_float(total.to_fixed(2))}\nLow stock: ${low.join(", ")}`"#
    );
    let got = sandbox(&format!(
        "let total = 24.784; let low = [\"pear\", \"kiwi\"]; {template}"
    ))
    .unwrap();
    assert_eq!(got.to_string(), "Total value: 24.78\nLow stock: pear, kiwi");
    let formatted = habits_of(r#"msg = f"{x:.1f} of {n!r}""#);
    assert!(
        formatted[0].contains("`` `${x.to_fixed(1)} of '${n}'` ``"),
        "{formatted:?}"
    );
}

/// Trial 6: a comprehension's item is rewritten with the foreign methods
/// the list spells as another method (`upper`), and a method it spells
/// otherwise stays and has its own hint on the line.
#[test]
fn a_comprehension_carries_no_foreign_method() {
    let hints = habits_of(r#"    return "".join(p[0].upper() + "." for p in parts)"#);
    assert!(
        hints
            .iter()
            .any(|h| h.contains(r#"`parts.map(|p| p[0].to_upper() + ".")`"#)),
        "{hints:?}"
    );
    assert!(
        hints.iter().any(|h| h.contains("no method `upper`")),
        "{hints:?}"
    );
    let got =
        sandbox(r#"let parts = ["ada", "king"]; parts.map(|p| p[0].to_upper() + ".").join("")"#)
            .unwrap();
    assert_eq!(got.to_string(), "A.K.");
    let hints = habits_of("    heads = [w.substring(0, 1) for w in words]");
    assert!(
        hints
            .iter()
            .any(|h| h.contains("`words.map(|w| w.substring(0, 1))`"))
            && hints
                .iter()
                .any(|h| h.contains("Rhai has no method `substring`")),
        "{hints:?}"
    );
}

/// Trial 6: a `)` too early is told which `(` it closed and what is left
/// over, not that `min` takes no array; a real misuse of `min` still is.
#[test]
fn a_bracket_closed_too_early_is_located() {
    let src = "let f = |v| {\n  const i = min((v - min) / width).floor(), buckets - 1);\n};";
    let msg = parse_error(src, &Engine::new_raw().compile(src).unwrap_err());
    assert!(
        msg.contains("hint: the brackets on this line do not balance (3 `(` and 4 `)`): `min(` at column 13 closes at column 34, so `, buckets - 1)` is left over"),
        "{msg}"
    );
    assert!(!msg.contains("compare two numbers"), "{msg}");
    let src = "let best = max(rows, |r| r.score);\nlet = 1;";
    let msg = parse_error(src, &Engine::new_raw().compile(src).unwrap_err());
    assert!(msg.contains("compare two numbers"), "{msg}");
}

/// Trial 6: Python's standard modules are not services to inject: each
/// import and call says what Rhai has instead, in code that runs.
#[test]
fn standard_modules_are_told_what_rhai_has_instead() {
    let samples = "let text = \"name,qty\\nwidget,3\\ngadget,12\\n\"; let s = \"a,b\"; let key = \"a\"; \
                   let x = 2.5; let a = -1; let b = 2; let arr = [1, 2]; let fields = [\"a\", \"b\"]; \
                   let lines = [\"a\", \"b\"]; let value = #{ a: 1 }; let path = \"p\"; let n = 3; let m = #{ a: 1 };";
    let mut seen = 0;
    for line in [
        "import json",
        "import csv",
        "import io",
        "import re",
        "import math",
        "import sys",
        "from collections import Counter",
        "import datetime",
        "import random",
        "from typing import List",
        "import itertools",
        "data = json.loads(text)",
        "return json.dumps(rows, indent=2)",
        "rows = list(csv.DictReader(io.StringIO(text)))",
        "rows = csv.reader(text)",
        "w = csv.writer(out)",
        "y = math.floor(x)",
    ] {
        let hints = habits_of(line);
        assert!(
            !hints.iter().any(|h| h.contains("Services come through")),
            "{line}: {hints:?}"
        );
        assert!(
            hints.iter().any(|h| h.contains("Rhai has no `")),
            "{line}: {hints:?}"
        );
        for hint in &hints {
            for code in code_pieces(hint) {
                let bare = !code.contains(['(', '.', '[', '=', ' ']);
                if bare
                    || code.contains("...")
                    || code.contains("ctx.")
                    || code.starts_with("inject")
                    || line.contains(code.as_str())
                {
                    continue;
                }
                let text = if line.contains("json") {
                    "let text = \"[1]\";"
                } else {
                    ""
                };
                let _ = sandbox(&format!("{samples} {text}\n{code}"))
                    .unwrap_or_else(|e| panic!("{line}: `{code}` fails: {e}"));
                seen += 1;
            }
        }
    }
    assert!(seen > 10, "{seen}");
    let rows = sandbox(&format!(
        "let text = \"name,qty\\nwidget,3\\ngadget,12\\n\"; {} rows[1].qty",
        super::advice::CSV_MAPS
            .split('`')
            .nth(1)
            .unwrap_or_default()
    ))
    .unwrap();
    assert_eq!(rows.to_string(), "12");
    let hints = habits_of("rows = list(csv.DictReader(io.StringIO(text)))");
    for name in ["function `list`", "`csv.DictReader`", "`io.StringIO`"] {
        assert!(hints.iter().any(|h| h.contains(name)), "{name}: {hints:?}");
    }
    // A service stays one.
    assert!(habits_of("import os")[0].contains("Services come through `inject`"));
}

/// Trial 6: `const sorted = entries.sort(...)` keeps the `()` that `sort`
/// returns; the first answer says so, and the code it shows runs.
#[test]
fn a_value_kept_from_an_in_place_method_is_told_it_is_unit() {
    let source = "let entries = [[\"a\", 1]];\nconst sorted = entries.sort(|a, b| b[1] - a[1]);\nconst top = Object.entries(counts).sort((a, b) => b[1] - a[1]);\nreturn xs.sort();\nlet n = a.push(2);\nxs.sort();";
    let code = super::strip::code_only(source);
    let got: Vec<(usize, String)> = super::habits::across_lines_of(&code, source)
        .into_iter()
        .map(|(l, h)| (l, h.text))
        .collect();
    let on = |line: usize, advice: &str| {
        assert!(
            got.iter().any(|(l, t)| *l == line && t.contains(advice)),
            "{line}: {advice}: {got:?}"
        );
    };
    on(
        2,
        "`sort` changes `entries` in place and returns `()`, so `sorted` would be `()`: call it on its own line, `entries.sort(...);`, then use `entries`",
    );
    // (The entries Rhai writes otherwise, told at their own point.)
    on(3, "`let top = ...; top.sort(...);`");
    on(4, "then `return xs;`");
    on(5, "`push` changes `a` in place");
    assert!(!got.iter().any(|(l, _)| *l == 6), "{got:?}");
    let got = sandbox("let entries = [[\"a\", 1], [\"b\", 2]]; entries.sort(|a, b| b[1] - a[1]); let sorted = entries; sorted[0][0]").unwrap();
    assert_eq!(got.to_string(), "b");
}

/// `s.chars()` is a stream, not an array (trial 7, task 5: `.reverse()`
/// on it was "Function not found: reverse (range)").
#[test]
fn a_method_of_arrays_called_on_chars_is_told_to_chars() {
    let engine = engine();
    let source = "let s = \"abc\"; s.chars().reverse()";
    let err = engine.eval::<Dynamic>(source).unwrap_err();
    let text = eval_error(Quoted::plain(source), &err);
    assert!(text.contains("write `s.to_chars()`"), "{text}");
    let fixed = "let s = \"abc\"; let c = s.to_chars(); c.reverse(); c";
    assert!(engine.eval::<Dynamic>(fixed).is_ok());
}

/// Trial 7 (attempt 2): `s[n // 2]` is Python's floor division, which
/// Rhai reads as `s[n` and a comment; it is listed with the others, and is
/// the hint when the parser notices the missing `]` lines later. A `//`
/// after a statement, or before words, stays a comment.
#[test]
fn floor_division_is_told_it_starts_a_comment() {
    let hints = habits_of("                med = s[n // 2];");
    let hint = hints
        .iter()
        .find(|h| h.contains("`//` starts a comment in Rhai"))
        .unwrap_or_else(|| panic!("{hints:?}"));
    assert!(
        hint.contains("`n / 2`") && hint.contains("`(n / 2.0).floor()`"),
        "{hint}"
    );
    assert!(
        habits_of("let half = total // count")
            .iter()
            .any(|h| h.contains("`total / count`"))
    );
    for line in [
        "let x = 5; // note",
        "foo(x) // call foo twice",
        "} // end of the loop",
        "return x // the value",
        "let url = \"http://x\";",
        "// a comment",
        "let t = `${a}` // in a template",
    ] {
        assert!(
            !habits_of(line).iter().any(|h| h.contains("`//` starts")),
            "{line}: {:?}",
            habits_of(line)
        );
    }
    let src = "let s = [1, 2, 3];\nlet n = 3;\nlet med = 0;\nif n % 2 == 1 {\n    med = s[n // 2];\n} else {\n    med = s[0];\n}";
    let msg = parse_error(src, &Engine::new_raw().compile(src).unwrap_err());
    let first_hint = msg.lines().find(|l| l.starts_with("hint: ")).unwrap_or("");
    assert!(
        first_hint.contains("`//` starts a comment in Rhai") && first_hint.ends_with("(line 5)"),
        "{msg}"
    );
    for (code, value) in [
        ("let n = 7; n / 2", "3"),
        ("let n = 7.0; (n / 2.0).floor()", "3.0"),
    ] {
        assert_eq!(sandbox(code).unwrap().to_string(), value, "{code}");
    }
}

/// Trial 7 (attempts 3 and 5): `not line.strip()` and `if word:` test a
/// string's truthiness, which Rhai has not: `!` and `if` take a bool, so
/// the answer writes the test out, in code that runs; a condition that is
/// a bool stays as it is.
#[test]
fn truthiness_is_written_out_as_a_test() {
    let has = |line: &str, advice: &str| {
        let got = habits_of(line);
        assert!(got.iter().any(|h| h.contains(advice)), "{line}: {got:?}");
        got
    };
    let got = has(
        "            if not line.strip():",
        "`not line.strip()` is `line.trim() == \"\"`",
    );
    assert!(
        !got.iter().any(|h| h.contains("`!line.strip()`")),
        "{got:?}"
    );
    has(
        "                if word:",
        "write `if word != \"\" { ... }` for a string",
    );
    has("    while queue:", "`while !queue.is_empty() { ... }`");
    let got = has(
        "    if word and args[\"strict\"]:",
        "`if word != \"\" { ... }`",
    );
    assert!(
        got.iter()
            .any(|h| h.contains("`if args[\"strict\"] != \"\" { ... }`")),
        "{got:?}"
    );
    has("    if not numbers:", "`numbers.is_empty()`");
    for line in [
        "    if x > 0:",
        "    if line.startswith(\"#\"):",
        "    if os.path.exists(p):",
        "    if is_ok(x):",
        "    if x in seen:",
        "    if True:",
        "    if not line.isdigit():",
        "if word { }",
    ] {
        assert!(
            !habits_of(line).iter().any(|h| h.contains("no truthiness")),
            "{line}: {:?}",
            habits_of(line)
        );
    }
    for code in [
        "let line = \"  \"; line.trim().is_empty()",
        "let word = \"a\"; if word != \"\" { true } else { false }",
        "let queue = [1]; if !queue.is_empty() { true } else { false }",
        "let queue = [1]; queue.len() > 0",
    ] {
        assert_eq!(sandbox(code).unwrap().to_string(), "true", "{code}");
    }
}

/// Trial 7 (attempt 3): `re.sub(r"[^a-z0-9]+", "-", s)` matches a class of
/// characters, which no text method does: the answer writes the loop
/// over the characters on the code's own string, and it makes the slug.
#[test]
fn a_regex_with_a_character_class_is_taught_as_a_loop_that_runs() {
    let hints =
        habits_of(r#"            slug = re.sub(r"[^a-z0-9]+", "-", line.lower()).strip("-")"#);
    let hint = hints
        .iter()
        .find(|h| h.contains("`re.sub` with `[^a-z0-9]+`"))
        .unwrap_or_else(|| panic!("{hints:?}"));
    assert!(!hint.contains("s.contains(key)"), "{hint}");
    let code = code_pieces(hint)
        .into_iter()
        .find(|c| c.starts_with("let out"))
        .expect("code");
    assert!(code.contains("line.to_lower().chars()"), "{code}");
    for (line, slug) in [
        ("Hello, World!", "hello-world"),
        (
            "  -- Rust & Rhai: a love story --",
            "rust-rhai-a-love-story",
        ),
    ] {
        let got = sandbox(&format!("let line = \"{line}\"; {code} out"))
            .unwrap_or_else(|e| panic!("{code}: {e}"));
        assert_eq!(got.to_string(), slug);
    }
    let hints = habits_of(r#"    words = re.findall(r"[a-z]+", text)"#);
    assert!(
        hints
            .iter()
            .any(|h| h.contains("`for c in s.chars() { if c.is_alphabetic() { ... } }`")),
        "{hints:?}"
    );
    assert!(habits_of("import re")[0].contains("for c in s.chars()"));
}

/// Trial 7 (attempt 5): a comprehension over pairs with a dict in its item
/// is one closure parameter read by index (a second one would be the
/// index), with the dict a map `#{...}`; a foreign method the iterable
/// ends with is left to its own point, which the advice says.
#[test]
fn a_comprehension_over_pairs_reads_the_pair_by_index() {
    let hints =
        habits_of(r#"        top = [{"word": w, "count": c} for w, c in counter.most_common(3)]"#);
    let hint = hints
        .iter()
        .find(|h| h.contains("no list comprehensions"))
        .unwrap_or_else(|| panic!("{hints:?}"));
    assert!(
        hint.contains(r#".map(|pair| #{"word": pair[0], "count": pair[1]})`"#)
            && hint.contains("`w` is `pair[0]`, `c` is `pair[1]`")
            && !hint.contains("|w, c|"),
        "{hint}"
    );
    if super::foreign::method("most_common").is_some() {
        assert!(hint.contains("once `most_common` is replaced"), "{hint}");
    }
    let hints = habits_of("    names = [k for k, v in d.items() if v > 1]");
    assert!(
        hints.iter().any(|h| h.contains(
            "`let keys = d.keys(); keys.filter(|k| d[k] > 1)` (an `if` becomes `.filter(|x| ...)`; `keys()` gives them sorted"
        )),
        "{hints:?}"
    );
    let got = sandbox(
        r#"let rows = [["cat", 3], ["a", 2]]; to_json(rows.filter(|pair| pair[1] > 2).map(|pair| #{"word": pair[0], "count": pair[1]}))"#,
    )
    .unwrap();
    assert_eq!(got.to_string(), r#"[{"count":3,"word":"cat"}]"#);
}

/// Trial 7 (attempt 2): Python's `statistics` is computed from the array,
/// on the code's own names, in code that runs; `math.sqrt` is `sqrt`.
#[test]
fn statistics_are_computed_in_code_that_runs() {
    let data = "let numbers = [2, 4, 4, 4, 5, 5, 7, 9];";
    for (line, value) in [
        // (An int where ints come out whole, as Python's.)
        ("        mean = round(statistics.mean(numbers), 2)", "5"),
        (
            "        median = round(statistics.median(numbers), 2)",
            "4.5",
        ),
        (
            "        stdev = round(statistics.pstdev(numbers), 2)",
            "2.0",
        ),
    ] {
        let hints = habits_of(line);
        let hint = hints
            .iter()
            .find(|h| h.contains("Rhai has no `statistics."))
            .unwrap_or_else(|| panic!("{line}: {hints:?}"));
        let code = code_pieces(hint)
            .into_iter()
            .find(|c| c.contains("numbers"))
            .unwrap_or_else(|| panic!("{hint}"));
        let last = if code.starts_with("let") {
            code.split("let ")
                .last()
                .and_then(|l| l.split(' ').next())
                .unwrap()
                .to_owned()
        } else {
            String::new()
        };
        let got =
            sandbox(&format!("{data} {code} {last}")).unwrap_or_else(|e| panic!("{code}: {e}"));
        assert_eq!(got.to_string(), value, "{code}");
    }
    assert!(habits_of("import statistics")[0].contains("Rhai has no `statistics` module"));
    assert!(habits_of("r = math.sqrt(x)")[0].contains("`sqrt(x)` or `x.sqrt()`"));
    assert!(habits_of("r = math.floor(x)")[0].contains("`x.floor()`"));
    for code in ["let x = 2.0; sqrt(x) + x.sqrt()", "let x = 2.5; x.floor()"] {
        let _ = sandbox(code).unwrap_or_else(|e| panic!("{code}: {e}"));
    }
}

/// Trial 7 (attempt 4): a `Set` is a map of keys, and its `has` and `add`
/// are told with it.
#[test]
fn a_set_is_taught_as_a_map_of_keys() {
    for line in [
        "        const seen = new Set<string>();",
        "    seen = set()",
    ] {
        let hints = habits_of(line);
        assert!(
            hints
                .iter()
                .any(|h| h.contains("`seen.contains(k)` for `has(k)`")),
            "{line}: {hints:?}"
        );
        assert!(
            !hints.iter().any(|h| h.contains("build a map")),
            "{hints:?}"
        );
    }
    let got = sandbox("let seen = #{}; let k = \"a\"; seen[k] = true; seen.contains(k) && k in seen && !seen.contains(\"b\")").unwrap();
    assert_eq!(got.to_string(), "true");
}

/// Trial 19's brief: words taken with `match(/\w+/g)` and sentences split
/// at `[.!?]`; the code each hint shows runs and gives them.
#[test]
fn a_regex_for_words_or_sentences_is_taught_code_that_runs() {
    for (line, sample, gives) in [
        (
            r"const words = text.toLowerCase().match(/\b[\w'-]+\b/g);",
            "It's a well-known fact.",
            r#"["It's", "a", "well-known", "fact"]"#,
        ),
        (
            "const sentences = text.split(/[.!?]+/);",
            "One. Two! Three?",
            r#"["One", "Two", "Three"]"#,
        ),
    ] {
        let hints = habits_of(line);
        let hint = hints
            .iter()
            .find(|h| h.contains("regular expressions"))
            .unwrap_or_else(|| panic!("{line}: {hints:?}"));
        let code = code_pieces(hint)
            .into_iter()
            .find(|p| p.contains("let "))
            .unwrap_or_else(|| panic!("{hint}"));
        let result = if code.contains("words") {
            "words"
        } else {
            "parts"
        };
        let got = sandbox(&format!("let s = {sample:?}; {code} {result}"))
            .unwrap_or_else(|e| panic!("{code}: {e}"));
        assert_eq!(got.to_string(), gives, "{code}");
    }
}

/// Lines of the kind trial 19's brief asks for, each taught with the
/// code's own names.
#[test]
fn everyday_lines_are_taught_with_their_own_names() {
    for (line, piece) in [
        (
            "totals = defaultdict(float)",
            "`let totals = #{}; totals[key] = (totals[key] ?? 0.0) + amount;`",
        ),
        (
            "  const [h, m] = t.split(\":\").map(Number);",
            "`.map(|s| parse_float(s))`",
        ),
        (
            "  constructor(public title: string, public start: number) {}",
            "`fn make(title, start) { #{ title: title, start: start } }`",
        ),
        (
            "const longest = Math.max(...words.map((w) => w.length));",
            "`xs.reduce(|m, v| max(m, v), xs[0])`",
        ),
        (
            "for (const [i, a] of meetings.entries()) {",
            "write `for (a, i) in meetings { ... }`",
        ),
        ("    return \"\\n\".join(out)", "write `out.join(\"\\n\")`"),
    ] {
        let hints = habits_of(line);
        assert!(
            hints.iter().any(|h| h.contains(piece)),
            "{line}: {piece}: {hints:?}"
        );
    }
    // The loop over entries is one item, not three.
    assert_eq!(
        habits_of("for (const [i, a] of meetings.entries()) {").len(),
        1
    );
    let got = sandbox("let totals = #{}; let key = \"a\"; let amount = 1.5; totals[key] = (totals[key] ?? 0.0) + amount; totals[key] = (totals[key] ?? 0.0) + amount; totals.a").unwrap();
    assert_eq!(got.to_string(), "3.0");
}

/// `/^\d{4}-\d{2}-\d{2}$/.test(date)` is told as a split and each
/// field's digits (trial 120's was told only to match plain text): the
/// form, run as written, keeps a date and refuses what the pattern does.
#[test]
fn a_regex_of_digit_fields_is_told_as_a_test_that_runs() {
    let hints = habits_of("  if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(date)) return null;");
    let hint = hints
        .iter()
        .find(|h| h.contains("test the fields of digits"))
        .unwrap_or_else(|| panic!("{hints:?}"));
    let pieces = code_pieces(hint);
    let (split, test) = (
        pieces.iter().find(|p| p.starts_with("let f = date.split(")),
        pieces.iter().find(|p| p.starts_with("f.len() == 3")),
    );
    let (Some(split), Some(test)) = (split, test) else {
        panic!("{hint}");
    };
    for (date, kept) in [
        ("2024-03-05", true),
        ("2024-3-05", false),
        ("2024-03-0x", false),
        ("2024-03", false),
        ("2024-03-05-01", false),
    ] {
        let got = sandbox(&format!("let date = \"{date}\"; {split} {test}")).unwrap();
        assert_eq!(got.as_bool().ok(), Some(kept), "{date}: {split} {test}");
    }
}

/// `\u00b0` in an f-string is the character itself in the template (trial
/// 121's form lost the backslash and printed `u00b0C`).
#[test]
fn an_f_strings_character_code_is_the_character() {
    let hints = habits_of("    return f\"{t:.1f}\\u00b0C\"");
    assert!(
        hints
            .iter()
            .any(|h| h.contains("`` `${t.to_fixed(1)}°C` ``")),
        "{hints:?}"
    );
}

/// A `__lt__` is told as the comparer of its own order, field by field
/// (trial 122's descending one was told an ascending template): the
/// comparer, run as written, sorts as Python's `sorted` of the objects.
#[test]
fn a_less_than_is_told_as_a_comparer_that_sorts_as_python_does() {
    let src = "class Route:\n    def __lt__(self, other):\n        return (self.revenue, self.name) > (other.revenue, other.name)\n";
    let msg = parse_error(src, &Engine::new_raw().compile(src).unwrap_err());
    let comparer = code_pieces(&msg)
        .into_iter()
        .find_map(|p| {
            p.strip_prefix("xs.sort(")
                .and_then(|c| c.strip_suffix(')'))
                .map(str::to_owned)
        })
        .unwrap_or_else(|| panic!("{msg}"));
    // Python: sorted by revenue, then name, both descending.
    let got = sandbox(&format!(
        "let xs = [#{{ revenue: 5, name: \"b\" }}, #{{ revenue: 9, name: \"a\" }}, #{{ revenue: 5, name: \"c\" }}]; xs.sort({comparer}); xs.map(|x| x.name).reduce(|s, n| s + n, \"\")"
    ))
    .unwrap();
    assert_eq!(got.to_string(), "acb", "{comparer}");
}

/// `n in m` of a map keyed by a number's text (trial 123): told to make
/// the number a string, and the form it writes runs.
#[test]
fn a_number_tested_as_a_maps_key_is_told_its_text() {
    let engine = engine();
    let source = "let m = #{ \"1\": \"minor\" }; let n = 1; n in m";
    let err = engine.eval::<Dynamic>(source).unwrap_err();
    let text = eval_error(Quoted::plain(source), &err);
    assert!(text.contains("`n.to_string() in m`"), "{text}");
    let fixed = "let m = #{ \"1\": \"minor\" }; let n = 1; n.to_string() in m";
    assert_eq!(engine.eval::<bool>(fixed).ok(), Some(true));
}

/// A parse error at a line of another language's code names the line as
/// such, not the parser's symptom alone (`Expecting ';'` at `enum Stage {`
/// was read as a `;` to add, trials 64 to 125), and an arrow's `v =>` is no
/// keyword argument `v=...` (its `=` starts `=>`).
#[test]
fn a_line_of_another_language_is_named_so_before_the_parsers_words() {
    let engine = Engine::new_raw();
    for (src, parser) in [
        ("let x = 1;\nenum Stage { A, B }", "Expecting ';'"),
        ("let ys = xs.map(v => v * 2);", "Expecting ','"),
        ("\"\"\"Report.\"\"\"\nimport json", "Expecting ';'"),
    ] {
        let err = engine.compile(src).expect_err(src);
        let answer = parse_error(src, &err);
        let head = answer.lines().next().unwrap_or_default();
        assert!(
            head.starts_with(
                "Syntax error: Rhai cannot read this line, written as another language writes it"
            ) && head.contains(&format!("(the parser's words where it stopped: {parser}")),
            "{src}:\n{answer}"
        );
        assert!(!answer.contains("keyword arguments"), "{src}:\n{answer}");
    }
    // A slip of Rhai's own keeps the parser's words as they are.
    let src = "let x = (1 + 2;";
    let err = engine.compile(src).expect_err(src);
    assert!(parse_error(src, &err).starts_with("Syntax error: Expecting ')'"));
}

/// A value that makes a function, as the passes that keep a closure out
/// of a `fn`'s parameters read it: its head's `=>`, not one inside it.
#[test]
fn a_function_value_is_told_by_its_head() {
    let holds = |value: &str| {
        super::tokens::holds_function(super::tokens::tokenize(value).iter().map(|(_, t)| t))
    };
    for value in [
        "(x) => x + 1",
        "(e: Entry): number => e.km",
        "<T>(xs: T[]) => xs[0]",
        "<E extends Record<string, string>>(e: E, v: string): v is E[keyof E] =>",
        "x => x * 2",
        "async (path) => read(path)",
        "function (a, b) { return a - b; }",
        "lambda r: r.km",
    ] {
        assert!(holds(value), "{value}");
    }
    for value in [
        "(a + b) * xs.reduce((s, x) => s + x, 0)",
        "xs.map(x => x * 2)",
        "picks.reduce((a, p) => a + p.kg, 0)",
        "42",
        "new Map()",
    ] {
        assert!(!holds(value), "{value}");
    }
}
