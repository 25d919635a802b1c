//! Usability trial 172 (`tests/trials/172`): tasks 11 of 12 first try
//! (the miss the player's variable `is`, refused at its dry run with the
//! name to write) with nothing unclear or misleading; five of six habit
//! programs at their second mount (the functional Python's third, for a
//! date the point on dates let through); four of six first answers with
//! nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/a/v1",
        include_str!("../../trials/172/habits-b/plugins/a/v1.rhai"),
        // `{ id, module, maker, ... }` after `const [id, module, ...] =
        // cols` (rated misleading: `module: module`, a reserved word as
        // the value, which does not parse).
        &[(
            47,
            "`#{ id: id, module: module_, maker: maker, fault: fault, hours: hours, parts: parts, status: ... }` (`module_` the variable renamed as the reserved word's point says; the key keeps its name)",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/172/habits-b/plugins/b/v1.rhai"),
        // `date.fromisoformat(day)` (rated misleading twice: the test of
        // the parts let `2025-3-29` through; the third mount).
        &[
            (
                13,
                "for Python's `fromisoformat`, which refuses a month or day without its two digits (`2025-3-29`), the text's shape",
            ),
            (
                30,
                "`let shape = p[0].split(\"-\"); if shape.len() != 3 || shape[0].len() != 4 || shape[1].len() != 2 || shape[2].len() != 2 { ... }`",
            ),
        ],
    ),
];

#[test]
fn what_trial_172s_habit_players_rated_misleading_is_told_right() {
    for (name, text) in &first_answers(EXPECTED) {
        assert!(
            !text.contains("module: module,"),
            "{name} writes the reserved word:\n{text}"
        );
    }
}
