//! The plugins of usability trial 20 (`tests/trials/20/habits`): what its
//! answers got wrong or left out (a closure in a `const`, a `fn` that
//! changes the map it was given, a class's block, a generic arrow taken
//! for a kept `sort`).

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/20/habits/js/v1.js"),
        &[
            (2, "`money` is a `const` holding a closure"),
            (4, "`discountFor` is a `const` holding a closure"),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/20/habits/py/v1.py"),
        &[],
    ),
    (
        "ts/v1.ts",
        include_str!("../../trials/20/habits/ts/v1.ts"),
        &[],
    ),
];

#[test]
fn every_first_answer_names_what_trial_20_found_missing() {
    let answers = first_answers(EXPECTED);
    let (py, ts) = (&answers[1].1, &answers[2].1);
    assert!(!py.contains("`class ... { ... }`"), "{py}");
    assert!(!ts.contains("so `sortedKeys` would be"), "{ts}");
    assert!(
        ts.contains("which reads and changes `this` (the object's map)"),
        "{ts}"
    );
}

/// The Rhai versions: a closure in a `const` called from a tool is told to
/// be a `let`, and a `fn` that changes the map it was given is noted.
#[test]
fn the_rhai_versions_are_told_what_they_met() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/20/habits/js/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("`money` is a `const` holding a closure"),
        "{text}"
    );
    let (text, error) = answer(&toolset, include_str!("../../trials/20/habits/ts/v2.rhai"));
    assert!(!error, "{text}");
    assert!(
        text.contains("`planner` is changed inside `fn visit`, which gets a copy of each argument"),
        "{text}"
    );
}

/// Trial 20's task 12: a call's arguments are checked before a
/// `tools/pre-execute` listener runs, and the refusal says so when one
/// listens.
#[test]
fn a_refused_argument_says_listeners_come_after_the_check() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "modes", apply: |ctx| {
        ctx.on("tools/pre-execute", |info, next| next());
        ctx.tools.register(#{ name: "mode_echo", description: "d", parameters: #{ mode: #{ type: "string", "enum": ["encode", "decode"] } }, execute: |args| args.mode });
    } }"#;
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": code }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "mode_echo",
        serde_json::json!({ "mode": "ENCODE" }),
    );
    assert!(
        error && text.contains("checked before any tools/pre-execute listener runs"),
        "{text}"
    );
}
