//! Usability trial 118 (`tests/trials/118`), on trial 117's fixes: tasks
//! 12 of 12 with every message rated helpful; JavaScript, TypeScript and
//! all four Python programs at their second mount. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/118/habits-c/plugins/a/v1.rhai"),
        &[
            // `(end - start).total_seconds() // 60`: minutes already, as the
            // date point counts them.
            (59, "Rhai has no `total_seconds`"),
            // `return iter(self.routes.values())`: the keys' sorted order.
            (
                113,
                "in the keys' sorted order, where Python's dict keeps the order they were set",
            ),
        ],
    ),
    (
        "a/a/v1",
        include_str!("../../trials/118/habits-a/plugins/a/v1.rhai"),
        // `.map(Number)` where the code tests for NaN after: a parse that
        // gives `()`.
        &[(
            40,
            "parse with `fn to_number(s) { try { parse_float(s) } catch { () } }`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/118/habits-b/plugins/b/v1.rhai"),
        // `not TIME_RE.match(start)`: a regex's match, told as one.
        &[(31, "`TIME_RE.match(start)` is a regular expression's match")],
    ),
];

#[test]
fn what_trial_118s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let functional = &answers[2].1;
    assert!(
        !functional.contains("`TIME_RE.match(start).is_empty()`"),
        "{functional}"
    );
}
