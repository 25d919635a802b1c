//! Usability trial 69 (`tests/trials/69`), on trial 68's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; three Python programs
//! at their second mount, JavaScript at its third (the player's own miss
//! of a point the answer made), TypeScript and one Python at their fourth
//! (a path the player wrote under `root/`, and a text tested with `&&`).
//! What cost a mount or was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/69/habits-a/plugins/b/v1.rhai"),
        // Tuples sorted field by field, text or numbers: no `-` of texts.
        &[(
            90,
            "`|a, b| if a[0] < b[0] { -1 } else if a[0] > b[0] { 1 } else if a[1] < b[1] { -1 }",
        )],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/69/habits-b/plugins/a/v1.rhai"),
        // A destructured pair after `[...m.entries()]`, which runs over the
        // map's keys.
        &[(81, "`|name| { let ls = bySpecies[name]; ... }`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/69/habits-b/plugins/b/v1.rhai"),
        // A text before `and` (what cost v3).
        &[(53, "`p[1].strip()` is a text, and `&&` and `||` take bools")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/69/habits-c/plugins/b/v1.rhai"),
        // `sorted` of a set of numbers: its keys are text.
        &[(
            68,
            "`let xs = rounds_seen.keys().map(|k| parse_int(k)); xs.sort();`",
        )],
    ),
];

#[test]
fn what_trial_69s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // The pair's items are no longer read by index over the keys.
    assert!(
        !answers[1]
            .1
            .contains("`|pair| ... pair[0] ... pair[1]` (`name` is `pair[0]`"),
        "{}",
        answers[1].1
    );
}
