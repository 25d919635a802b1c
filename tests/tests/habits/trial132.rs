//! Usability trial 132 (`tests/trials/132`): tasks 12 of 12, five of six
//! habit programs at their second mount (the functional Python's third
//! its player's own bracket), and four of six first answers with nothing
//! misleading. What was rated misleading, or left untold, told here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/a/v1",
        include_str!("../../trials/132/habits-b/plugins/a/v1.rhai"),
        // `const POINTS = { [Strike.Miss]: 0, ... }`: computed keys, told
        // nothing; filled key by key, the member written as its value.
        &[(25, "`let POINTS = #{}; POINTS[\"miss\"] = ...;`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/132/habits-b/plugins/b/v1.rhai"),
        // `groupby(sorted(good, key=key), key=key)` inside `rows = ...`:
        // the groups of `good` (the form looped over `rows`, the
        // statement's own name).
        &[(67, "`let groups = #{}; for r in good {")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/132/habits-c/plugins/a/v1.rhai"),
        // `__lt__` of `output_kg`, a property: called in the comparer.
        &[(81, "`xs.sort(|a, b| if a.output_kg() != b.output_kg() {")],
    ),
];

#[test]
fn what_trial_132s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "if a.output_kg != b.output_kg",
            "`let groups = #{}; for r in rows {",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
