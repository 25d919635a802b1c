//! The plugins of usability trial 28 (`tests/trials/28`): the forms its
//! first answers wrote wrong (a tuple of two values unpacked, `r['z']` in
//! an f-string, `a if c else b` in a comprehension) and a note that stayed
//! after its fix (a `fn` that returns the parameter it changes), and the
//! `trim` that cost its one remount.

use super::{Expected, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[(
    "py/v1.py",
    include_str!("../../trials/28/habits/py/v1.py"),
    &[
        (28, "`let m = mean(scores); let sd = pstdev(scores);`"),
        (
            29,
            "`scores.map(|s| if truthy(sd) { (s - m) / sd.to_float() } else { 0.0 })`",
        ),
        (
            34,
            "z=${(if r[\"z\"] >= 0.0 { \"+\" } else { \"\" }) + r[\"z\"].to_fixed(2)}",
        ),
    ],
)];

#[test]
fn every_first_answer_writes_what_trial_28_wrote_wrong_as_rhai() {
    let answers = first_answers(EXPECTED);
    assert!(!answers[0].1.contains("r['z']}"), "{}", answers[0].1);
}

/// A `fn` that changes its parameter and returns it is no lost change:
/// trial 28's fixed `walk` kept the note its first version earned.
#[test]
fn a_parameter_changed_and_returned_is_not_noted() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/28/tasks/11/v1.rhai"));
    assert!(warnings.contains("`acc`"), "{warnings}");
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/28/tasks/11/v2.rhai"));
    assert!(!warnings.contains("`acc`"), "{warnings}");
}

/// Task 9's first version pushed `prefix.trim()` and read `prefix` again
/// for every later line, which the in-place `trim` had trimmed; its second
/// trimmed a copy.
#[test]
fn a_trimmed_variable_read_again_is_noted_and_its_copy_is_not() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/28/tasks/09/v1.rhai"));
    assert!(
        warnings.contains(r#""line":21,"message":"`prefix.trim()` changes `prefix` itself"#)
            && warnings.contains("`let t = prefix;` on a line before, then `t.trim()`"),
        "{warnings}"
    );
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/28/tasks/09/v2.rhai"));
    assert!(!warnings.contains("itself"), "{warnings}");
}
