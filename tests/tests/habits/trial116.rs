//! Usability trial 116 (`tests/trials/116`), on trial 115's fixes: tasks
//! 11 of 12 (one Rust name, `split_whitespace`); JavaScript, TypeScript
//! and all four Python programs at their second mount; three of the six
//! first answers with nothing misleading. What was rated misleading or
//! unclear, told right here.

use super::{Expected, advises, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/116/habits-a/plugins/a/v1.rhai"),
        // `new Set(['novice', 'intermediate', 'pro'])`, walked in its
        // order: an array.
        &[(
            5,
            "a Set of values written out is an array in Rhai, in the order written",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/116/habits-b/plugins/b/v1.rhai"),
        // `map(int, filter(None, numbers.split(" ")))`: the truthy items.
        &[(
            23,
            "`numbers.split(\" \").filter(|x| truthy(x)).map(|x| parse_int(x))`",
        )],
    ),
];

#[test]
fn what_trial_116s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `filter(None, ...)`'s `None` is no value to write as `()`.
    let functional = &answers[1].1;
    assert!(
        !advises(functional, 23, "Rhai has no `None`"),
        "{functional}"
    );
}

/// Task 06's `split_whitespace()`, Rust's name: refused at mount now,
/// with what to write (it mounted and failed when called), and the task's
/// second version, with `split()`, works.
#[test]
fn a_rust_name_is_told_what_to_write() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/116/tasks/06/v1.rhai"));
    assert!(error, "{text}");
    assert!(advises(&text, 21, "write `s.split()`"), "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": include_str!("../../trials/116/tasks/06/v2.rhai") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "shouting_share",
        serde_json::json!({ "text": "HELLO there, HOW are YOU" }),
    );
    assert!(!error, "{text}");
    assert!(text.contains("HELLO"), "{text}");
}
