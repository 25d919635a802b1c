//! Usability trial 66 (`tests/trials/66`), on trial 65's fixes: tasks 11
//! of 12 (a text looked for with `index_of` was never found), and the
//! habit programs at 2 mounts (JavaScript, TypeScript, two Python) and 3
//! (two Python). What cost a task, a mount or was rated misleading, told
//! right here.

use serde_json::json;

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/66/habits-a/plugins/b/v1.rhai"),
        // A sum of a property that is a comparison counts the trues.
        &[(73, "`fs.filter(|f| f.success()).len()`")],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/66/habits-b/plugins/a/v1.rhai"),
        &[
            // A closure a function uses becomes a `fn` too.
            (
                56,
                "`sum` is a `const` holding a closure, and `main` uses it; a function is a `fn` in Rhai",
            ),
            (57, "make `price` a `fn` too, `fn price(...) { ... }`"),
            // An `import ... from "fs"` is TypeScript's: its `.length`
            // is told.
            (36, "write `.len()` instead of `.length`"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/66/habits-b/plugins/b/v1.rhai"),
        // A generator over the pairs of a `groupby`'s groups, a map.
        &[(
            67,
            "`let keys = by_pilot.keys(); keys.map(|p| pilot_line(p, list(by_pilot[p])))`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/66/habits-c/plugins/a/v1.rhai"),
        // `len(self)` of a class with `__len__`.
        &[(82, "${this.__len__().to_string().pad_start(3, \" \")}")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/66/habits-c/plugins/b/v1.rhai"),
        &[
            // `with ctx.fs.read(...) as fh`: `fh` is the text, its lines
            // split.
            (
                26,
                "`for (raw, n) in ctx.fs.read(\"eggs.txt\").split(\"\\n\") { ... }`",
            ),
            // `sys.exit(0)`, refused at the next mount.
            (87, "Rhai has no `sys.exit`: drop it"),
        ],
    ),
];

#[test]
fn what_trial_66s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // TypeScript is no Python: no Python-only lead.
    assert!(
        !answers[1]
            .1
            .contains("and every variable is declared once with `let`"),
        "{}",
        answers[1].1
    );
    // A closure made a `fn` is not also passed in.
    assert!(
        !answers[1].1.contains("pass `sum` in as a parameter"),
        "{}",
        answers[1].1
    );
    // `-> None` is a result's type, no value.
    assert!(
        !answers[3].1.contains("Rhai has no `None`"),
        "{}",
        answers[3].1
    );
    // Rated unclear: a callback told as a closure where its call becomes
    // a loop (`max(flights, key=lambda f: ...)`, `lines.forEach((raw, i)
    // => ...)`), and `True` on a decorator's line, which is dropped.
    assert!(
        !answers[0]
            .1
            .contains("write the closure `|f| ...` instead of `lambda f: ...`"),
        "{}",
        answers[0].1
    );
    assert!(
        !answers[3]
            .1
            .contains("write `true` instead of `True` (line 26,"),
        "{}",
        answers[3].1
    );
    let javascript = &first_answers(&[(
        "a/a/v1",
        include_str!("../../trials/66/habits-a/plugins/a/v1.rhai"),
        &[(51, "Rhai has no method `forEach`")],
    )])[0]
        .1;
    assert!(
        !javascript.contains("write the closure `|raw, i| ...`"),
        "{javascript}"
    );
}

/// Python computes every value of a tuple before it sets a name: a value
/// that reads a name set one step before (`a, b = b, a + b`), or a
/// failure inside a `try` whose handler reads the names (trial 65's
/// `hours, cost = float(hours), float(cost)`), is computed first.
#[test]
fn a_tuple_assignment_computes_its_values_first_where_the_order_shows() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = "#{\n    name: \"fib\",\n    apply: |ctx| {\n        ctx.tools.register(#{ name: \"fib\", description: \"fib\", parameters: #{}, execute: |args| {\ndef fib(n):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a\n        } });\n    }\n}\n";
    let (text, error) = answer(&toolset, code);
    assert!(error, "{text}");
    assert!(
        text.contains(
            "`let new_a = b; let new_b = a + b; a = new_a; b = new_b;` (line 8, column 9)"
        ),
        "{text}"
    );
    // The first, `a, b = 0, 1`, reads no name it sets.
    assert!(text.contains("`let a = 0; let b = 1;`"), "{text}");
    let (text, _) = answer(
        &toolset,
        include_str!("../../trials/65/habits-a/plugins/py/v1.rhai"),
    );
    assert!(
        text.contains("`let new_hours = parse_float(hours); let new_cost = parse_float(cost); hours = new_hours; cost = new_cost;`"),
        "{text}"
    );
}

/// The tasks player's CSV task, as first written: `header.index_of("crop")`
/// found nothing, although the functions doc says a text is the value
/// looked for.
#[test]
fn a_text_looked_for_with_index_of_is_found() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("garden")).unwrap();
    std::fs::write(
        dir.path().join("garden/harvest.csv"),
        include_str!("../../trials/66/tasks/07/harvest.csv"),
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/66/tasks/07/v1.rhai") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "harvest_totals",
        json!({ "path": "garden/harvest.csv", "since": "2024-07-01" }),
    );
    assert!(!error, "{text}");
    assert_eq!(
        text.trim_end(),
        include_str!("../../trials/66/tasks/07/expected.txt").trim_end()
    );
}
