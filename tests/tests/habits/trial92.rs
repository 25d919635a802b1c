//! Usability trial 92 (`tests/trials/92`), on trial 91's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading, and all six habit
//! programs at their second mount. What was rated misleading, told right
//! here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/92/habits-a/plugins/b/v1.rhai"),
        // `not raw.strip() or ...`: the test on a copy, since `trim`
        // changes `raw` itself.
        &[(64, "test a copy, `let t = raw; t.trim() == \"\"`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/92/habits-b/plugins/b/v1.rhai"),
        // `max(..., key=lambda kv: (total, kv[0]))`: a key of two fields.
        &[(
            71,
            "Python's key of several fields, a tuple, compares the next where one is equal",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/92/habits-c/plugins/a/v1.rhai"),
        // `sum(o.rush for a in ... for o in a.orders)` of a field annotated
        // `bool`: a count of the trues.
        &[(116, "for o in a.orders { if o.rush { total += 1; } }")],
    ),
];

#[test]
fn what_trial_92s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}
