//! The plugins of usability trial 6 (`tests/trials/6/habits`), as a model
//! with JavaScript, TypeScript and Python habits wrote them, following only
//! the errors: each first answer names every habit the trial found it
//! missing or misleading on (a destructured parameter, a regex split, a
//! filled array, `x || 1` on a number, a spread, the declared types, an
//! f-string's expressions and escapes, a comprehension's methods, a `)`
//! too early, Python's standard modules, a kept in-place result), and the
//! code it suggests runs in the sandbox.

use serde_json::json;

use super::{advises, answer, version};

/// Every version the model wrote, by attempt.
const VERSIONS: &[(&str, &str)] = &[
    ("1/v1.js", include_str!("../../trials/6/habits/1/v1.js")),
    ("1/v2.rhai", include_str!("../../trials/6/habits/1/v2.rhai")),
    ("1/v3.rhai", include_str!("../../trials/6/habits/1/v3.rhai")),
    ("1/v4.rhai", include_str!("../../trials/6/habits/1/v4.rhai")),
    ("1/v5.rhai", include_str!("../../trials/6/habits/1/v5.rhai")),
    ("1/v6.rhai", include_str!("../../trials/6/habits/1/v6.rhai")),
    ("2/v1.py", include_str!("../../trials/6/habits/2/v1.py")),
    ("2/v2.rhai", include_str!("../../trials/6/habits/2/v2.rhai")),
    ("2/v3.rhai", include_str!("../../trials/6/habits/2/v3.rhai")),
    ("2/v4.rhai", include_str!("../../trials/6/habits/2/v4.rhai")),
    ("3/v1.py", include_str!("../../trials/6/habits/3/v1.py")),
    ("3/v2.rhai", include_str!("../../trials/6/habits/3/v2.rhai")),
    ("3/v3.rhai", include_str!("../../trials/6/habits/3/v3.rhai")),
    ("4/v1.ts", include_str!("../../trials/6/habits/4/v1.ts")),
    ("4/v2.rhai", include_str!("../../trials/6/habits/4/v2.rhai")),
    ("4/v3.rhai", include_str!("../../trials/6/habits/4/v3.rhai")),
    ("4/v4.rhai", include_str!("../../trials/6/habits/4/v4.rhai")),
    ("4/v5.rhai", include_str!("../../trials/6/habits/4/v5.rhai")),
    ("4/v6.rhai", include_str!("../../trials/6/habits/4/v6.rhai")),
    ("4/v7.rhai", include_str!("../../trials/6/habits/4/v7.rhai")),
    ("5/v1.py", include_str!("../../trials/6/habits/5/v1.py")),
    ("5/v2.rhai", include_str!("../../trials/6/habits/5/v2.rhai")),
    ("5/v3.rhai", include_str!("../../trials/6/habits/5/v3.rhai")),
    ("5/v4.rhai", include_str!("../../trials/6/habits/5/v4.rhai")),
    ("5/v5.rhai", include_str!("../../trials/6/habits/5/v5.rhai")),
    ("5/v6.rhai", include_str!("../../trials/6/habits/5/v6.rhai")),
];

