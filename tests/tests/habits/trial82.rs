//! Usability trial 82 (`tests/trials/82`), on trial 81's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; three Python programs
//! at their second mount (TypeScript's third was its player's own edit).
//! What cost a mount or was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/82/habits-a/plugins/a/v1.rhai"),
        // `Object.entries(m)` walks the keys in the order set; a Rhai map's
        // come sorted (what cost v2).
        &[
            (
                96,
                "`m.keys()` comes sorted, where JavaScript keeps the order the keys were set",
            ),
            // Node's start-up test goes with its block, not `===` told `==`.
            (
                114,
                "Drop the start-up lines (`if __name__ == \"__main__\":` or `if (require.main === module)` and its block",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/82/habits-a/plugins/b/v1.rhai"),
        // `enumerate(..., start=1)`'s count, read in a tuple in the loop.
        &[(57, "`bad.push([lineno + 1, exc.message])`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/82/habits-b/plugins/b/v1.rhai"),
        // `map(dept_line, by_dept)` of a `groupby`'s groups: each pair, not
        // the keys alone.
        &[(
            80,
            "`let keys = by_dept.keys(); keys.map(|k| dept_line([k, by_dept[k]]))`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/82/habits-c/plugins/a/v1.rhai"),
        // The pairs of an object's map, read in a form's closure, which has
        // no `this`.
        &[(
            115,
            "`let horse_minutes = this.horse_minutes; let keys = horse_minutes.keys(); let pairs = keys.map(|k| [k, horse_minutes[k]]);`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/82/habits-c/plugins/b/v1.rhai"),
        // `{c: 0 for c in range(...)}`: number keys, which a map refuses
        // (what cost v2).
        &[(
            27,
            "`let court_minutes = #{}; for c in range(1, COURTS + 1) { court_minutes[c.to_string()] = 0; }`",
        )],
    ),
];

#[test]
fn what_trial_82s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // The start-up line's `===` is not told apart from the line itself.
    assert!(
        !super::advises(&answers[0].1, 114, "instead of `===`"),
        "{}",
        answers[0].1
    );
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
