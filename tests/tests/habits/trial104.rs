//! Usability trial 104 (`tests/trials/104`), on trial 103's fixes: tasks
//! 12 of 12 with nothing rated unclear or misleading; JavaScript,
//! TypeScript and three Python programs at their second mount. What was
//! rated misleading, or cost a mount, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/104/habits-b/plugins/b/v1.rhai"),
        // `lambda p: p[1] and not ...`: a plain read is no bool (what
        // cost v2: `p[1] && ...` failed when run).
        &[(
            64,
            "where `p[1]` is no bool, test it, as Python tests its truth: `p[1] != \"\"`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/104/habits-c/plugins/a/v1.rhai"),
        // `except (KeyError, TypeError, ValueError) as exc:` then `{exc}`:
        // the thrown map's message.
        &[(47, "`` `unreadable: ${exc.message}` ``")],
    ),
    (
        "a/a/v1",
        include_str!("../../trials/104/habits-a/plugins/a/v1.rhai"),
        // `Number.isFinite` of a number parsed from text.
        &[(38, "of a number parsed from text test `x.is_finite()`")],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/104/habits-b/plugins/a/v1.rhai"),
        // An `enum`'s members in their order: an array beside the map.
        &[(
            4,
            "for the members in the order declared keep an array of the values too",
        )],
    ),
];

#[test]
fn what_trial_104s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `Record<Condition, (deposit: number) => number>`: a type, no arrow.
    assert!(
        !advises(&answers[3].1, 29, "`=>` arrow functions are not Rhai"),
        "{}",
        answers[3].1
    );
}
