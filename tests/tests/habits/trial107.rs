//! Usability trial 107 (`tests/trials/107`), on trial 106's fixes: tasks
//! 12 of 12 with nothing misleading; TypeScript and all four Python
//! programs at their second mount (JavaScript at its third, by its
//! player's own slip). What was rated misleading or unclear, told right
//! here.

use super::{Expected, advises, answer, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/107/habits-c/plugins/a/v1.rhai"),
        // `if not row` of a `csv.reader`'s row: a blank line's
        // `split_csv()` is one empty field.
        &[(95, "test both, `row.is_empty() || row == [\"\"]`")],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/107/habits-b/plugins/a/v1.rhai"),
        // `table: Map<string, Standing>`: a type's comma parts no
        // parameters.
        &[(64, "write `fn record(table, player, gf, ga) { ... }`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/107/habits-b/plugins/b/v1.rhai"),
        &[
            // `seen | {rec.job_id}` of a `frozenset()`: arrays joined.
            (53, "{ seen + [rec.job_id] } else { seen }"),
            (59, "[[], []]"),
            // `r[0] > 1 and r[1].strip()`: the text on the right tested.
            (58, "`r[1].strip()` is a text"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/107/habits-c/plugins/b/v1.rhai"),
        // `for meal in BUDGET:` of a dict: its keys, in the order written
        // (what the player found no item told).
        &[(
            80,
            "`for meal in [\"breakfast\", \"lunch\", \"supper\"] { let value = BUDGET[meal]; ... }`",
        )],
    ),
];

#[test]
fn what_trial_107s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `m <= 0 or h <= 0` and `r[0] > 1 and ...`: comparisons, bools whole,
    // whose numbers are not told to be tested.
    let functional = &answers[2].1;
    assert!(advises(functional, 40, "write `||` instead of `or`"));
    assert!(!functional.contains("where `0` is no bool"), "{functional}");
    assert!(!functional.contains("where `1` is no bool"), "{functional}");
}

/// Task 05's `fn list(xs) { xs.sort(); xs.join(", ") }` sorts its own
/// copy and reads it: no change is lost, and nothing says one is.
#[test]
fn a_copy_sorted_and_read_in_its_fn_is_not_told_lost() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = include_str!("../../trials/107/tasks/05/v1.rhai");
    let warnings = dry_run_warnings(&toolset, code);
    assert!(!warnings.contains("is changed inside"), "{warnings}");
    // A change the `fn` does not read after is still told.
    let lost = code.replace("xs.sort(); xs.join(\", \")", "xs.sort(); \"sorted\"");
    assert_ne!(lost, code);
    let warnings = dry_run_warnings(&toolset, &lost);
    assert!(
        warnings.contains("`xs` is changed inside `fn list`"),
        "{warnings}"
    );
    let (text, error) = answer(&toolset, code);
    assert!(!error, "{text}");
}
