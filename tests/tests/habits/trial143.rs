//! Usability trial 143 (`tests/trials/143`): tasks 12 of 12, five of six
//! habit programs at their second mount (the Python's third through a
//! counter's read told without its 0), and three of six first answers
//! with nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/143/habits-a/plugins/b/v1.rhai"),
        // `rec = records[team]` of `records = defaultdict(Counter)`, then
        // `{rec['W']:>3}`: a counter's missing key reads as 0 in Python
        // (rated misleading: `rec["W"]`, which prints nothing for it).
        &[(75, "${(rec[\"W\"] ?? 0).to_string().pad_start(3, \" \")}")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/143/habits-b/plugins/b/v1.rhai"),
        // `Stats(pool=..., n=..., ...)` of a namedtuple: a map, each field
        // by its name (rated misleading: a maker `new_stats(a, b)` that no
        // point wrote).
        &[(
            41,
            "`Stats` is a namedtuple, a map in Rhai, as its own point writes it: build the map with each field by its name, `#{ pool: ..., n: ..., tmin: ..., ... }`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/143/habits-c/plugins/a/v1.rhai"),
        // `for v in fleet:` of a `Fleet` whose `__iter__` walks `Vehicle`s,
        // then `{v.miles:7.1f}`: the property's call (rated misleading:
        // `v.miles`, a field's read, as `Booking`'s `miles` is one).
        &[(114, "${v.miles().to_fixed(1).pad_start(7, \" \")}")],
    ),
];

#[test]
fn what_trial_143s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in ["${rec[\"W\"].to_string()", "new_stats("] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
