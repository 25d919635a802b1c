//! Usability trial 95 (`tests/trials/95`), on trial 94's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; TypeScript and three
//! Python programs at their second mount, and one player's two answers
//! with nothing misleading. What was rated misleading, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[(
    "b/b/v1",
    include_str!("../../trials/95/habits-b/plugins/b/v1.rhai"),
    // `map(trail_row, groupby(...))`: each key and its group.
    &[(
        71,
        "`let keys = groups.keys(); keys.map(|k| trail_row([k, groups[k]]))`, with `groups` the map of groups",
    )],
)];

#[test]
fn what_trial_95s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // The point's lead names no `f`, which a file of the code's own
    // (`with open(...) as f`) turned into its read.
    assert!(
        !answers[0].1.contains("Python's `map(ctx.fs.read"),
        "{}",
        answers[0].1
    );
    // `const path = require('path')`: a module's name, not a variable to
    // pass in.
    let answers = first_answers(&[(
        "a/a/v1",
        include_str!("../../trials/95/habits-a/plugins/a/v1.rhai"),
        &[],
    )]);
    assert!(
        !advises(&answers[0].1, 111, "pass `path` in as a parameter"),
        "{}",
        answers[0].1
    );
    // A `Perfume`'s plain field `cost`, in a function that takes the
    // additions (whose class has a property `cost`): a read, not a call.
    let answers = first_answers(&[(
        "a/b/v1",
        include_str!("../../trials/95/habits-a/plugins/b/v1.rhai"),
        &[
            (80, "a.name < b.name"),
            (90, "${p.cost_per_gram().to_fixed(3)"),
        ],
    )]);
    for line in [80, 89] {
        assert!(!advises(&answers[0].1, line, ".cost()"), "{}", answers[0].1);
    }
    // `e.args[0]` of a `ValueError`: the `message` of the map the `except`
    // point throws too, not a text that has none.
    first_answers(&[(
        "b/b/v1",
        include_str!("../../trials/95/habits-b/plugins/b/v1.rhai"),
        &[
            (28, "throw #{ message: `invalid literal"),
            (29, "`` `bad number (${e.message.split(\": \")[-1]})` ``"),
        ],
    )]);
}
