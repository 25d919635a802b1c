//! The plugins of usability trial 34 (`tests/trials/34`): what its first
//! answers left out (`rs.at(-1)`, `first, *rest = txns`, `accumulate`,
//! a Map's pairs in `for...of`) or wrote wrong (`maxC: Number(...)` as a
//! type annotation, `[...byCity]` as a join, `{v:+.2f}` without its
//! sign), and the copy of a map's element that its third Python version
//! changed with no warning.

use super::{Expected, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/34/habits/js/v1.js"),
        &[
            (32, "`for city in m.keys() { let rs = m[city]; ... }`"),
            (32, "`[...byCity]` is a copy of an array"),
            (38, "`arr[-1]` is the last item"),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/34/habits/py/v1.py"),
        &[
            (28, "a loop for a running total"),
            (48, "`let first = txns[0]; let rest = txns.extract(1);`"),
            (
                58,
                "${(if v >= 0.0 { \"+\" } else { \"\" }) + v.to_fixed(2)}",
            ),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_34_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let (js, py) = (&answers[0].1, &answers[1].1);
    assert!(!js.contains("drop `: Number`"), "{js}");
    assert!(!js.contains("let all = byCity + [1]"), "{js}");
    assert!(!py.contains("pass the values in order"), "{py}");
}

/// The third Python version copied `months[key]` twice under one name and
/// changed the first copy: no warning came, and every month read 0.00.
#[test]
fn a_changed_copy_is_noted_when_a_later_copy_shares_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/34/habits/py/v3.rhai"));
    assert!(
        warnings.contains("`m` is a copy of `months[key]`"),
        "{warnings}"
    );
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/34/habits/py/v4.rhai"));
    assert!(!warnings.contains("is a copy of `months"), "{warnings}");
}
