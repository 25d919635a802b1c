//! The plugins of usability trial 40 (`tests/trials/40`): a task's
//! `" " * pad`, which mounted and failed on every call, and what a Python
//! program's first answer wrote wrong: `args.get("path") or DATA_FILE`
//! told as `||`, and `int(args.get("top", 3))` as `parse_int` of an int.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[(
    "a/py/v1.py",
    include_str!("../../trials/40/habits-a/plugins/py/v1.py"),
    &[
        (82, "instead of `x or default`"),
        (84, "(args[\"min_runs\"] ?? 2).to_int()"),
    ],
)];

#[test]
fn every_first_answer_names_what_trial_40_met_later_or_wrong() {
    first_answers(EXPECTED);
}

/// The `pascal` task's first version repeated a string with `*`: refused
/// at mount now, with the form that works.
#[test]
fn a_string_times_a_number_is_refused_at_mount() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/40/tasks/07/v1.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("Rhai has no `*` of a string and a number"),
        "{text}"
    );
    let (text, error) = answer(&toolset, include_str!("../../trials/40/tasks/07/v2.rhai"));
    assert!(!error, "{text}");
}
