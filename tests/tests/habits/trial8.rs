//! The plugins of usability trial 8 (`tests/trials/8/habits`): what the
//! first answers said that cost a mount (a suggested form that kept a
//! Python call, a truthy `filter`, a tuple, `or` as a default, `set(...)`,
//! `split(sep, n)` counted as Python counts) is now the Rhai that runs.

use serde_json::json;

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "1/v1.py",
        include_str!("../../trials/8/habits/1/v1.py"),
        &[
            (7, "`rows.map(|r| parse_float(r[\"score\"]))`"),
            (11, "avg.to_fixed(2)"),
        ],
    ),
    (
        "3/v1.py",
        include_str!("../../trials/8/habits/3/v1.py"),
        &[
            (2, "Rhai has no `string` module"),
            (8, "`cleaned.filter(|w| truthy(w))`"),
            (9, "Rhai has no sets: a set is a map of keys"),
            (10, "must be a bool"),
        ],
    ),
    (
        "4/v1.py",
        include_str!("../../trials/8/habits/4/v1.py"),
        &[
            (9, "write `split(sep, 4)`"),
            (16, "[\"INFO\", \"WARN\", \"ERROR\"]"),
            (16, "counts[lvl] ?? 0"),
            (17, "if truthy(last_error) { last_error } else { \"none\" }"),
        ],
    ),
];

#[test]
fn every_first_answer_gives_the_rhai_that_runs() {
    for (name, answer) in first_answers(EXPECTED) {
        // What the answer advises (not the code it quotes) carries none of
        // the forms that cost trial 8 a mount.
        let advice: Vec<&str> = answer
            .lines()
            .filter(|l| l.starts_with("- ") || l.starts_with("hint: "))
            .map(|l| l.split(" instead of ").next().unwrap_or(l))
            .collect();
        for wrong in [
            "filter(|w| w)",
            "float(r",
            ".get(lvl, 0)",
            "or 'none'",
            "(\"INFO\", \"WARN\"",
        ] {
            assert!(
                !advice
                    .iter()
                    .any(|l| l.replace("parse_float(", "").contains(wrong)),
                "{name} says `{wrong}`:\n{answer}"
            );
        }
    }
}

/// `x.to_fixed(2)` pads as Python's `:.2f` and JavaScript's `toFixed` do.
#[test]
fn to_fixed_pads_the_digits() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "fixed", apply: |ctx| ctx.tools.register(#{ name: "fixed", description: "d",
        parameters: #{ x: #{ type: "number" } }, execute: |args| `${args.x.to_fixed(2)} ${7.to_fixed(1)}` }) }"#;
    let (answer, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{answer}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "fixed", json!({ "x": 62.4 }));
    assert!(!error && text == "62.40 7.0", "{text}");
}

/// Trial 8, task 3: `|key, default|` is refused by Rhai's parser, and the
/// answer says to rename the parameter (it said to quote it, as a map key).
#[test]
fn a_parameter_named_default_is_told_to_rename_it() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/8/tasks/t03/v1-settings.rhai") }),
    );
    assert!(error, "{answer}");
    assert!(
        advises(
            &answer,
            6,
            "cannot name a variable or a parameter: rename it, e.g. `fallback`"
        ),
        "{answer}"
    );
}
