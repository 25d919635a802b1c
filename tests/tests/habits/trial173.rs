//! Usability trial 173 (`tests/trials/173`): tasks 12 of 12 first try
//! with nothing unclear or misleading; five of six habit programs at
//! their second mount (the TypeScript one at its fourth, for two slips of
//! its player's own: a change made unasked and an empty file mounted);
//! three of six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/173/habits-a/plugins/a/v1.rhai"),
        // `({ count, avgMinutes }) => ...` of a class's getter (rated
        // misleading: read as `item.avgMinutes`, the function).
        &[(89, "read it with its call, `item.avgMinutes()`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/173/habits-b/plugins/b/v1.rhai"),
        &[
            // `list(starmap(parse, filter(..., list(numbered)[1:])))`
            // (rated misleading: the form kept `list`, with no word).
            (
                48,
                "this holds once `list` is replaced, as its own point says",
            ),
            // `return stats, [... for i, (a, m, d) in enumerate(...)]`
            // (rated misleading: the form kept the comprehension).
            (71, "this holds once `enumerate` is replaced"),
            // `args.path if args.path else "radio_drama.txt"` (rated
            // misleading: told to compare with "", where it may be `()`).
            (
                107,
                "here `args.path` is tested as it is: `if truthy(args.path) { ... } else { ... }`",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/173/habits-c/plugins/a/v1.rhai"),
        // `self.flagged: list[Batch] = []` beside `Batch`'s property
        // `flagged` (rated misleading twice: the field read as a call).
        &[
            (
                60,
                "another class's field `flagged` stays a read, `t.flagged`",
            ),
            (137, "`this.flagged.map(|b| b.batch_id)`"),
        ],
    ),
];

#[test]
fn what_trial_173s_habit_players_rated_misleading_is_told_right() {
    for (name, text) in &first_answers(EXPECTED) {
        assert!(
            !text.contains("this.flagged(REJECT_ALERT).map"),
            "{name} calls the field:\n{text}"
        );
    }
}
