//! Usability trial 130 (`tests/trials/130`): tasks 12 of 12, four of six
//! habit programs at their second mount (the JavaScript took 4 and the
//! TypeScript 3: the first through the player's own slips, the second
//! through the comparer below), and two of six first answers with
//! nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/130/habits-a/plugins/a/v1.rhai"),
        // `Array.from(byStreet, ([street, bags]) => ...)` of a Map: its
        // keys mapped, and the destructuring's items keys (it was told
        // `m.keys()` or the array, and the items pairs).
        &[
            (
                70,
                "`let keys = byStreet.keys(); keys.map(|street| { let bags = byStreet[street]; ... })`",
            ),
            (
                70,
                "each item is a key: `|street| { let bags = byStreet[street]; ... }`",
            ),
            // `process.argv[2] || ...`: the parameter may be left out.
            (103, "`path: #{ type: \"string\", required: false }`"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/130/habits-b/plugins/a/v1.rhai"),
        // `.sort(([, a], [, b]) => b - a)` after a `.map` of the spread to
        // pairs: the items are pairs again, no keys (the player's v2
        // failed at run time following the keys' form).
        &[(105, "(`a` is `x[1]`, `b` is `y[1]`)")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/130/habits-c/plugins/a/v1.rhai"),
        // `c.status is Status.OCCUPIED` of an Enum: `==` and the member's
        // value (the form kept `is` and the member).
        &[(
            78,
            "`this.checks.filter(|c| c.status == \"occupied\").len()`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/130/habits-c/plugins/b/v1.rhai"),
        // `defaultdict(lambda: {...})`: the starting record, changed
        // through the map (it was told a list's form).
        &[(
            56,
            "`let per_yurt = #{}; if !(s[\"yurt\"] in per_yurt) { per_yurt[s[\"yurt\"]] = #{\"stays\": 0, \"nights\": 0, \"room\": 0.0, \"extras\": 0.0}; }`",
        )],
    ),
];

#[test]
fn what_trial_130s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "|pair| ... pair[0] ... pair[1]` (`street` is `pair[0]`",
            "as the point on `[...byCustomer.entries()]` writes it, each item is a key: `|k1, k2|",
            "a class attribute is a key of each object's map: write `OCCUPIED",
            "`let OCCUPIED = ...;`",
            "|c| c.status is Status",
            "per_yurt[s[\"yurt\"]].push(item)",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
