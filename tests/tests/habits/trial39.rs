//! The plugins of usability trial 39 (`tests/trials/39`): what their
//! first answers said wrong or not at all: a helper closure named `get`,
//! which a call of Rhai's own `get` never reaches; a class's objects,
//! which Rhai copies where JavaScript shares them; `"=" not in item`,
//! whose left side was lost.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/39/habits-a/plugins/js/v1.js"),
        &[(40, "name it otherwise, `get_of`")],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/39/habits-c/plugins/a/v1.py"),
        &[
            (
                31,
                "write `!(\"=\" in item)` instead of `\"=\" not in item`",
            ),
            (
                34,
                "write `!(key in LIMITS)` instead of `key not in LIMITS`",
            ),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_39_met_later_or_wrong() {
    first_answers(EXPECTED);
}

/// The TypeScript program's class handed out its objects and changed
/// them, which took four mounts: the class item says a map is copied.
#[test]
fn a_class_is_told_its_objects_are_copied() {
    let answers = first_answers(&[(
        "b/ts/v1.ts",
        include_str!("../../trials/39/habits-b/plugins/ts/v1.ts"),
        &[],
    )]);
    let ts = &answers[0].1;
    assert!(
        ts.contains("a method that returns one of its objects returns a copy"),
        "{ts}"
    );
}
