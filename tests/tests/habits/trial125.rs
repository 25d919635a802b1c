//! Usability trial 125 (`tests/trials/125`), on trial 124's fixes: tasks
//! 12 of 12, all six habit programs at their second mount, and four of
//! the six first answers with nothing misleading. What was rated
//! misleading or left out, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/125/habits-a/plugins/b/v1.rhai"),
        // `for rank, (item, qty) in enumerate(...)`: the loop's whole item
        // named apart from the names unpacked from it (it was `item`,
        // and `let qty = item[1]` read the name's second character).
        &[(
            79,
            "`for (pair, rank) in qty_by_item.most_common(3) { let rank = rank + 1; let item = pair[0]; let qty = pair[1]; ... }`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/125/habits-c/plugins/a/v1.rhai"),
        // `min(self.composers.values())` picks by `__lt__`: the first item
        // after the comparer's sort.
        &[(
            81,
            "`min(xs)` of them, which Python picks by `__lt__`, is the first item after that sort",
        )],
    ),
];

#[test]
fn what_trial_125s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let cakes = &answers[0].1;
    assert!(!cakes.contains("let item = item[0];"), "{cakes}");
}
