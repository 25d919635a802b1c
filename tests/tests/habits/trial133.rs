//! Usability trial 133 (`tests/trials/133`): tasks 12 of 12, five of six
//! habit programs at their second mount (the script took 3 through a
//! tie the `max` point did not tell), and three of six first answers with
//! nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/133/habits-a/plugins/b/v1.rhai"),
        // `main` read `DEFAULT_FILE`: the closure the point offers sees
        // `ctx`, so its call takes none (it said `main(ctx, x)` of `|x|`).
        &[(111, "(call it as `main(x)` or `main.call(x)`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/133/habits-b/plugins/b/v1.rhai"),
        // `reduce(lambda a, r: max(a, r.hs), rs, 0.0)` in an f-string and
        // a comprehension's form: the array's `reduce` (both kept
        // Python's call, "once `lambda` is replaced").
        &[
            (80, "${rs.reduce(|a, r| max(a, r.hs), 0.0).to_fixed(2)}"),
            (
                80,
                "${hourly[ts].reduce(|a, r| max(a, r.hs), 0.0).to_fixed(2)}",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/133/habits-c/plugins/a/v1.rhai"),
        // `__lt__` ascending, where the code sorts with `reverse=True`.
        &[(
            85,
            "where the code sorts them with `reverse=True`, swap each `-1` and `1`: `xs.sort(|a, b| if a.value() != b.value() { if a.value() < b.value() { 1 } else { -1 } } else { 0 })`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/133/habits-c/plugins/b/v1.rhai"),
        // `max(booths, key=...)` of a dict: its keys sorted in Rhai, so a
        // tie is met in key order (the player's v2 picked the other
        // booth).
        &[(
            85,
            "here the items are `booths`'s keys, and `booths.keys()` come sorted",
        )],
    ),
];

#[test]
fn what_trial_133s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "call it as `main(ctx, x)`",
            "${reduce(",
            "this holds once `lambda` is replaced",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
