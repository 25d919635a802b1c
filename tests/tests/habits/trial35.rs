//! The plugins of usability trial 35 (`tests/trials/35`): what its first
//! answers left out (a default value of a parameter, `yield`, `Fraction`,
//! `"%d" % n`) or wrote wrong (`divmod` of a float), and a call that
//! passed fewer arguments than a closure takes, which mounted.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/35/habits/js/v1.js"),
        &[(13, "Rhai has no default values (`width`)")],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/35/habits/py/v1.py"),
        &[
            (9, "Rhai has no `Fraction`"),
            (18, "Rhai has no default values (`step`)"),
            (20, "`let whole = (q / 1).to_int(); let rest = q % 1;`"),
            (22, "Rhai has no `%` formatting of text"),
            (32, "Rhai has no generators"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_35_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let py = &answers[1].1;
    assert!(
        !py.contains("`yield` is reserved in Rhai: pick another name"),
        "{py}"
    );
}

/// Its second JavaScript version called `bar(name, n)` of a closure of
/// three parameters: it mounted and failed when called.
#[test]
fn a_call_with_fewer_arguments_than_a_closure_takes_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/35/habits/js/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("`bar` takes 3 arguments, and this call passes 2"),
        "{text}"
    );
    let (text, error) = answer(&toolset, include_str!("../../trials/35/habits/js/v3.rhai"));
    assert!(!error, "{text}");
}
