//! Usability trial 113 (`tests/trials/113`), on trial 112's fixes: tasks
//! 12 of 12 with every message rated helpful; JavaScript, TypeScript and
//! all four Python programs at their second mount; five of the six first
//! answers with nothing rated misleading. What was rated misleading or
//! unclear, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/113/habits-b/plugins/b/v1.rhai"),
        // `groupby` of round numbers, and the loop over its groups: keys
        // of numbers sort as text.
        &[
            (
                56,
                "as for a key that is a number, whose text order is not Python's",
            ),
            (
                57,
                "`let ks = by_round.keys(); ks.sort(|a, b| parse_int(a) - parse_int(b));",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/113/habits-a/plugins/b/v1.rhai"),
        // `datetime.fromisoformat(stamp)` of `2026-04-02T25:00`: the time
        // checked too.
        &[(39, "`if hm[0] > 23 || hm[1] > 59 { ... }`")],
    ),
];

#[test]
fn what_trial_113s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}
