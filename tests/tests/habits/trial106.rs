//! Usability trial 106 (`tests/trials/106`), on trial 105's fixes: tasks
//! 11 of 12 (one over the operations budget); JavaScript, TypeScript and
//! four Python programs at their second mount. What was rated misleading,
//! told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/106/habits-a/plugins/a/v1.rhai"),
        &[
            // `const { date, ..., rejectRate } = ls.worst;`: the fields of
            // the getter's object, which is called, and the getter among
            // them said to be one.
            (76, "write `let worst = ls.worst(); let date = worst.date;"),
            (76, "`let rejectRate = worst.rejectRate();`"),
            // `parts.toLocaleString('en-US')` of an int: no digits after
            // the point.
            (84, "(`grouped(1962)` is `\"1,962\"`"),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/106/habits-a/plugins/b/v1.rhai"),
        &[
            // `{path.name}` of a `Path`, text in a plugin.
            (
                68,
                "`` `Wind tunnel report: ${path.split(\"/\")[-1]} (${runs.len()} good runs)` ``",
            ),
            // A set of floats' keys read back as floats.
            (80, "`unique.map(|k| parse_float(k))` of floats"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/106/habits-b/plugins/a/v1.rhai"),
        // `b[1].length - a[1].length || a[0].localeCompare(b[0])`: the
        // code's own comparer, over the keys the spread's point makes of
        // the Map's entries (trial 127: the pairs' form read a key's
        // second letter).
        &[(
            75,
            "`|a, b| { let d = byPest[b].len() - byPest[a].len(); if d != 0 { d } else if a < b { -1 } else if a > b { 1 } else { 0 } }`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/106/habits-c/plugins/a/v1.rhai"),
        // `for status, value in self.by_status().items()` of a method told
        // to take `STATUSES`: the map made once, the constant passed (kept
        // under a name apart from its method's, as every such local is).
        &[(
            106,
            "`let own_by_status = this.by_status(STATUSES); for status in own_by_status.keys() { let value = own_by_status[status]; ... }`",
        )],
    ),
];

#[test]
fn what_trial_106s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}
