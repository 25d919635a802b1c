//! Usability trial 82 (`tests/trials/82`), on trial 81's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; three Python programs
//! at their second mount (TypeScript's third was its player's own edit).
//! What cost a mount or was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[(
    "a/a/v1",
    include_str!("../../trials/82/habits-a/plugins/a/v1.rhai"),
    // `Object.entries(m)` walks the keys in the order set; a Rhai map's
    // come sorted (what cost v2).
    &[(
        96,
        "`m.keys()` comes sorted, where JavaScript keeps the order the keys were set",
    )],
)];

#[test]
fn what_trial_82s_habit_players_met_is_told_right() {
    first_answers(EXPECTED);
}

/// `map(f, m.items())`: each pair, a key and its value, in the form.
#[test]
fn a_function_mapped_over_a_dict_s_items_gets_each_pair() {
    let answer = first_answers(&[(
        "items",
        "def line(pair):\n    return pair[0]\n\ndef report(by_dept):\n    return list(map(line, by_dept.items()))\n",
        &[(
            5,
            "`let keys = by_dept.keys(); keys.map(|k| line([k, by_dept[k]]))`",
        )],
    )]);
    assert_eq!(answer.len(), 1);
}
