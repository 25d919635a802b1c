//! Usability trial 140 (`tests/trials/140`): tasks 12 of 12, four of six
//! habit programs at their second mount (the JavaScript's third its
//! player's own slip, the class program's third through a `len` told
//! wrong), and four of six first answers with nothing misleading. What
//! was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/140/habits-a/plugins/a/v1.rhai"),
        // Told nothing, which its player found for themself: the path
        // built from `__dirname`, and `this.returned || TODAY` of a CSV
        // field, `""` when the loan is out.
        &[
            (
                5,
                "so `__dirname` (and a path built from it, `path.join(...)`) is not there",
            ),
            (
                19,
                "`if this.returned != \"\" { this.returned } else { TODAY }` where it may be an empty text",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/140/habits-a/plugins/b/v1.rhai"),
        // `def report(text)` sums `b.cost`, a property of `Batch` told to
        // take `PRICE_PER_LITRE`: `report` takes it too (rated
        // misleading: its form passed the name into a `fn` told nothing).
        &[(
            78,
            "`report` reads the property `cost` (a method in Rhai, called), which is told to take `PRICE_PER_LITRE` as a parameter (a `fn` sees only its parameters): so `report` takes it too, `fn report(..., PRICE_PER_LITRE)`, and passes it on, `x.cost(PRICE_PER_LITRE)`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/140/habits-c/plugins/a/v1.rhai"),
        // `len(account)` for `account in ledger.members()`, a method whose
        // annotation says it gives `MemberAccount`s, a class with
        // `__len__` (rated misleading: `account.len()`, its map's keys).
        &[(118, "`${account.name} (${account.__len__()} loans")],
    ),
];

#[test]
fn what_trial_140s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        assert!(
            !text.contains("${account.len()}"),
            "{name} counts a map's keys:\n{text}"
        );
    }
}
