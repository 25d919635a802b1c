//! Usability trial 156 (`tests/trials/156`): tasks 12 of 12 with nothing
//! unclear or misleading, all six habit programs at their second mount,
//! and four of six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/156/habits-a/plugins/b/v1.rhai"),
        // `minutes=int(...)` as a keyword argument of a call over several
        // lines inside `try`: no name set (rated misleading: told to
        // declare `minutes` before the `try`).
        &[(49, "Rhai's `int(x)` gives a float's integral part")],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/156/habits-b/plugins/a/v1.rhai"),
        &[
            // `const rate = (e) => score(e) / ...` beside `const score =
            // (e) => ...`, which its own point makes a `fn`: nothing to
            // pass in (rated misleading).
            (
                58,
                "`rate` is a `const` holding a closure, and `main` uses it",
            ),
            // `.sort(([a], [b]) => a - b)` of a map's entries: the keys
            // are text (rated misleading: `x[0] - y[0]` of texts).
            (98, "compare `parse_float(x[0]) - parse_float(y[0])`"),
        ],
    ),
];

#[test]
fn what_trial_156s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "`minutes` is first set inside `try`",
            "it cannot read the top-level `score`",
            "`fn rate(..., score)`",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
