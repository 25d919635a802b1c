//! Usability trial 63 (`tests/trials/63`), on trial 62's fixes: tasks 12
//! of 12 with every message rated helpful; JavaScript, TypeScript and a
//! Python program at their second mount. What the players rated
//! misleading, and what cost a mount, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1",
        include_str!("../../trials/63/habits-a/plugins/js/v1.rhai"),
        &[
            // An array's length tested with `!`.
            (63, "`!played.length` is `played.len() == 0`"),
            // A Map's value destructured in an arrow's parameters.
            (90, "keys.map(|c| { let hole = holes[c].hole; ... })"),
            // A text that may be empty, in Rhai.
            (80, "write `let t = \"*\".repeat(aces); if t != \"\""),
        ],
    ),
    (
        "a/py/v1",
        include_str!("../../trials/63/habits-a/plugins/py/v1.rhai"),
        // A name that holds a string, repeated in an f-string: it cost
        // player a a mount.
        &[(83, "${\"\".pad(count, BAR_CHAR)}")],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/63/habits-b/plugins/py/v1"),
        &[
            // A keyword-only default fills the calls.
            (44, "group.map(|x| hourly_rate(x, 6.5))"),
            // The last item, read from the end.
            (74, "`let last = sessions[-1];`"),
        ],
    ),
];

#[test]
fn what_trial_63s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `strokes.length !== pars.length` compares two lengths.
    assert!(
        !answers[0].1.contains("(line 35, column 87)"),
        "{}",
        answers[0].1
    );
    let classes = &first_answers(&[(
        "c/a/v1",
        include_str!("../../trials/63/habits-c/plugins/a/v1"),
        &[],
    )])[0]
        .1;
    // The class example's `this.count += n` is a key set, not the
    // property `count` read; Python's `vessel.length` is a field.
    assert!(!classes.contains("this.count() += n"), "{classes}");
    assert!(!classes.contains("instead of `.length`"), "{classes}");
}
