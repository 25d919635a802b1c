//! The plugins of usability trial 16 (`tests/trials/16/habits`): what its
//! first answers left out or wrote wrong (`??=`, a tuple sort key,
//! `not x` of a value, a typed `function`, `[, a]`, a `fn` reading a
//! top-level constant).

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "1/v1.js",
        include_str!("../../trials/16/habits/1/v1.js"),
        &[
            (
                13,
                "Rhai has no `??=`: write the assignment out, `x = x ?? value;`",
            ),
            // `[, a]`: the second item.
            (19, "(`a` is `x[1]`, `b` is `y[1]`)"),
            (20, "`total` is `pair[1].total`"),
        ],
    ),
    (
        "2/v1.py",
        include_str!("../../trials/16/habits/2/v1.py"),
        &[
            (
                13,
                "Rhai has no tuples: compare field by field, `xs.sort(|a, b| if b[1] < a[1] { -1 } else if b[1] > a[1] { 1 } else if a[0] < b[0] { -1 } else if a[0] > b[0] { 1 } else { 0 })`",
            ),
            (14, "!truthy(o[\"lines\"])"),
        ],
    ),
    (
        "3/v1.ts",
        include_str!("../../trials/16/habits/3/v1.ts"),
        &[
            (
                10,
                "write `fn spell(n) { ... }` instead of `function spell(...)`",
            ),
            // A `fn` sees only its parameters and the top-level constants.
            (11, "read it inside as `global::ONES`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_16_found_missing() {
    let answers = first_answers(EXPECTED);
    assert!(!answers[1].1.contains("truthy(not "), "{}", answers[1].1);
    assert!(
        !answers[0]
            .1
            .contains("`{ total, n }` is JavaScript's shorthand"),
        "{}",
        answers[0].1
    );
    assert!(
        !answers[2].1.contains("fn spell(n, number)"),
        "{}",
        answers[2].1
    );
}
