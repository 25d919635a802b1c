//! Usability trial 111 (`tests/trials/111`), on trial 110's fixes: tasks
//! 12 of 12 with nothing unclear or misleading; JavaScript, TypeScript
//! and three Python programs at their second mount. What was rated
//! misleading, or cost a mount, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/111/habits-a/plugins/b/v1.rhai"),
        // `f'{p}={n}' for p, n in sorted(paper_sheets.items())` in an
        // f-string: the map's keys, sorted already, each value by its key
        // (the keys kept first: a chain from `paper_sheets.keys()` could
        // not read `paper_sheets`).
        &[(
            85,
            "${({ let keys = paper_sheets.keys(); keys.map(|p| `${p}=${",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/111/habits-c/plugins/a/v1.rhai"),
        // `sum(r.minutes for r in self)` in `Mower`, whose `__iter__`
        // walks `Run`s: `minutes` is a `Run`'s field there, not `Mower`'s
        // property.
        &[
            (80, "`this.__iter__().map(|r| r.minutes).reduce("),
            (84, "`this.__iter__().map(|r| r.faults).reduce("),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/111/habits-c/plugins/b/v1.rhai"),
        // `sorted(bins, key=bins.get, reverse=True)`: ties in key order in
        // Rhai (what cost v2).
        &[(83, "`bins` is a map, whose `keys()` come sorted by key")],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/111/habits-b/plugins/a/v1.rhai"),
        // A comparer's pairs, and a `forEach` two lines below the spread
        // of `[...byReason.entries()]`: keys, each value read by its key.
        &[
            (
                62,
                "`|k1, k2| { let a = groups[k1]; let b = groups[k2]; ... }`",
            ),
            (
                80,
                "`|a, b| { let xs = byReason[a]; let ys = byReason[b]; ... }`",
            ),
            (81, "`|reason| { let xs = byReason[reason]; ... }`"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/111/habits-b/plugins/b/v1.rhai"),
        &[
            // `match, team, alliance, *nums = parts`: `match` is Rhai's.
            (29, "`let match_ = parts[0];"),
            // `mean = lambda xs: ...`: the sandbox's `mean` would be
            // called instead.
            (
                40,
                "named `mean_of` because `mean` is a function of Rhai's own",
            ),
        ],
    ),
];

#[test]
fn what_trial_111s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}
