//! Usability trial 88 (`tests/trials/88`), on trial 87's fixes: tasks 12
//! of 12 with nothing rated misleading; JavaScript, TypeScript and three
//! Python programs at their second mount. What was rated misleading, told
//! right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/88/habits-a/plugins/b/v1.rhai"),
        // A comprehension over a `Counter`'s number keys, sorted as text.
        &[(81, "for keys that stand for numbers, sort them first")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/88/habits-b/plugins/b/v1.rhai"),
        &[
            // A docstring above the error's line, named as the cause.
            (6, "(line 5 is one, which Rhai reads as a text"),
            // `filter(lambda d: source is None or d.source == source, ...)`:
            // the lambda's `or` in Rhai's words.
            (40, "`draws.filter(|d| source == () || d.source == source)`"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/88/habits-c/plugins/a/v1.rhai"),
        // `package`, a word Rhai reserves, unpacked as a variable: named
        // `package_` in every form, as its own point names it.
        &[
            (37, "write `!(package_ in PRICES)`"),
            (38, "`unknown package '${package_}'`"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/88/habits-c/plugins/b/v1.rhai"),
        // `enumerate(entries, 1)` told with its count from 0 (and, since
        // trial 115, the item's parts each by its index).
        &[(
            66,
            "`for (item, pos) in entries { let pos = pos + 1; let total = item[0];",
        )],
    ),
];

#[test]
fn what_trial_88s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}
