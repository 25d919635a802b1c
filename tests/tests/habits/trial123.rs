//! Usability trial 123 (`tests/trials/123`), on trial 122's fixes: tasks
//! 12 of 12, all six habit programs at their second mount. What was
//! rated misleading in the first answers, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/123/habits-a/plugins/b/v1.rhai"),
        // `Counter({c: 0.0 for c in ...})`: a dict comprehension, whose
        // own point fills the map (the Counter's form added its loop).
        &[(89, "Rhai has no `Counter`: count in a map")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/123/habits-b/plugins/b/v1.rhai"),
        // A dict keyed by numbers, whose keys are strings in Rhai: every
        // form reads it by the number's text.
        &[
            (34, "write `!(parse_int(sev).to_string() in SEVERITY)`"),
            (69, "${SEVERITY[("),
            (69, ").to_string()]}` ``"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/123/habits-c/plugins/b/v1.rhai"),
        &[
            // `raise KeyError(kind)`, then `{e}`: the key in quotes.
            (44, "`` `line ${n + 1}: unknown category '${e}'` ``"),
            // `hours.get(hour, 0)` of `hour = int(hh)`: its text.
            (
                48,
                "write `(hours[hour.to_string()] ?? 0)` for `.get(hour, 0)`",
            ),
        ],
    ),
];

#[test]
fn what_trial_123s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "+ {h.client for h in hires}",
            "!(parse_int(sev) in SEVERITY)",
            "unknown category ${e}`",
            "write `hours[hour] ?? 0`",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
