//! Usability trial 147 (`tests/trials/147`): tasks 12 of 12 with nothing
//! unclear or misleading, all six habit programs at their second mount,
//! and four of six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/147/habits-a/plugins/a/v1.rhai"),
        &[
            // `const team = (name) => { ... teams.set(...) ... return
            // teams.get(name); }`: a closure that changes `teams` stays
            // one (rated misleading: `fn team(..., teams)` changes a
            // copy), and what it returns is a copy.
            (
                60,
                "keep it a closure, declared beside `buildTable`'s `teams`: it changes `teams`",
            ),
            (60, "`team(k).record(...)` as `teams[k].record(...)`"),
            // `(matches.length || 1)`: a divisor's default, told by the
            // `||` point (rated misleading: a truthiness point that made
            // it a bool).
            (
                100,
                "write `if matches.len() > 0 { matches.len() } else { 1 }`",
            ),
            (105, "write `if skipped.len() > 0 { ... }`"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/147/habits-c/plugins/b/v1.rhai"),
        // `out` set inside `try` and read after it is told; `instrument`,
        // `student` and `days`, whose later "reads" are quoted text in
        // f-strings' braces (`{'instrument':<10}`, `{l['student']}`), are
        // not (rated misleading).
        &[(40, "`out` is first set inside `try` and read after it")],
    ),
];

#[test]
fn what_trial_147s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "`instrument` is first set inside",
            "`student` is first set inside",
            "`days` is first set inside",
            "test the length, `xs.len() > 0`",
            "fn team(..., teams)",
            "make the helper a `fn` too, `fn team(",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
