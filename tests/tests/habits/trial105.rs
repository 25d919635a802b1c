//! Usability trial 105 (`tests/trials/105`), on trial 104's fixes: tasks
//! 12 of 12 with nothing rated unclear or misleading; JavaScript,
//! TypeScript and three Python programs at their second mount (the fourth
//! at its third by its player's own data race). What was rated misleading,
//! told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[(
    "a/a/v1",
    include_str!("../../trials/105/habits-a/plugins/a/v1.rhai"),
    &[
        // `const { eggsSet, fertile, hatched } = rec;`: each field by its
        // own name.
        (
            51,
            "write `let eggsSet = rec.eggsSet; let fertile = rec.fertile; let hatched = rec.hatched;`",
        ),
        // `for (const { name, eggs, ... } of ...)`: each item whole.
        (94, "`let name = item.name; let eggs = item.eggs;"),
    ],
)];

#[test]
fn what_trial_105s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}
