//! Usability trial 135 (`tests/trials/135`): tasks 12 of 12, four of six
//! habit programs at their second mount (the JavaScript's third through
//! a function told nothing of a constant it passes on, the functional
//! Python's through an answer cut at 120 points), and two of six first
//! answers with nothing misleading. What cost those, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/135/habits-a/plugins/a/v1.rhai"),
        // `main` calls `buildReport`, told to take `TYPE_ORDER`: it takes
        // it too (it was told nothing, and v2 was refused there).
        &[(
            104,
            "`main` calls `buildReport`, which is told to take `TYPE_ORDER` as a parameter",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/135/habits-b/plugins/b/v1.rhai"),
        &[
            // `a, b if c else d`: a pair, its second the conditional.
            (
                33,
                "`let received = to_date(rec); let delivered = if truthy(dlv) { to_date(dlv) } else { () };`",
            ),
            // Past 120 points: the start-up lines are told too.
            (117, "a plugin is no script: nothing calls a `main`"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/135/habits-c/plugins/a/v1.rhai"),
        // `zip(MAX_MARKS, ...)` of a dict: its keys by index.
        &[(
            43,
            "let k = [\"technique\", \"musicality\", \"performance\"][i];",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/135/habits-c/plugins/b/v1.rhai"),
        // `(site, colour) not in latest` of a dict keyed by tuples.
        &[(62, "write `!((site + \"|\" + colour) in latest)`")],
    ),
];

#[test]
fn what_trial_135s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "{ to_date(rec), to_date(dlv) }",
            "this list stops at",
            "let k = MAX_MARKS[i]",
            "write `!([site, colour] in latest)`",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
