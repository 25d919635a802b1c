//! Usability trial 175 (`tests/trials/175`): tasks 12 of 12 first try
//! with nothing unclear or misleading; all six habit programs at their
//! second mount; five of six first answers with nothing misleading. What
//! was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[(
    "a/b/v1",
    include_str!("../../trials/175/habits-a/plugins/b/v1.rhai"),
    // `report` reads the property `fine`, told to take `FINE_PER_NIGHT,
    // FINE_PER_METRE, LIMITS` (rated misleading twice: the call passed on
    // put the constant first, `x.fine(LIMITS, FINE_PER_METRE, LIMITS)`).
    &[
        (
            71,
            "passes it on, `x.overstay(LIMITS)` and `x.fine(FINE_PER_NIGHT, FINE_PER_METRE, LIMITS)`",
        ),
        (
            73,
            "which is told to take `FINE_PER_METRE` as a parameter (a `fn` sees only its parameters): so `report` takes it too, `fn report(..., FINE_PER_METRE)`, and passes it on, `x.fine(FINE_PER_NIGHT, FINE_PER_METRE, LIMITS)`",
        ),
    ],
)];

#[test]
fn what_trial_175s_habit_players_rated_misleading_is_told_right() {
    for (name, text) in &first_answers(EXPECTED) {
        for wrong in [
            "x.fine(LIMITS, FINE_PER_METRE, LIMITS)",
            "x.fine(FINE_PER_METRE, FINE_PER_METRE, LIMITS)",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
