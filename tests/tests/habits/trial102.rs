//! Usability trial 102 (`tests/trials/102`), on trial 101's fixes: tasks
//! 12 of 12 with nothing rated unclear or misleading; JavaScript,
//! TypeScript and three Python programs at their second mount. What was
//! rated misleading, or cost a mount, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/102/habits-a/plugins/a/v1.rhai"),
        // `if (s.usable)` of a getter that returns a test: a bool, called.
        &[(64, "write `if s.usable() { ... }`")],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/102/habits-a/plugins/b/v1.rhai"),
        // A dataclass default where calls pass the value: a parameter.
        &[(
            32,
            "where calls pass it, the maker takes it as a parameter, `toppings: toppings`",
        )],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/102/habits-b/plugins/a/v1.rhai"),
        // `String(s.coalKg)` of a number parsed as a float: printed as
        // JavaScript prints it.
        &[(
            84,
            "`x.to_string()` (of a number: where a number that may be whole is printed",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/102/habits-c/plugins/a/v1.rhai"),
        // `__len__` in two classes: one `fn` that tests the class (what
        // cost v2).
        &[(72, "another class has its own `__len__`")],
    ),
];

#[test]
fn what_trial_102s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(
        !advises(&answers[0].1, 64, "`if s.usable() != () { ... }`"),
        "{}",
        answers[0].1
    );
}
