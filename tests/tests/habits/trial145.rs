//! Usability trial 145 (`tests/trials/145`). What was rated misleading,
//! told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[(
    "a/a/v1",
    include_str!("../../trials/145/habits-a/plugins/a/v1.rhai"),
    // `Object.assign(this, { utc, call, ... })` in a constructor whose
    // destructured parameter is taken whole: `call`, a word Rhai
    // reserves, read by its key (rated misleading: `item.call`, which
    // does not parse).
    &[(
        20,
        "`#{ utc: item.utc, call: item[\"call\"], band: item.band,",
    )],
)];

#[test]
fn what_trial_145s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        assert!(!text.contains("call: item.call"), "{name}:\n{text}");
    }
}
