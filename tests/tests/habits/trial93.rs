//! Usability trial 93 (`tests/trials/93`), on trial 92's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript, TypeScript
//! and three Python programs at their second mount (the fourth's third
//! was a closure of its player's own). What was rated misleading or went
//! untold, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/93/habits-a/plugins/b/v1.rhai"),
        // `sum(stays) // len(stays) if stays else 0`: a `//` whose words
        // after it read as prose went untold; its calls in Rhai's words.
        &[(65, "`stays.reduce(|total, v| total + v, 0) / stays.len()`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/93/habits-b/plugins/b/v1.rhai"),
        // `import json`: `to_json` is no `json.dumps`.
        &[(3, "with a map's keys sorted and no space after `,` and `:`")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/93/habits-c/plugins/a/v1.rhai"),
        // `enumerate(csv.DictReader(...), start=2)`: the loop's form says
        // `csv.DictReader` is still to replace.
        &[(90, "this holds once `csv.DictReader` is replaced")],
    ),
];

#[test]
fn what_trial_93s_habit_players_met_is_told_right() {
    first_answers(EXPECTED);
}
