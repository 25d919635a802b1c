//! Usability trial 153 (`tests/trials/153`): tasks 11 of 12 (a runtime
//! hint rated misleading, now right), five habit programs at their
//! second mount (one at its fourth: JSON's escapes no point told), and
//! three of six first answers with nothing misleading. What was rated
//! misleading, told right here.

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/153/habits-a/plugins/a/v1.rhai"),
        // `Number(penalty)` of a field that may be empty: `Number("")` is
        // 0 (rated misleading: "where `Number` gives NaN" alone).
        &[(39, "and on an empty or blank text, which `Number` makes 0")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/153/habits-b/plugins/b/v1.rhai"),
        &[
            // `belt_rank = {b: i for ...}.get`: a function the code calls
            // (rated misleading: a map, which the calls cannot call).
            (
                17,
                "`belt_rank` holds the dict's `get`, a function the code calls",
            ),
            // `for belt, group in groupby(results, key=...)` of a list
            // sorted by rank: the groups in that order (rated
            // misleading: the keys sorted as text).
            (64, "`for belt in order { let group = by_belt[belt]; ... }`"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/153/habits-c/plugins/a/v1.rhai"),
        // `json.dumps` escapes each character past ASCII (rated
        // misleading: spacing and key order told as its only
        // differences; the player's third mount printed `Aït`).
        &[(
            117,
            "`json.dumps` writes each character past ASCII as its code",
        )],
    ),
];

#[test]
fn what_trial_153s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in ["let belt_rank = #{ ... };", "for belt in by_belt.keys()"] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// The `ascii_json` the point writes gives `json.dumps`'s escapes.
#[test]
fn the_ascii_json_form_escapes_as_python_does() {
    let code = r#"
fn ascii_json(s) { let out = ""; for c in s.chars() { let n = c.to_int(); if n > 127 { out += "\\u" + n.to_hex().pad_start(4, "0"); } else { out += c; } } out }
#{ name: "j", apply: |ctx| { ctx.tools.register(#{ name: "j", description: "j", parameters: #{}, execute: |args| {
  ascii_json(to_json(#{ site: "Aït Baamrane" }))
} }); } }"#;
    let answer = first_answers(EXPECTED)
        .into_iter()
        .find(|(name, _)| *name == "c/a/v1")
        .map(|(_, text)| text)
        .unwrap_or_default();
    let form = "fn ascii_json(s) { let out = \"\"; for c in s.chars() { let n = c.to_int(); if n > 127 { out += \"\\\\u\" + n.to_hex().pad_start(4, \"0\"); } else { out += c; } } out }";
    assert!(answer.contains(form), "{answer}");
    assert_eq!(
        super::tool_text(code, "j"),
        "{\"site\":\"A\\u00eft Baamrane\"}"
    );
}

/// Task 04's `(mask >> i) & 1 == 1`: the call's hint says a comparison
/// binds tighter than `&` (rated misleading: "convert first").
#[test]
fn a_bitwise_and_of_a_comparison_is_told_its_brackets() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/153/tasks/04/v1.rhai") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "pack_rucksack",
        json!({ "items": ["a", "b"], "weights": [1, 2], "values": [3, 4], "capacity": 3 }),
    );
    assert!(error, "{text}");
    assert!(
        text.contains("a comparison binds tighter than `&`, so `a & 1 == 1` is `a & (1 == 1)`"),
        "{text}"
    );
    assert!(!text.contains("convert first"), "{text}");
}
