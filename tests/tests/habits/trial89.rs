//! Usability trial 89 (`tests/trials/89`), on trial 88's fixes: tasks 11
//! of 12 (one slip its own dry run caught) with nothing rated unclear or
//! misleading; JavaScript, TypeScript and three Python programs at their
//! second mount. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/89/habits-a/plugins/a/v1.rhai"),
        // `process.argv[2] || "..."`: the tool's argument, not the
        // command line kept in a test of an empty text.
        &[(
            126,
            "write `args.path ?? \"root/costume_returns.csv\"` instead of",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/89/habits-a/plugins/b/v1.rhai"),
        // `reps.most_common()` of a counter the code adds amounts to.
        &[(86, "add each amount in the loop in place of the 1")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/89/habits-c/plugins/b/v1.rhai"),
        // `min(days)` and `max(days)` of a set: its first and last keys
        // (v2 read `days[0]`, no key).
        &[(48, "(${days.keys()[0]} to ${days.keys()[-1]})")],
    ),
];

#[test]
fn what_trial_89s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}
