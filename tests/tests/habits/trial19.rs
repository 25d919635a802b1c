//! The plugins of usability trial 19 (`tests/trials/19/habits`): what its
//! answers got wrong or left out (a Python `#` comment, a map key named
//! `from`, a spread on a line of its own, `Math.floor(a / b)`, `flatMap`,
//! `map(Number)`, a `for` with an index flagged as a map loop).

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "py/v1.py",
        include_str!("../../trials/19/habits/py/v1.py"),
        &[(16, "comments start with `//` in Rhai")],
    ),
    (
        "ts/v1.ts",
        include_str!("../../trials/19/habits/ts/v1.ts"),
        &[
            (23, "`Math.floor(a / b)` of two ints is `a / b`"),
            (35, "Rhai has no method `flatMap`"),
            (79, "join arrays with `+`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_19_found_missing() {
    let answers = first_answers(EXPECTED);
    let (py, ts) = (&answers[0].1, &answers[1].1);
    // The words of a comment are no code.
    assert!(!py.contains("(line 16, column 37)"), "{py}");
    assert!(!py.contains("write `||` instead of `or`"), "{py}");
    // A map key named `from` is no import; an int division inside
    // `Math.floor` is what it wants.
    assert!(!ts.contains("Rhai plugins import nothing: drop this line. Services come through `inject`: add `inject: [\"fs\"]` to the plugin map and call them on `ctx`, as in `ctx.fs.read(path)` (line 42"), "{ts}");
    assert!(!ts.contains("`/` of two ints drops the fraction in Rhai (`7 / 2` is `3`), unlike Python and JavaScript: for a fraction, make one side a float, `total.to_float() / n` (line 23"), "{ts}");
}

/// The Rhai versions: a loop with the index over a function's array is
/// Rhai, and a spread left in an array is told at the parse error.
#[test]
fn the_rhai_versions_are_told_what_they_met() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(
        &toolset,
        include_str!("../../trials/19/habits-probes/py-hash-comment.rhai"),
    );
    assert!(error, "{text}");
    assert!(!text.contains("(line 14,"), "{text}");
    assert!(text.contains("comments start with `//` in Rhai"), "{text}");
    let (text, error) = answer(&toolset, include_str!("../../trials/19/habits/ts/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("join arrays with `+`") && text.contains("(line 66"),
        "{text}"
    );
    // Keeping what `sort` returns, `()`, is refused at mount with the form
    // that works (v4 failed only when its tool ran), and so is `flatMap`.
    let (text, error) = answer(&toolset, include_str!("../../trials/19/habits/ts/v4.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains(
            "`sort` changes the array in place and returns `()`, so `this.meetings` gets `()`"
        ),
        "{text}"
    );
    assert!(text.contains("Rhai has no method `flatMap`"), "{text}");
}

/// Trial 19's `json_set`: JSON `null` for an argument that takes any value
/// is that value (`()` in the script), not a missing argument.
#[test]
fn null_is_a_value_of_an_argument_that_takes_any() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "setter", apply: |ctx| ctx.tools.register(#{ name: "set_value", description: "d", parameters: #{ value: #{ type: "any" } }, execute: |args| `${args.value == ()}` }) }"#;
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": code }),
    );
    assert!(!error, "{text}");
    let call = |args| cordis_toolset_tests::call_tool(&toolset, "set_value", args);
    let (text, error, _) = call(serde_json::json!({ "value": null }));
    assert!(!error && text == "true", "{text}");
    let (text, error, _) = call(serde_json::json!({ "value": 3 }));
    assert!(!error && text == "false", "{text}");
    let (text, error, _) = call(serde_json::json!({}));
    assert!(
        error && text.contains("expected any value (null too)"),
        "{text}"
    );
}
