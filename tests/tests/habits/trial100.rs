//! Usability trial 100 (`tests/trials/100`), on trial 99's fixes: tasks
//! 12 of 12 with nothing rated unclear or misleading; three Python
//! programs at their second mount, and four of the six first answers with
//! nothing misleading. What cost a mount, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[(
    "b/a/v1",
    include_str!("../../trials/100/habits-b/plugins/a/v1.rhai"),
    // `const fee = (r) => ... LOST_FEE ...` beside `const LOST_FEE = 25;`
    // inside `execute`: made a `fn`, it does not see them (what cost v2).
    &[(
        74,
        "made a `fn`, it cannot read the top-level `UNLOCK_FEE`, `PER_HALF_HOUR`, `LOST_FEE` either",
    )],
)];

#[test]
fn what_trial_100s_habit_players_met_is_told_right() {
    first_answers(EXPECTED);
}