/// What each refused version's first answer must say: the line, and a
/// piece of the advice given for it.
const EXPECTED: &[(&str, &[(usize, &str)])] = &[
    (
        "1/v1.js",
        &[
            (12, "Rhai has no regular expressions (`/[^a-z]+/`)"),
            (12, "splits only on whitespace"),
            (12, "c.is_alphabetic()"),
            (15, "write `counts[w] ?? 0`"),
            (17, "so `sorted` would be `()`"),
            (
                18,
                "`|pair| ... pair[0] ... pair[1]` (`w` is `pair[0]`, `c` is `pair[1]`)",
            ),
        ],
    ),
    (
        "1/v2.rhai",
        &[
            (
                20,
                "Rhai closures cannot destructure their parameters (`[w, c]`)",
            ),
            (19, "`sort` changes `entries` in place and returns `()`"),
        ],
    ),
    (
        "2/v1.py",
        &[
            (1, "Rhai has no `json` module"),
            (1, "`parse_json(text)`"),
            (5, "Rhai has no `json.loads`: write `parse_json(text)`"),
            (
                8,
                r#"`` `Total value: ${parse_float(total.to_fixed(2))}\nLow stock: ${low.join(", ")}` ``"#,
            ),
        ],
    ),
    (
        "3/v1.py",
        &[
            (6, "Rhai has no method `upper`"),
            (6, r#"`parts.map(|p| p[0].to_upper() + ".")`"#),
        ],
    ),
    (
        "4/v1.ts",
        &[
            (14, "`values.reduce(|m, v| min(m, v), values[0])`"),
            (15, "`values.reduce(|m, v| max(m, v), values[0])`"),
            (16, "`??` replaces only `()` (a missing value), not 0"),
            (
                16,
                "`let width = (max - min) / buckets; if width == 0.0 { width = 1.0; }`",
            ),
            (17, "`let counts = []; counts.pad(buckets, 0);`"),
        ],
    ),
    (
        "4/v2.rhai",
        &[(
            20,
            "`min(` at column 21 closes at column 42, so `, buckets - 1)` is left over",
        )],
    ),
    (
        "5/v1.py",
        &[
            (1, "Rhai has no `csv` module"),
            (1, r#"line.split_csv()"#),
            (2, "Rhai has no `io` module"),
            (3, "Rhai has no `json` module"),
            (14, "Rhai has no function `list`"),
            (14, "Rhai has no `csv.DictReader`"),
            (14, "Rhai has no `io.StringIO`"),
            (19, "Rhai has no `json.dumps`: write `to_json(value)`"),
        ],
    ),
];

/// What the trial found misleading in a first answer, by version.
const MISLEADING: &[(&str, &[&str])] = &[
    (
        "1/v1.js",
        &[
            "`|| ...`",
            "write `.split()` with no argument, which splits on whitespace",
            "n: #{ type: \"string\" }",
        ],
    ),
    (
        "2/v1.py",
        &["${round(", "${\", \".join(", "Services come through"],
    ),
    ("3/v1.py", &["`parts.map(|p| p[0].upper()"]),
    (
        "4/v1.ts",
        &[
            "build a map",
            "`buckets ?? 1`",
            "write `min(a, b)` instead of `Math.min(...)` (line 14",
            "write `max(a, b)` instead of `Math.max(...)` (line 15",
        ],
    ),
    ("4/v2.rhai", &["compare two numbers"]),
    ("5/v1.py", &["Services come through"]),
];

#[test]
fn every_first_answer_names_each_habit_with_its_line_and_fix() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for (name, expected) in EXPECTED {
        let (answer, error) = answer(&toolset, version(VERSIONS, name));
        assert!(error, "{name} mounted:\n{answer}");
        for (line, advice) in *expected {
            assert!(
                advises(&answer, *line, advice),
                "{name}: line {line} lacks `{advice}`:\n{answer}"
            );
        }
    }
    for (name, wrong) in MISLEADING {
        let (answer, _) = answer(&toolset, version(VERSIONS, name));
        for wrong in *wrong {
            assert!(!answer.contains(wrong), "{name} says `{wrong}`:\n{answer}");
        }
    }
}

/// The code of a first answer: each piece between backticks (a
/// double-backticked one whole) that is code to run, not a form with
/// `...` to fill, a bare word, or the code as the model wrote it.
fn suggestions(answer: &str, source: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = answer;
    while let Some(at) = rest.find('`') {
        let before = &answer[..answer.len() - rest.len() + at];
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
        let code = &body[..end];
        // What the model wrote, as the answer quotes it.
        let quoted = [
            "destructuring ",
            "drop ",
            "instead of ",
            "instead of the f-string ",
            "parameters (",
            "spread (",
            "expressions (",
            "for ",
            ", so ",
            "has no ",
            " nor ",
            "not ",
        ]
        .iter()
        .any(|q| before.ends_with(q));
        rest = &body[end + close.len()..];
        if quoted {
            continue;
        }
        // A function of the model's own, which the rewrite calls as written.
        let own = source
            .split(['\n', ' '])
            .zip(source.split(['\n', ' ']).skip(1))
            .filter(|(w, _)| matches!(*w, "def" | "function"))
            .filter_map(|(_, name)| name.split_once('('))
            .any(|(name, _)| code.contains(&format!("{name}(")));
        let bare = !code.contains(['(', '.', '[', '=', ' ']);
        if bare
            || own
            || code.contains("...")
            || source.contains(code)
            || code.starts_with("inject")
            || code.starts_with("for ")
            || code.starts_with('|')
            || code.starts_with(['#', '.'])
            || code
                .split_once(": ")
                .is_some_and(|(k, _)| k.chars().all(|c| c == '_' || c.is_alphanumeric()))
            || out.iter().any(|c| c == code)
        {
            continue;
        }
        out.push(code.to_owned());
    }
    out
}

/// The names the suggestions use, as the trial's data gives them.
const SAMPLES: &str = r#"let data = [#{ name: "pear", qty: 3, price: 2.5 }]; let total = 24.784; let low = ["pear", "kiwi"];
    let arr = [1, 2]; let items = [3]; let item = 1; let rows = [#{ score: 1, done: true }, #{ score: 2, done: false }];
    let value = #{ a: [1] }; let m = #{ a: 1 }; let key = "a"; let x = 2.5; let a = 1; let b = 4;
    let n = 3; let c = 'a'; let values = [3.0, 1.0, 2.0]; let buckets = 3; let w = "a";
    let counts = #{ a: 1 }; let parts = ["ada", "king"]; let fields = ["a", "b"]; let lines = ["a", "b"];
    let pair = ["a", 1];"#;

/// Runs `code` in a tool of a mounted plugin, with `text` the file's text
/// and the samples: its error, if any.
fn run(toolset: &cordis_toolset::Toolset, file: &str, code: &str, fns: &str) -> Option<String> {
    // A `fn` runs nothing by itself: it mounts at the top level.
    if code.starts_with("fn ") {
        let plugin = format!("{code}\n#{{ name: \"probe\", apply: |ctx| {{}} }}");
        let (mounted, error, report) =
            cordis_toolset_tests::call_tool(toolset, "cordis_mount", json!({ "code": plugin }));
        if error {
            return Some(mounted);
        }
        let id = report.unwrap()["id"].as_str().unwrap().to_owned();
        cordis_toolset_tests::call_tool(toolset, "cordis_unmount", json!({ "id": id }));
        return None;
    }
    let s = if code.contains("s.chars()") {
        "The cat, the dog."
    } else {
        "42"
    };
    // The conditional value's `c` is a bool, not the sample character.
    let bounds = if code.contains("(max - min)") {
        "let min = 1.0; let max = 10.0;"
    } else if code.starts_with("if c ") {
        "let c = true;"
    } else {
        ""
    };
    // A call that changes its array in place and returns `()` runs as a
    // statement: the check refuses keeping its `()`.
    let in_place = [".truncate(", ".sort(", ".push(", ".insert(", ".clear("]
        .iter()
        .any(|m| code.contains(m))
        && code.ends_with(')');
    let code = if in_place {
        format!("(); }};\n{code};\n{{ ()")
    } else {
        code.to_owned()
    };
    let plugin = format!(
        "{fns}\n#{{ name: \"probe\", inject: [\"fs\"], apply: |ctx| {{ ctx.tools.register(#{{ name: \"probe\", parameters: #{{ text: #{{ type: \"string\" }}, name: #{{ type: \"string\" }} }}, execute: |args| {{ let path = \"{file}\"; let text = ctx.fs.read(path); let s = \"{s}\"; {SAMPLES} {bounds}\nlet result = {{ {code}\n}}; type_of(result) }} }}) }} }}"
    );
    let (mounted, error, report) =
        cordis_toolset_tests::call_tool(toolset, "cordis_mount", json!({ "code": plugin }));
    if error {
        return Some(mounted);
    }
    let (text, failed, _) = cordis_toolset_tests::call_tool(
        toolset,
        "probe",
        json!({ "text": "hello wide world", "name": "Ada King" }),
    );
    let id = report.unwrap()["id"].as_str().unwrap().to_owned();
    cordis_toolset_tests::call_tool(toolset, "cordis_unmount", json!({ "id": id }));
    failed.then_some(text)
}

/// Every piece of code the first answers suggest runs in the sandbox,
/// the f-string's template to the text Python gave.
#[test]
fn the_code_each_first_answer_suggests_runs() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("inventory.json"),
        r#"[{"name": "pear", "qty": 3, "price": 2.5}, {"name": "kiwi", "qty": 4, "price": 0.5}]"#,
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let mut ran = 0;
    for name in [
        "1/v1.js",
        "2/v1.py",
        "3/v1.py",
        "4/v1.ts",
        "4/v2.rhai",
        "5/v1.py",
    ] {
        let source = version(VERSIONS, name);
        let (answer, _) = answer(&toolset, source);
        let codes = suggestions(&answer, source);
        // The `fn`s the answer writes (`fn fixed(x, d)`), which its other
        // forms call (`fixed(x, 2)`): one of each name.
        let mut fns: Vec<&str> = Vec::new();
        for code in codes.iter().filter(|c| c.starts_with("fn ")) {
            let name = code.split('(').next();
            if !fns.iter().any(|f| f.split('(').next() == name) {
                fns.push(code);
            }
        }
        let fns = fns.join("\n");
        for code in &codes {
            // A rewrite keeps a method it has no spelling for, which the
            // answer lists as its own habit; `capitalize` is not in the
            // lists of foreign methods yet.
            let listed = |m: &str| {
                m == "capitalize" || answer.contains(&format!("Rhai has no method `{m}`"))
            };
            if code
                .split('.')
                .skip(1)
                .filter_map(|c| c.split_once('(').map(|(m, _)| m))
                .any(listed)
            {
                continue;
            }
            // The CSV hints read `text` as CSV.
            let file = if (code.contains("split(\",\")") || code.contains("split_csv"))
                && !code.contains("s.split")
            {
                "rows.csv"
            } else {
                "inventory.json"
            };
            std::fs::write(dir.path().join("rows.csv"), "name,qty\nwidget,3\n").unwrap();
            if let Some(error) = run(&toolset, file, code, &fns) {
                panic!("{name}: `{code}` fails:\n{error}");
            }
            ran += 1;
        }
    }
    assert!(ran > 30, "{ran}");
    let template = suggestions(
        &answer(&toolset, version(VERSIONS, "2/v1.py")).0,
        version(VERSIONS, "2/v1.py"),
    )
    .into_iter()
    .find(|c| c.starts_with("`Total value"))
    .unwrap();
    let plugin = format!(
        "#{{ name: \"t\", apply: |ctx| ctx.tools.register(#{{ name: \"t\", execute: |args| {{ let total = 24.784; let low = [\"pear\", \"kiwi\"]; {template} }} }}) }}"
    );
    let (_, error, report) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": plugin }));
    assert!(!error);
    let (text, _, _) = cordis_toolset_tests::call_tool(&toolset, "t", json!({}));
    assert_eq!(text, "Total value: 24.78\nLow stock: pear, kiwi");
    let id = report.unwrap()["id"].as_str().unwrap().to_owned();
    cordis_toolset_tests::call_tool(&toolset, "cordis_unmount", json!({ "id": id }));
}

/// The shape each first answer ends with, with the declared types and
/// defaults, mounts as it is.
#[test]
fn every_skeleton_mounts_with_its_declared_types() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for name in ["1/v1.js", "2/v1.py", "3/v1.py", "4/v1.ts", "5/v1.py"] {
        let (text, _) = answer(&toolset, version(VERSIONS, name));
        let (_, shape) = text
            .split_once("has this shape (fill in each body):\n")
            .unwrap_or_else(|| panic!("{name}: no shape in\n{text}"));
        let shape = shape.split("\nNothing was mounted.").next().unwrap();
        let (mounted, error) = answer(&toolset, shape);
        assert!(!error, "{name}:\n{shape}\n{mounted}");
    }
}
