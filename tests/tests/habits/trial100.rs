//! Usability trial 100 (`tests/trials/100`), on trial 99's fixes: tasks
//! 12 of 12 with nothing rated unclear or misleading; three Python
//! programs at their second mount, and four of the six first answers with
//! nothing misleading. What cost a mount or was rated misleading, told
//! right here.

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
    let answers = first_answers(&[
        (
            "a/a/v1",
            include_str!("../../trials/100/habits-a/plugins/a/v1.rhai"),
            &[
                // `^(\d{2}):(\d{2})$`: the fields' digits tested too.
                (15, "`f[0].len() == 2 && f[0].is_numeric()`"),
                // `[...g.schools]` of a field set to `new Set()`.
                (90, "`[...g.schools]` is `g.schools.keys()`"),
            ],
        ),
        (
            "a/b/v1",
            include_str!("../../trials/100/habits-a/plugins/b/v1.rhai"),
            // `s.condition in ("out of tune", "broken")` in a form.
            &[(105, "if s.condition in [\"out of tune\", \"broken\"]")],
        ),
    ]);
    // `const s = schools.get(k) ?? ...;` written back with
    // `schools.set(k, s)`: no copy lost.
    assert!(
        !answers[0].1.contains("is a copy of `schools"),
        "{}",
        answers[0].1
    );
}
