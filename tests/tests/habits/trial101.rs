//! Usability trial 101 (`tests/trials/101`), on trial 100's fixes: tasks
//! 12 of 12 with nothing rated unclear or misleading; JavaScript,
//! TypeScript and three Python programs at their second mount, and three
//! of the six first answers with nothing misleading. What was rated
//! misleading, or cost a mount, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/101/habits-a/plugins/a/v1.rhai"),
        // `let taken, returned;`: one name in each `let`, the code's own.
        &[(
            54,
            "write `let taken = (); let returned = ();` instead of `let taken, returned;`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/101/habits-c/plugins/b/v1.rhai"),
        &[
            // `secs` set in a `try`, read after it: declared before it
            // (a `def fmt(secs):` above had hidden it, what cost v2).
            (46, "`secs` is first set inside `try` and read after it"),
            // `rider = riders.setdefault(...)`, then a change through two
            // indexes: a copy (what cost v3).
            (54, "`rider` is a copy of `riders[rid]`"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/101/habits-b/plugins/b/v1.rhai"),
        // `lambda c, w=w: ...`: the default is no parameter.
        &[(
            90,
            "write the closure `|c| ...` instead of `lambda c, w=w: ...`",
        )],
    ),
];

#[test]
fn what_trial_101s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(
        !advises(&answers[0].1, 57, "`let returned = ...;`"),
        "{}",
        answers[0].1
    );
    let hydro = &answers[2].1;
    // A dict comprehension over several lines is no map to open with `#{`,
    // a generator no tuple, and `w=w` no keyword argument.
    assert!(!advises(hydro, 59, "this `{` starts a map"), "{hydro}");
    assert!(
        !advises(
            hydro,
            66,
            "write an array, `[\"INFO\", \"WARN\"]`, with square brackets"
        ),
        "{hydro}"
    );
    assert!(
        !advises(hydro, 90, "Rhai has no keyword arguments (`w=...`)"),
        "{hydro}"
    );
}
