//! Usability trial 127 (`tests/trials/127`), on trial 126's fixes: tasks
//! 12 of 12, all six habit programs at their second mount, and four of
//! the six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/127/habits-a/plugins/a/v1.rhai"),
        // `[...byLang.entries()].sort((a, b) => b[1].length - ... ||
        // a[0].localeCompare(b[0]))`: the spread's point makes the items
        // keys, so the `||` point's comparer reads each value from the map
        // (it read `a[1]`, a key's second letter).
        &[(
            81,
            "`|a, b| { let d = byLang[b].len() - byLang[a].len(); if d != 0 { d } else if a < b { -1 } else if a > b { 1 } else { 0 } }`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/127/habits-b/plugins/b/v1.rhai"),
        &[
            // `report(path)` calls `load(path)`, which reads `ctx`: both
            // take it, and every call passes it (it was told only for
            // `load`).
            (
                54,
                "a `fn` sees no `ctx`: pass it in, `fn report(ctx, ...)`",
            ),
            (55, "`let parts = load(ctx, path);"),
        ],
    ),
];

#[test]
fn what_trial_127s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in ["b[1].len() - a[1].len()", "let parts = load(path);"] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
