//! Usability trial 155 (`tests/trials/155`): tasks 12 of 12 with nothing
//! misleading (one receipt rated unclear), all six habit programs at
//! their second mount, and one of six first answers with nothing
//! misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/155/habits-a/plugins/a/v1.rhai"),
        // `new Date(Date.UTC(...))` of a JavaScript program that returns
        // `null` for a bad date (rated misleading: told to `throw` as
        // Python's `date(...)` raises).
        &[(22, "as `new Date` rolls 2026-02-30 over to March")],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/155/habits-a/plugins/b/v1.rhai"),
        // `datetime.combine(d, t)` of a date and a time read from the
        // file (rated misleading: told the sandbox has no clock).
        &[(
            54,
            "Rhai has no `datetime.combine`: a date and a time read from the text are one count of minutes",
        )],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/155/habits-b/plugins/a/v1.rhai"),
        // `const s = this.row(team);` then `s.played += 1` of a method
        // returning `this.rows.get(team)` (rated misleading: told only
        // `let`, and the table stayed at zeros).
        &[(
            77,
            "`this.row(team)` returns `this.rows`'s entry, and Rhai copies a map's entry it returns",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/155/habits-b/plugins/b/v1.rhai"),
        // `sorted(..., reverse=True)` (rated misleading: only ascending
        // comparers).
        // (At line 71 since trial 158: line 49's `sorted` inside
        // `groupby(sorted(xs, key=key), key=key)` needs no sort.)
        &[(
            71,
            "for Python's reverse order, the other way round, `|a, b| b.age - a.age`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/155/habits-c/plugins/a/v1.rhai"),
        // `{run}` of a class whose `__str__` is told to take
        // `PENALTY_SECONDS`: the call passes it (rated misleading).
        &[(94, "call it, `${x.__str__(PENALTY_SECONDS)}`")],
    ),
];

#[test]
fn what_trial_155s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        let wrong = "Rhai has no `datetime.combine`: the sandbox has no clock";
        assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        if *name == "a/a/v1" {
            assert!(!text.contains("`throw` there as Python raises"), "{text}");
        }
    }
}
