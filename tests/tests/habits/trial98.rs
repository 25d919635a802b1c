//! Usability trial 98 (`tests/trials/98`), on trial 97's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript, TypeScript
//! and three Python programs at their second mount, two at their third
//! (a split's unpacking caught by a caller's `try`; a set literal). What
//! was rated misleading, or cost a mount, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/98/habits-a/plugins/b/v1.rhai"),
        &[
            // `hh, mm = hhmm.split(":")` in a function a caller's `try`
            // calls: the count tested, in Python's words (what cost v2).
            (
                27,
                "in a function called inside a `try`, Python's unpacking throws where the count differs",
            ),
            // `n` of a loop above (`for room, n in ...`) is gone after
            // it in Rhai: declared anew.
            (85, "let day = parts[0]; let n = parts[1];"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/98/habits-b/plugins/a/v1.rhai"),
        // A generic arrow, `<E extends Record<string, string>>(...) =>`,
        // that a function calls: a `fn`, not a closure.
        &[(
            31,
            "`isEnumValue` is a `const` holding a closure, and `parseLine` uses it",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/98/habits-c/plugins/a/v1.rhai"),
        // A set of literals: an array (what cost v2: a block in Rhai).
        &[(
            19,
            "write the items as an array, `[\"manila\", \"hemp\", \"sisal\", \"cotton\", \"jute\"]`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/98/habits-c/plugins/b/v1.rhai"),
        &[(
            17,
            "write the items as an array, `[\"delivered\", \"failed\", \"returned\"]`",
        )],
    ),
];

#[test]
fn what_trial_98s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(
        !advises(&answers[1].1, 31, "write the closure `|e, v| ...`"),
        "{}",
        answers[1].1
    );
}

/// `{1, 2}` of Python is a set, not JavaScript's shorthand; a template's
/// `${ "x" }` is neither.
#[test]
fn a_set_of_numbers_is_no_shorthand() {
    let answers = first_answers(&[(
        "set",
        "T = {1, 2}\nU = f\"{x}\"\n",
        &[(1, "write the items as an array, `[1, 2]`")],
    )]);
    assert!(
        !advises(&answers[0].1, 1, "JavaScript's shorthand"),
        "{}",
        answers[0].1
    );
}
