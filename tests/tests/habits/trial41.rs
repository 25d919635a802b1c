//! The plugins of usability trial 41 (`tests/trials/41`): a dict with
//! number keys, told as a map literal that does not parse, and a
//! destructuring with `...rest` under `const`, whose `extract` the mount
//! refused.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/41/habits-a/plugins/js/v1.js"),
        &[(25, "`let rest = arr.extract(1);` for `...rest`")],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/41/habits-c/plugins/a/v1.py"),
        &[(
            44,
            "a map's keys are names or strings: write the map `#{ \"1\": ... }`",
        )],
    ),
];

#[test]
fn every_first_answer_names_what_trial_41_met_later_or_wrong() {
    first_answers(EXPECTED);
}
