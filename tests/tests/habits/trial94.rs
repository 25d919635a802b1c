//! Usability trial 94 (`tests/trials/94`), on trial 93's fixes: all six
//! habit programs at their second mount, and two items rated misleading
//! in all six first answers, both told right here.

use super::{advises, first_answers};

/// `const round = (x, dp = 1) => ...`: the program's own `round`, whose
/// calls the points on Rhai's and Python's `round` told as theirs.
#[test]
fn the_code_s_own_round_is_not_told_as_rhai_s() {
    let answers = first_answers(&[(
        "b/a/v1",
        include_str!("../../trials/94/habits-b/plugins/a/v1.rhai"),
        &[],
    )]);
    let text = &answers[0].1;
    for line in [96, 97] {
        assert!(!advises(text, line, "`round` takes one float"), "{text}");
        assert!(
            !advises(text, line, "Python's `round(x)` gives an int"),
            "{text}"
        );
    }
}
