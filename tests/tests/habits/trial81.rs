//! Usability trial 81 (`tests/trials/81`), on trial 80's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading, and all six habit
//! programs (JavaScript, TypeScript, four Python) at their second mount.
//! What the habit players rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/81/habits-a/plugins/b/v1.rhai"),
        // A property read with a format spec, `{l.total:>6.0f}`, is no
        // key: every read of `total` is the call.
        &[
            (87, "b.total()"),
            (92, "${l.total().to_fixed(0).pad_start(6, \" \")}"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/81/habits-b/plugins/a/v1.rhai"),
        // `(r): r is { ... } =>`: TypeScript's type guard, no `==`.
        &[(68, "`=>` arrow functions are not Rhai")],
    ),
];

#[test]
fn what_trial_81s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(!answers[0].1.contains("b.total <"), "{}", answers[0].1);
    assert!(
        !answers[1]
            .1
            .contains("write `==` instead of `is` (`x == ()` for a missing value) (line 68"),
        "{}",
        answers[1].1
    );
    // A dict comprehension over several lines is no list's.
    let (_, dict) = &first_answers(&[(
        "b/b/v1",
        include_str!("../../trials/81/habits-b/plugins/b/v1.rhai"),
        &[],
    )])[0];
    assert!(
        !dict.contains("ends a list comprehension that starts on line 90"),
        "{dict}"
    );
}
