//! Usability trial 71 (`tests/trials/71`), on trial 70's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; TypeScript and all
//! four Python programs at their second mount, JavaScript at its third.
//! What cost a mount or was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/71/habits-a/plugins/a/v1.rhai"),
        // Two classes' getters of one name: two `fn rate()` (what cost v2).
        &[
            (12, "another class has its own `rate`"),
            (
                29,
                "write one `fn rate` for both, which tests a `class_name` key each maker function sets (`class_name: \"SiteTally\"`)",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/71/habits-a/plugins/b/v1.rhai"),
        // A set at the top read by a `fn`.
        &[(11, "a `fn` does not see it (nor a parameter's default)")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/71/habits-b/plugins/b/v1.rhai"),
        &[
            // `map(str.strip, parts)`: the method called on each item, kept
            // in a name the value does not read.
            (
                17,
                "`let values = parts.map(|x| x.trim()); let date = values[0];",
            ),
            (24, "`riders.split(\";\").map(|x| x.trim())"),
            // `attrgetter('km')`: a key in double quotes.
            (59, "ts.map(|x| x[\"km\"])"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/71/habits-c/plugins/a/v1.rhai"),
        &[
            // A class's own items, walked through `__iter__`, and its
            // property called.
            (
                76,
                "`this.__iter__().filter(|p| truthy(p.counts())).map(|p| p.amount)",
            ),
            (84, "`for p in this.__iter__() { ... }`"),
        ],
    ),
];

#[test]
fn what_trial_71s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(!answers[2].1.contains("str.strip(x)"), "{}", answers[2].1);
    assert!(!answers[3].1.contains("self.filter("), "{}", answers[3].1);
}
