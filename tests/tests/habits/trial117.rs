//! Usability trial 117 (`tests/trials/117`), on trial 116's fixes: tasks
//! 12 of 12 in the end (11 first try, one variable named with a word Rhai
//! reserves); JavaScript, TypeScript and three Python programs at their
//! second mount; five of the six first answers with nothing misleading.
//! What was rated misleading, told right here.

use super::{Expected, advises, answer, first_answers};

const EXPECTED: &[Expected] = &[(
    "c/a/v1",
    include_str!("../../trials/117/habits-c/plugins/a/v1.rhai"),
    &[
        // `def all(self)` in a class: a method, called as it is named.
        (
            113,
            "in a class, `all()` becomes a top-level `fn all() { ... }`",
        ),
        // `self.count(s)` of the class's own `count`.
        (90, "`` `${s[0]}=${this.count(s)}` ``"),
    ],
)];

#[test]
fn what_trial_117s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let classes = &answers[0].1;
    assert!(!classes.contains("all_of"), "{classes}");
    assert!(
        !advises(classes, 90, "`count` is still Python's there"),
        "{classes}"
    );
}

/// Task 05's `let shared = [];`: one hint, with the name to use.
#[test]
fn a_reserved_name_is_told_once() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/117/tasks/05/v1.rhai"));
    assert!(error, "{text}");
    assert!(text.contains("e.g. `shared_`"), "{text}");
    assert!(!text.contains("pick another name"), "{text}");
}
