//! Usability trial 151 (`tests/trials/151`): tasks 12 of 12 with nothing
//! unclear or misleading, all six habit programs at their second mount,
//! and three of six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/151/habits-a/plugins/a/v1.rhai"),
        // `categories` and `top` keep `[...m.entries()]` chains, whose
        // point makes their items keys: the loops and reads after them
        // read keys (rated misleading: each read as a pair).
        &[
            (
                78,
                "each item of `categories` is a key: `for name in categories { let v = byCategory[name]; let count = v.count; let qty = v.qty; let net = v.net; ... }`",
            ),
            (
                84,
                "each item is a key: `|sku, i| { let v = bySku[sku]; let item = v.item; let qty = v.qty; let net = v.net; ... }`",
            ),
            (
                100,
                "`if categories.len() > 0 { categories[0] } else { () }`",
            ),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/151/habits-b/plugins/a/v1.rhai"),
        // `ranked = [...byToji.entries()].map(([t, bs]) => [t, ...])`:
        // pairs the map makes (rated misleading: told keys).
        &[
            (104, "`|pair| ... pair[0] ... pair[1]`"),
            // `Object.values(Grade)` of the code's enum, whose point drops
            // it: its values in order (rated unclear: `m.values()`).
            (
                43,
                "write `[\"daiginjo\", \"ginjo\", \"junmai\", \"honjozo\", \"futsu\"]` instead of `Object.values(Grade)`",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/151/habits-c/plugins/a/v1.rhai"),
        // `__str__` reads `self.final` in an f-string, and `divisions`
        // sorts the objects by their `__lt__`: each reaches `WEIGHTS`
        // (rated misleading: neither told to take it).
        &[
            (63, "pass it in, `fn __str__(WEIGHTS)`"),
            (87, "pass it in, `fn divisions(WEIGHTS)`"),
        ],
    ),
];

#[test]
fn what_trial_151s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "a Rhai parameter cannot destructure `{ count, qty, net }`",
            "`sku` is `pair[0]`",
            "categories[0][0]",
            "each item is a key: `|t| { let h = byToji[t]",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
