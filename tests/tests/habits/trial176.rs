//! Usability trial 176 (`tests/trials/176`): tasks 12 of 12 first try,
//! nothing misleading (one refusal rated unclear: a call's two bad
//! arguments told one at a time, now told at once); five of six habit
//! programs at their second mount (the plain Python script's third, for
//! a loop's variable read in its `except`); four of six first answers
//! with nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/b/v1",
        include_str!("../../trials/176/habits-c/plugins/b/v1.rhai"),
        &[
            // `try: for t in raw_times: ... except ValueError: ... {t!r}`
            // (rated misleading: the template read `t`, which the `catch`
            // does not see; the third mount).
            (
                41,
                "`t` is the variable of the `for` inside the `try` (line 38): Python keeps it after the loop, so its `except` reads the item that failed, but Rhai's `for` variable lives only inside the loop, and the `catch` sees none (\"Undefined variable: t\"): declare one before the `try`, `let t = ();`, and set it first in the loop, `for x in raw_times { t = x; ... }`",
            ),
            // `for name, _, best in entries if best is not None),` of a
            // generator (rated misleading: the form took the filter and
            // the bracket into the loop's array).
            (
                73,
                "`for entry in entries { let name = entry[0]; let best = entry[2]; ... }`",
            ),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/176/habits-b/plugins/b/v1.rhai"),
        // `old._replace(p=old.p + 1, ...)` (rated misleading: told to pass
        // the values in order, "as `_replace` takes them").
        &[(
            45,
            "a namedtuple is a map in Rhai, which has no `_replace`: copy the map and set each field named, `copy = row; copy.p = ...;`",
        )],
    ),
];

#[test]
fn what_trial_176s_habit_players_rated_misleading_is_told_right() {
    for (name, text) in &first_answers(EXPECTED) {
        for wrong in [
            "in entries if best != ()",
            "as `_replace` takes them",
            "before the `try`, `let t2 = ",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
