//! Usability trial 108 (`tests/trials/108`), on trial 107's fixes: tasks
//! 12 of 12 with every message rated helpful; JavaScript, TypeScript and
//! two Python programs at their second mount. What was rated misleading,
//! or cost a mount, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/108/habits-a/plugins/a/v1.rhai"),
        // `b.avg - a.avg || b.readers - a.readers || a.title
        // .localeCompare(b.title)`: each tie-break in turn.
        &[(
            76,
            "`|a, b| { let d = b.avg - a.avg; if d != 0 { d } else { let d2 = b.readers - a.readers; if d2 != 0 { d2 } else if a.title < b.title { -1 } else if a.title > b.title { 1 } else { 0 } } }`",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/108/habits-a/plugins/b/v1.rhai"),
        // `days: set = field(default_factory=set)`: a map of keys, and
        // its `add` (what cost v2).
        &[(28, "`days: #{}`"), (28, "`s.add(x)` is `s[x] = true`")],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/108/habits-b/plugins/a/v1.rhai"),
        &[
            // `late.map((j) => ...).join(", ") || "none"`: the arrow a
            // closure in the form.
            (
                109,
                "`let t = late.map(|j| `${j.id}(${j.arriveMin})`).join(\", \"); if t != \"\" { t } else { \"none\" }`",
            ),
            // `stats[0]?.[0]` of an empty array.
            (121, "if stats.len() > 0 { stats[0][0] } else { () }"),
            // `(r): r is Extract<ParseResult<TowJob>, { ok: false }> =>`.
            (80, "drop the type predicate `: r is Extract<"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/108/habits-b/plugins/b/v1.rhai"),
        // `yield (f"..." f"...")`: a generator, told though a `(` follows.
        &[(57, "Rhai has no generators")],
    ),
];

#[test]
fn what_trial_108s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // The type's braces are no map.
    let typescript = &answers[2].1;
    assert!(
        !advises(typescript, 80, "is a block in Rhai"),
        "{typescript}"
    );
}
