//! Usability trial 73 (`tests/trials/73`), on trial 72's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading, and all six habit
//! programs (JavaScript, TypeScript, four Python) at their second mount.
//! What the habit players rated misleading, told right here: a sum of
//! bools, a lambda mapped, `__len__`, a `Counter` made from a generator,
//! a loop's `cls`, and two classes' `revenue` (renamed in one point,
//! called by its old name in others).

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/73/habits-a/plugins/b/v1.rhai"),
        // A sum of a dataclass's field annotated `bool`: a count.
        &[
            (78, "`tries.filter(|a| a.correct).len()`"),
            // A `Counter` made from a generator reads a missing key as 0.
            (89, "${(rights[school] ?? 0).to_string()"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/73/habits-b/plugins/b/v1.rhai"),
        // `map(lambda p: ..., PHASES)`: the lambda is the closure.
        &[
            (31, "`PHASES.map(|p| r[p])`"),
            // A loop's `cls` is a value, not a classmethod's class.
            (49, "`` `${cls.to_upper()} (${group.len()} runs)` ``"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/73/habits-c/plugins/a/v1.rhai"),
        // `sum(len(st) for st in ...)` of objects whose class has
        // `__len__` (the objects of a collection the code fills with them,
        // called so in the form since trial 109).
        &[
            (131, "`this.shows.values().map(|st| st.__len__())"),
            // Two classes' `revenue`: one `fn` that tests the class, so
            // that the other points' `s.revenue()` stay right.
            (
                54,
                "write one `fn revenue` for both, which tests a `class_name` key",
            ),
            (75, "`this.screenings.map(|s| s.revenue())"),
        ],
    ),
];

#[test]
fn what_trial_73s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(
        !answers[0].1.contains("a.correct).reduce("),
        "{}",
        answers[0].1
    );
    assert!(!answers[1].1.contains("|x| lambda"), "{}", answers[1].1);
}
