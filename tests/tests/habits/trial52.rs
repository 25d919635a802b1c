//! The plugins of usability trial 52 (`tests/trials/52`), on trial 51's
//! fixes: tasks 12 of 12 with nothing misleading; JavaScript 4 mounts
//! (TypeScript 3); Python 3, 2, 2 and 3. What cost mounts or was rated
//! misleading: an arrow's parameter named `fn` written back as `|items,
//! fn|`, a top-level `VALUES` of a program pasted into `execute` not
//! named as unseen by a method's `fn`, `path.basename` and `process.argv`
//! told to be declared, a `def`'s parameter named `catch`, `repr(st)`
//! kept in a template, `kind` proposed as the class key where the code
//! had a `kind` field, `open(..., encoding=...)` told to pass its values
//! in order, a stepped slice `xs[2::3]`, and `most_common()` with no
//! count told to truncate.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/52/habits-a/plugins/js/v1.js"),
        &[(64, "`|items, fn_| ...`")],
    ),
    (
        "a/py/v1.py",
        include_str!("../../trials/52/habits-a/plugins/py/v1.py"),
        &[(31, "cannot read `VALUES`")],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/52/habits-b/plugins/py/v1.rhai"),
        &[(77, "cumulative.filter(|v, i| i >= 2 && (i - 2) % 3 == 0)")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/52/habits-c/plugins/a/v1"),
        &[(93, "`${st.__repr__()} avg")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/52/habits-c/plugins/b/v1"),
        &[(46, "catch_"), (79, "if it was given one")],
    ),
];

#[test]
fn what_trial_52s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let (js, class, script) = (&answers[0].1, &answers[3].1, &answers[4].1);
    assert!(!js.contains("Rhai has no function `sum`"), "{js}");
    assert!(!class.contains("with a `kind` key"), "{class}");
    assert!(!script.contains("as `open` takes them"), "{script}");
}

/// Node's `path.basename(file)` and `process.argv` are told what they are
/// in a plugin, not to be declared.
#[test]
fn nodes_path_and_process_are_told_what_a_plugin_has_instead() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(
        &toolset,
        "fn f(file) { path.basename(file) }\n#{ name: \"x\", apply: |ctx| {} }",
    );
    assert!(
        error && text.contains("`path.basename(p)` is `p.split(\"/\")[-1]`"),
        "{text}"
    );
    let (text, error) = answer(
        &toolset,
        "#{ name: \"x\", apply: |ctx| { let y = process.argv[2]; } }",
    );
    assert!(
        error && text.contains("Rhai has no `process` object"),
        "{text}"
    );
}
