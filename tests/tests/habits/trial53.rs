//! The plugins of usability trial 53 (`tests/trials/53`), on trial 52's
//! fixes: tasks 11 of 12 (the player's own timing of a 300 ms timer;
//! one listing rated misleading: `name: "range"` left out the function
//! `range`); JavaScript 2 mounts (TypeScript 6); Python 4, 4, 2 and 2.
//! What cost mounts or was rated misleading: a comprehension in a method
//! that calls `this.criterion_avg(c)` inside its closure, a JavaScript
//! getter read without its call, a type argument `reduce<{ score:
//! number }>(` read as a map, `: Record<...>` cut short, `r.seconds!`,
//! `s?:` told as an interface's property, `Array(n).fill(0)`, `getattr`,
//! `{o}` of an object in a comprehension, `__str__` in two classes, and
//! `reverse=True` told to become `true`.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/py/v1.py",
        include_str!("../../trials/53/habits-a/plugins/py/v1.py"),
        &[(28, "let me = this; keys.map(|c| me.criterion_avg(c)")],
    ),
    (
        "a/js/v1.js",
        include_str!("../../trials/53/habits-a/plugins/js/v1.js"),
        &[(62, "truthy(j.ok())")],
    ),
    (
        "b/ts/v1",
        include_str!("../../trials/53/habits-b/plugins/ts/v1"),
        &[
            (21, "drop `: Record<...>`"),
            (65, "Rhai has no `!` after a value"),
            (75, "is an optional parameter"),
            (92, "Rhai has no `Array(n)`"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/53/habits-c/plugins/a/v1"),
        &[
            (62, "another class has its own `__str__`"),
            (110, "`` book.orders.map(|o| `  ${o}`) ``"),
        ],
    ),
];

#[test]
fn what_trial_53s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let comprehension = answers[3]
        .1
        .lines()
        .find(|l| l.contains("book.orders.map(|o|"))
        .unwrap_or_default();
    assert!(
        comprehension.contains("`${x.__str__(METAL_RATES)}`"),
        "{comprehension}"
    );
    let script = script_answer();
    assert!(!script.contains("instead of `True`"), "{script}");
}

/// The first answer to trial 53's Python script.
fn script_answer() -> String {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    answer(
        &toolset,
        include_str!("../../trials/53/habits-c/plugins/b/v1"),
    )
    .0
}

/// `cordis_inspect { what: "functions", name: "range" }` lists the
/// function `range(from, to, step)` as well as what takes a range.
#[test]
fn a_name_that_is_a_type_and_a_function_lists_both() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_inspect",
        serde_json::json!({ "what": "functions", "name": "range" }),
    );
    assert!(!error, "{text}");
    assert!(
        text.contains("`range(from: int, to: int, step: int)"),
        "{text}"
    );
    assert!(text.contains("`start(range) -> int`"), "{text}");
}

/// A key on a line of its own in a map, `solver,`: the parse error names
/// JavaScript's shorthand.
#[test]
fn a_shorthand_key_on_its_own_line_is_told() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(
        &toolset,
        "fn f(parts) {\n  let solver = parts[0];\n  return #{\n    solver,\n    division: 1,\n  };\n}",
    );
    assert!(
        error && text.contains("Rhai writes both, `solver: solver`"),
        "{text}"
    );
}
