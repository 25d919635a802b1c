//! Usability trial 180 (`tests/trials/180`): tasks 11 of 12 first try
//! (the miss a service method named `protected`, which the provider's
//! mount took and the consumer's dry run refused: now noted at the
//! provider, `runtime/tests/check.rs`); five of six habit programs at
//! their second mount (the functional Python's third, for Python's `e`
//! format); four of six first answers with nothing misleading. What was
//! rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/180/habits-b/plugins/b/v1.rhai"),
        // `{combined_risk(group):>12.2e}` and `P={a.prob:.1e}` (rated
        // misleading three times: the forms printed `0.0000959...`; the
        // third mount).
        &[
            (
                53,
                "`${sci(combined_risk(group), 2).pad_start(12, \" \")}  ${closest.secondary}`",
            ),
            (53, "Rhai writes no scientific notation: `sci` is this `fn`"),
            (82, "P=${sci(a.prob, 1)}"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/180/habits-b/plugins/a/v1.rhai"),
        // `isNaN(new Date(s))` (rated misleading: told to refuse
        // 2026-02-31, which Node rolls over to March 3).
        &[(
            36,
            "test what `new Date` refuses of such a text, a month outside 1 to 12 or a day outside 1 to 31, `if ymd[1] < 1 || ymd[1] > 12 || ymd[2] < 1 || ymd[2] > 31 { ... }`",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/180/habits-a/plugins/b/v1.rhai"),
        // `rows, bad = load(...)  # JUDGEMENT: ...` (rated misleading: the
        // form copied the comment into its code).
        &[(
            110,
            "`let parts = load(ctx.fs.read(\"culverts.txt\")); let rows = parts[0]; let bad = parts[1];`",
        )],
    ),
];

#[test]
fn what_trial_180s_habit_players_rated_misleading_is_told_right() {
    for (name, text) in &first_answers(EXPECTED) {
        for wrong in [
            "# JUDGEMENT: path relative to the server root; let rows",
            "ymd[2] > days[ymd[1] - 1]",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
