//! Usability trial 152 (`tests/trials/152`): tasks 11 of 12 (the
//! player's float hours) with nothing unclear or misleading, all six
//! habit programs at their second mount, and three of six first answers
//! with nothing misleading. What was rated misleading, told right here.

use super::{Expected, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/152/habits-a/plugins/a/v1.rhai"),
        &[
            // `[...log.groupBy('section')]` of a method that returns a Map:
            // its keys and values (rated misleading: an array's spread).
            (
                79,
                "`groupBy(...)` gives a Map, a map in Rhai, which gives no pairs: keep it, `let m = log.groupBy(...);`",
            ),
            // `.sort(...)` after it: the array the spread's point writes
            // (rated misleading: the Map itself sorted).
            (
                79,
                "`let sections = ...;` (what `[...log.groupBy('section')]` is, as its own point writes it)",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/152/habits-a/plugins/b/v1.rhai"),
        // `{end - start}` of two datetimes, Python's timedelta (rated
        // misleading: its minutes printed).
        &[(
            93,
            "`end - start` of two dates is Python's timedelta, which prints as hours, minutes and seconds, `15:07:00`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/152/habits-b/plugins/b/v1.rhai"),
        // A form that keeps `splitlines` says so (rated misleading).
        &[(
            59,
            "(this holds once `splitlines` is replaced, as its own point says)",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/152/habits-c/plugins/a/v1.rhai"),
        &[
            // `not (row.get(k) or "").strip()`: a text tested empty
            // (rated misleading: `!` of a text).
            (
                38,
                "`REQUIRED.filter(|k| (row.get(k) ?? \"\").trim() == \"\")`",
            ),
            (38, "test it, `(row.get(k) ?? \"\").trim() == \"\"`"),
            // `for k, (kg, amt) in ...`: each item of the pair by its
            // index (rated misleading: `let (kg, amt) = item[1];`).
            (97, "let kg2 = item[1][0]; let amt2 = item[1][1];"),
        ],
    ),
];

#[test]
fn what_trial_152s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "Rhai has no `open`",
            "`let sections = log.groupBy('section');",
            "filter(|k| ! (",
            "let (kg",
            "Rhai has no spread: keep the array that follows `...` in a variable",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// Task 10's guard printed `${args.hours} hours`, a `number` argument,
/// which came as `2.0 hours` (as trial 150's task 09 printed `${p.t}` of
/// an array's items): the dry run notes each such field, and not one the
/// code makes whole (`.to_int()`) itself.
#[test]
fn a_number_argument_shown_as_it_comes_is_noted() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = include_str!("../../trials/152/tasks/10/v1.rhai");
    let warnings = dry_run_warnings(&toolset, code);
    assert!(
        warnings.contains("`args.hours` is the tool's `number` argument `hours`, a float in Rhai"),
        "{warnings}"
    );
    let items = dry_run_warnings(
        &toolset,
        include_str!("../../trials/150/tasks/09/v1-consumer.rhai"),
    );
    for field in ["p.t", "p.w", "p.l"] {
        assert!(
            items.contains(&format!("`{field}` is the tool's `number` argument")),
            "{items}"
        );
    }
    assert!(!items.contains("`p.qty`"), "{items}");
    let whole = dry_run_warnings(&toolset, include_str!("../../trials/152/tasks/10/v2.rhai"));
    assert!(!whole.contains("`number` argument"), "{whole}");
}
