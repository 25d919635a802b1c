//! Usability trial 131 (`tests/trials/131`): tasks 12 of 12, all six
//! habit programs at their second mount, and four of six first answers
//! with nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/131/habits-b/plugins/b/v1.rhai"),
        &[
            // `list(BANDS)` of a dict written over two lines: its keys in
            // the order written, in `list`'s point and in the sort's form
            // (the order was read from one line only, so `list`'s
            // `m.keys()` sorted the bands by name).
            (
                22,
                "here `list(BANDS)` is `BANDS`'s keys in the order they were set, `[\"PF\", \"MS\", \"AU\", \"XF\", \"VF\", \"F\"]`",
            ),
            (
                56,
                "`xs.sort(|a, b| if [\"PF\", \"MS\", \"AU\", \"XF\", \"VF\", \"F\"].index_of(a.prefix) <",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/131/habits-c/plugins/a/v1.rhai"),
        // `load()` and `load(text)` of two classes: two `fn`s Rhai keeps
        // apart, no merge (`revenue()` of two classes still is one).
        &[(
            69,
            "another class has its own `revenue`, and Rhai keeps one `fn` per name and number of parameters",
        )],
    ),
];

#[test]
fn what_trial_131s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "list(BANDS).index_of",
            "this holds once `list` is replaced",
            "pass `GRADE_RE` in",
            "another class has its own `load`",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
