//! Usability trial 56 (`tests/trials/56`), on trial 55's fixes: tasks 12
//! of 12, nothing rated unclear or misleading; two Python programs at
//! their second mount. What the habit players rated misleading: a `#!`
//! line inside a program pasted into a plugin's body (the first round's
//! fix read only a first line), `round` in a count taking a half away from
//! zero, a date's `%b` dropped, a starred unpacking of a call read from
//! the variable, `trimEnd` as `trim`, `attrgetter` kept, a same-named `fn`
//! told of variables never read in a closure, and a variable read in a
//! closure as its `fn` that passed the check.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/py/v1",
        include_str!("../../trials/56/habits-a/plugins/py/v1.rhai"),
        &[
            (13, "a `#!` line tells a shell which program runs a script"),
            (
                67,
                "[\"Jan\", \"Feb\", \"Mar\", \"Apr\", \"May\", \"Jun\", \"Jul\", \"Aug\", \"Sep\", \"Oct\", \"Nov\", \"Dec\"][parse_int(today.sub_string(5, 2)) - 1]",
            ),
            (
                90,
                "`\"\".pad(parse_int(score(b).to_float().to_fixed(0)), \"*\")`",
            ),
        ],
    ),
    (
        "a/js/v1",
        include_str!("../../trials/56/habits-a/plugins/js/v1.rhai"),
        &[(13, "Rhai has no strict mode: drop the `'use strict'` line")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/56/habits-c/plugins/a/v1"),
        &[(
            85,
            "`let parts = raw.split(\",\"); let tag = parts[0]; let fields = parts.extract(1);`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/56/habits-c/plugins/b/v1"),
        &[(16, "a map has no `pop`: `m.remove(\"key\")`")],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/56/habits-b/plugins/py/v1"),
        &[(85, "batches.map(|x| x[f])")],
    ),
    (
        "b/ts/v4",
        include_str!("../../trials/56/habits-b/plugins/ts/v4"),
        &[(93, "`_` alone is no name in Rhai")],
    ),
];

#[test]
fn what_trial_56s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let text = |name: &str| &answers.iter().find(|(n, _)| *n == name).unwrap().1;
    // The `#!` line is no division and no regex.
    assert!(!text("a/py/v1").contains("(line 13, column 27"));
    assert!(!text("a/py/v1").contains("regex literals (`/usr/`)"));
    // A record type's line is dropped, not declared.
    assert!(!text("b/py/v1").contains("`let Batch = ...;`"));
    assert!(!text("b/py/v1").contains("attrgetter(f)(x)"));
    // `row` and `zones` are variables and `fn`s, never read in a closure.
    assert!(!text("b/ts/v4").contains("`row` is also the name of a function"));
    assert!(!text("b/ts/v4").contains("`zones` is also the name of a function"));
}

/// `outcomes` is a variable and a `fn`; read in a closure, it is the
/// function: the check refuses it with the line, and names no variable
/// that is never read in a closure.
#[test]
fn a_variable_read_in_a_closure_as_its_fn_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, refused) = answer(
        &toolset,
        include_str!("../../trials/56/habits-b/plugins/ts/v2"),
    );
    assert!(refused, "{text}");
    assert!(
        text.contains("`outcomes` is a variable and a `fn` of the code, and inside a closure Rhai reads `outcomes` as the function"),
        "{text}"
    );
    assert!(text.contains("(line 118, column"), "{text}");
    // The version that renamed it mounts.
    let (text, refused) = answer(
        &toolset,
        include_str!("../../trials/56/habits-b/plugins/ts/v5"),
    );
    assert!(!refused, "{text}");
}
