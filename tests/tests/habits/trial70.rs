//! Usability trial 70 (`tests/trials/70`), on trial 69's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript, TypeScript
//! and one Python program at their second mount. What cost a mount or
//! was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/70/habits-a/plugins/a/v1.rhai"),
        &[
            // A comparer's destructured keys after a Map's entries spread.
            (72, "each item is a key: `|a, b| ...`"),
            // `[...byGuard].sort(...)` of a Map: no `byGuard.sort(...)`.
            (78, "keep the array in `guards` first, `let guards = ...;`"),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/70/habits-a/plugins/b/v1.rhai"),
        &[
            // `sorted(per_day.items())` in a generator: the map's keys.
            (
                81,
                "`` let keys = per_day.keys(); keys.map(|d| `${d}=${(per_day[d] ?? 0)}`) ``",
            ),
            // Python's `mean` adds exactly (what cost v2): the sandbox's
            // `mean` is Python's.
            (9, "`mean(arr)` is built in"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/70/habits-b/plugins/b/v1.rhai"),
        // A closure reading `r` over `r.weights`: "Data race detected".
        &[(76, "`let items = r.weights; items.map(|w| [r.ewe, w])`")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/70/habits-c/plugins/a/v1.rhai"),
        // An unpacking whose short line the `except` reports (v2).
        &[(
            91,
            "`` if parts.len() < 6 { throw `not enough values to unpack (expected 6, got ${parts.len()})`; }",
        )],
    ),
];

#[test]
fn what_trial_70s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // The comparer's `([a], [b])` is no pair `[a], [b]` read as a key and
    // a value.
    assert!(!answers[0].1.contains("|a]|"), "{}", answers[0].1);
    assert!(
        !answers[0]
            .1
            .contains("`byGuard.sort(...);`, then use `byGuard`"),
        "{}",
        answers[0].1
    );
}
