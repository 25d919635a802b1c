//! Usability trial 124 (`tests/trials/124`), on trial 123's fixes: tasks
//! 12 of 12, all six habit programs at their second mount, and three of
//! the six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/124/habits-a/plugins/b/v1.rhai"),
        // `{marks}` of `marks = [int(r) for r in raw]`: Rhai prints a list
        // of numbers as Python does (it was told to quote each item).
        &[(
            39,
            "`` `line ${line_no}: mark out of range in ${marks}` `` instead of",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/124/habits-c/plugins/a/v1.rhai"),
        &[
            // `render` reads `REJECT_LIMIT` only in an f-string: a `fn`
            // sees no top-level name, told there too.
            (
                115,
                "so it cannot read `REJECT_LIMIT`: pass it in, `fn render(REJECT_LIMIT)`",
            ),
            // `b.flagged` of `self.batches`, a collection of `Batch`
            // (named `batchs` by the old plural): the property's call,
            // passed what its `fn` is told to take (trial 129).
            (
                119,
                "`this.batches().filter(|b| truthy(b.flagged(REJECT_LIMIT)))`",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/124/habits-c/plugins/b/v1.rhai"),
        &[
            // `(paid - due).days`: day numbers, told where it stands (line
            // 60 was told nothing), and the append's form waits for it.
            (
                60,
                "Rhai has no dates: `(paid - due).days` is the difference of their day numbers",
            ),
            (
                53,
                "this holds once the dates' arithmetic is written as the point on dates says",
            ),
        ],
    ),
];

#[test]
fn what_trial_124s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let marks = &answers[0].1;
    assert!(
        !marks
            .lines()
            .any(|l| l.contains("(line 39,") && l.contains("Python prints `['a', 'b']`")),
        "{marks}"
    );
}
