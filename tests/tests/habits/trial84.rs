//! Usability trial 84 (`tests/trials/84`), on trial 83's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript, TypeScript
//! and three Python programs at their second mount. What cost a mount or
//! was rated misleading, told right here.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/84/habits-a/plugins/a/v1.rhai"),
        // `forEach((raw, i) => { ... return; ... })`: the callback's
        // `return` is the loop's `continue` (rated unclear).
        &[(
            43,
            "a `return` in the callback, which went on to the next item, is `continue` in the loop",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/84/habits-a/plugins/b/v1.rhai"),
        // A dict at the top, read by a `def` (rated unclear: a `let` a
        // `fn` cannot see).
        &[(10, "`let FEES = #{ ... };`; a `fn` does not see it")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/84/habits-b/plugins/b/v1.rhai"),
        // `filter(lambda p: p[1].strip(), enumerate(lines[1:], start=2))`:
        // the pairs as an array, and a closure that answers a bool (the
        // form as told returned a text, which `filter` refused: v3).
        &[(
            57,
            "`lines.slice(1).map(|x, i| [i + 2, x]).filter(|p| p[1].trim() != \"\")`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/84/habits-c/plugins/a/v1.rhai"),
        &[
            // `__init__` that loops: the maker's map in a variable.
            (
                89,
                "keep the map in a variable, `let sale = #{ total: 0 };`",
            ),
            // ... and `self.rejected.append(...)` in it is that map's.
            (99, "`sale.rejected.push([n + 1, exc.message])`"),
        ],
    ),
];

#[test]
fn what_trial_84s_habit_players_met_is_told_right() {
    first_answers(EXPECTED);
}

/// `groups[k].reduce(|acc, b| ... k ...)`: a closure that reads the key
/// of the value its chain starts from runs in Rhai; the check refused it
/// as a data race (the functional program's second mount).
#[test]
fn a_closure_that_reads_an_index_key_mounts() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(
        &toolset,
        include_str!("../../trials/84/habits-b/plugins/b/v2.rhai"),
    );
    assert!(!error, "{text}");
    assert!(!text.contains("Data race"), "{text}");
}
