//! Usability trial 80 (`tests/trials/80`), on trial 79's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript, TypeScript
//! and three Python programs at their second mount. What cost a mount or
//! was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/80/habits-a/plugins/b/v1.rhai"),
        // `if best:` of a name or `None`: a missing value's test too.
        &[(
            97,
            "`if best != () { ... }` for a value that may be missing",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/80/habits-b/plugins/b/v1.rhai"),
        // A set of numbers comes back as text: numbers again before a
        // sort.
        &[(
            69,
            "for numbers again, before a sort, `unique.map(|k| parse_int(k))`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/80/habits-c/plugins/a/v1.rhai"),
        // A static method that reads `ctx`: called alone, its name
        // without `static`.
        &[(
            98,
            "pass it in, `fn from_file(ctx, ...)`, called as `from_file(ctx, ...)` from `execute`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/80/habits-c/plugins/b/v1.rhai"),
        // `motor[0].upper()`: a character, no map key (what cost v2).
        &[(39, "make it a text first, `s[0].to_string().to_upper()`")],
    ),
];

#[test]
fn what_trial_80s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(
        !answers[2].1.contains("static from_file(ctx"),
        "{}",
        answers[2].1
    );
}
