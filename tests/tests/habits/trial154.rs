//! Usability trial 154 (`tests/trials/154`): tasks 11 of 12 (the
//! player's guessed function, refused at its dry run with the fix) with
//! nothing unclear or misleading, all six habit programs at their second
//! mount, and four of six first answers with nothing misleading. What was
//! rated misleading, or found missing, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/154/habits-a/plugins/b/v1.rhai"),
        // The docstring's second line, `... per team and per incident
        // type."""`: text, no `and` to change (rated misleading).
        &[(13, "Rhai has no `json` module: drop this line")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/154/habits-c/plugins/a/v1.rhai"),
        &[
            // `POINTS_WIN, POINTS_DRAW = 3, 1` read by `points`: names a
            // `fn` cannot see (nothing told it).
            (55, "so it cannot read `POINTS_WIN`, `POINTS_DRAW`"),
            // `return self.teams[name]` then `self.team(...).record(...)`:
            // a copy's change (nothing told it).
            (
                93,
                "`this.team(match.home); this.teams[match.home].record(...);`",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/154/habits-c/plugins/b/v1.rhai"),
        // `testers.get(tester, 0) + 1`: in brackets (rated misleading:
        // `testers[tester] ?? 0`, dropped in, is `?? (0 + 1)`).
        &[(68, "write `(testers[tester] ?? 0)` for `.get(tester, 0)`")],
    ),
];

#[test]
fn what_trial_154s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        assert!(
            !text.contains("(line 12, column 50)"),
            "{name} tells the docstring's `and`:\n{text}"
        );
    }
}
