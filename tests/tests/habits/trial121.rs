//! Usability trial 121 (`tests/trials/121`), on trial 120's fixes: tasks
//! 12 of 12, all six habit programs at their second mount. What was
//! rated misleading in the first answers, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/121/habits-a/plugins/a/v1.rhai"),
        // Getters whose names are keys of a map of the code too (`{
        // passed: passes, passRate: ... }`): a read of an object the
        // code does not tell is noted as perhaps the getter's call (the
        // forms read `b.passRate`, `s.flagged`, `i.passed`, the function
        // itself).
        &[
            (
                72,
                "`passRate` is also a getter of `SiteStats`, a function in Rhai: where `b` and `a` are its objects, read it with its call, `b.passRate()`, `a.passRate()`",
            ),
            (74, "read it with its call, `s.flagged()`"),
            (91, "read it with its call, `i.passed()`"),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/121/habits-a/plugins/b/v1.rhai"),
        // `\u00b0` in an f-string: the character (its backslash was lost,
        // and the form printed `u00b0C`).
        &[(86, ".to_fixed(1)}°C` ``")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/121/habits-b/plugins/b/v1.rhai"),
        // `list(filter(...))` in a tuple's form: the array itself (the
        // form kept `list`, which Rhai has none of).
        &[(
            42,
            "`return [xs.filter(pred), xs.filter(|x| !truthy(pred(x)))];`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/121/habits-c/plugins/a/v1.rhai"),
        // A dataclass field with a default that every call passes: a
        // parameter (it was read as "set it to its default").
        &[
            (
                32,
                "`penalties: penalties` with `penalties` a parameter of `fn new_run(..., penalties)`, which every call passes, a call that leaves it out passing the default, `0`",
            ),
            (33, "a call that leaves it out passing the default, `true`"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/121/habits-c/plugins/b/v1.rhai"),
        // `sum(s["nights"] for s in stays)`: a sum (a dict's line whose
        // last key is a test made `nights` a yes or no, counted).
        &[(
            88,
            "`stays.map(|s| s[\"nights\"]).reduce(|total, v| total + v, 0)`",
        )],
    ),
];

#[test]
fn what_trial_121s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            ".to_fixed(1)}u00b0C",
            "[list(xs.filter",
            "set to its default there",
            "stays.filter(|s| s[\"nights\"]).len()",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// Player b dry-ran `list(xs.filter(pred))` in a `fn` and was told
/// nothing, where the mount's description says a function that does not
/// exist is refused before anything runs: `list` is the name of a
/// service's method, and a call of that name was taken for one. A call
/// whose first argument is no name or path is refused now.
#[test]
fn a_call_of_a_service_methods_name_on_an_array_is_refused() {
    let code = "fn partition(pred, xs) {\n    return [list(xs.filter(pred)), 1];\n}\n#{ name: \"nf\", apply: |ctx| { } }";
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": code, "dryRun": true }),
    );
    assert!(error, "{text}");
    assert!(text.contains("Rhai has no function `list`"), "{text}");
    assert!(text.contains("(line 2, column"), "{text}");
}
