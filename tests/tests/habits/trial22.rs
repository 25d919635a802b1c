//! The plugins of usability trial 22 (`tests/trials/22`): what its
//! answers got wrong or left out (a method no value has passed the check,
//! a closure that uses the value its chain starts from, Node's `readFile`
//! on `ctx.fs`, `Object.fromEntries`, Python's count of a string's
//! letters, `Counter`, and a string given to `filter`).

use serde_json::json;

use super::{Expected, answer, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/22/habits/js/v1.js"),
        &[
            (29, "`ctx.fs` has no `readFile`: write `ctx.fs.read(...)`"),
            (33, "Rhai has no `Object.fromEntries`: fill a map in a loop"),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/22/habits/py/v1.py"),
        &[
            (9, "`word.to_chars().filter(|c| c.is_alphabetic()).len()`"),
            (
                19,
                "Rhai has no `Counter`: count in a map, whose keys are strings",
            ),
        ],
    ),
    (
        "ts/v1.ts",
        include_str!("../../trials/22/habits/ts/v1.ts"),
        &[(49, "keep the array that follows `...` in a variable")],
    ),
];

#[test]
fn every_first_answer_names_what_trial_22_found_missing() {
    first_answers(EXPECTED);
}

/// The tasks' first versions: each line that could only fail is told at
/// mount, before any call.
#[test]
fn the_lines_that_cost_trial_22_a_mount_are_told_at_mount() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    // `chars.reverse_copy()`: no function goes by the name (a note, since
    // a service provided later may have such a method).
    let (text, error) = answer(&toolset, include_str!("../../trials/22/tasks/07/v1.rhai"));
    assert!(!error, "{text}");
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/22/tasks/07/v1.rhai"));
    assert!(
        warnings
            .contains(r#""line":11,"message":"no function `reverse_copy` exists in the sandbox"#),
        "{warnings}"
    );
    // `counts.keys().map(|k| ... counts[k] ...)`: refused with the split.
    let (text, error) = answer(
        &toolset,
        include_str!("../../trials/22/tasks/10/counter-v1.rhai"),
    );
    assert!(error, "{text}");
    assert!(
        text.contains("the closure given to `map` uses `counts`, the value this chain starts from")
            && text.contains("`let ks = counts.keys(); ks.map(...)`")
            && text.contains("(line 10, column"),
        "{text}"
    );
    // Its fix mounts.
    let (text, error) = answer(
        &toolset,
        include_str!("../../trials/22/tasks/10/counter-v2.rhai"),
    );
    assert!(!error, "{text}");
    // A service's method, and a map's closure, are no unknown methods.
    let code = r#"#{ name: "m", apply: |ctx| { let h = #{ greet: |x| x }; h.greet(1); } }"#;
    assert_eq!(dry_run_warnings(&toolset, code), "[]");
}

/// Python's `for c in word` over a string, as `word.filter(...)`, is told
/// the array of its characters; the form the first answer gave runs.
#[test]
fn a_string_given_to_an_array_method_is_told_to_chars() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "w", apply: |ctx| {
    ctx.tools.register(#{ name: "letters", description: "d", parameters: #{ word: #{ type: "string" } },
        execute: |args| { let word = args.word; `${word.filter(|c| c.is_alphabetic()).len()}` } });
    ctx.tools.register(#{ name: "letters2", description: "d", parameters: #{ word: #{ type: "string" } },
        execute: |args| { let word = args.word; `${word.to_chars().filter(|c| c.is_alphabetic()).len()}` } });
} }"#;
    let (text, error) = answer_kept(&toolset, code);
    assert!(!error, "{text}");
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "letters", json!({ "word": "it's" }));
    assert!(error, "{text}");
    assert!(
        text.contains("a string has no `filter`: `s.to_chars()` is the array of its characters"),
        "{text}"
    );
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "letters2", json!({ "word": "it's" }));
    assert!(!error && text == "3", "{text}");
}

fn answer_kept(toolset: &cordis_toolset::Toolset, code: &str) -> (String, bool) {
    let (text, error, _) =
        cordis_toolset_tests::call_tool(toolset, "cordis_mount", json!({ "code": code }));
    (text, error)
}
