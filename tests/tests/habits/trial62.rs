//! Usability trial 62 (`tests/trials/62`), on trial 61's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript and
//! TypeScript at their second mount, a Python script at its second. What
//! the players rated misleading, told right here.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1",
        include_str!("../../trials/62/habits-a/plugins/js/v1.rhai"),
        // The spread of a function that gives a Map: its pairs.
        &[(
            74,
            "`countBy(...)` gives a Map, a map in Rhai, which gives no pairs: keep it, `let m = countBy(...);`",
        )],
    ),
    (
        "a/py/v1",
        include_str!("../../trials/62/habits-a/plugins/py/v1.rhai"),
        // `zip(*...)` of a generator has its own point, as the
        // comprehension's form says.
        &[(
            93,
            "Rhai has no `zip(*rows)`: keep the rows in an array first",
        )],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/62/habits-b/plugins/py/v1"),
        // A chained comparison in a comprehension's test is two, joined.
        &[(
            57,
            "parcels.filter(|p| h <= p.dropped && p.dropped < h + 3).len()",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/62/habits-c/plugins/a/v1"),
        &[
            // A classmethod of a base, called on its subclasses.
            (
                54,
                "`cls(...)` is the maker function of the class it is called on",
            ),
            // An element of an object's field, copied and changed.
            (
                92,
                "`boat` is a copy of `this.boats[name]` (Rhai copies an element into a variable",
            ),
        ],
    ),
];

#[test]
fn what_trial_62s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `module.exports = { ... }` is dropped: its map is none to write.
    assert!(
        !answers[0]
            .1
            .contains("`{ Session, loadSessions, summarizeTutors, report }` is"),
        "{}",
        answers[0].1
    );
    assert!(
        !answers[2].1.contains("filter(|p| h <= p.dropped < h"),
        "{}",
        answers[2].1
    );
}

/// Player a's second Python version, nearly all Rhai: its `(seconds /
/// 60).to_int()` keeps the whole part on purpose, and `entries` is an
/// array, not a Map's `.entries()`. Its one slip, a `try` written as a
/// value, gives the block that ran now (trial 141), so it mounts, told
/// neither.
#[test]
fn rhai_with_a_slip_is_told_no_division_or_map_loop() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(
        &toolset,
        include_str!("../../trials/62/habits-a/plugins/py/v2.rhai"),
    );
    assert!(!error, "{text}");
    assert!(!text.contains("if both sides may be ints"), "{text}");
    assert!(!text.contains("a map is not iterable"), "{text}");
}
