//! Usability trial 168 (`tests/trials/168`): tasks 11 of 12 first try
//! (the miss the player's `w.chars().next()`, whose runtime hint was
//! rated misleading); four of six habit programs at their second mount
//! (a third for `frozenset`, told nothing, and one for a `.days` of
//! datetimes); three of six first answers with nothing misleading. What
//! was rated misleading or cost a mount, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/168/habits-b/plugins/b/v1.rhai"),
        // `GRADES = frozenset("ABC")` (told only its `let`; the third
        // mount).
        &[(
            22,
            "a set of a text's characters is a map of them as keys, `let s = #{}; for c in \"ABC\".to_chars() { s[c.to_string()] = true; }`",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/168/habits-a/plugins/b/v1.rhai"),
        // `tuple(bells.split())` (rated unclear: "write an array").
        &[(
            38,
            "Rhai has no function `tuple`, and `split(...)` gives an array already",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/168/habits-c/plugins/a/v1.rhai"),
        &[
            // `else:` of a `try`/`except` (rated misleading: `else { ... }`).
            (118, "Rhai's `try` has no `else`"),
            // `map(str, self)` of objects whose class has `__str__` (rated
            // misleading: `to_string`, the map's keys).
            (
                134,
                "of an object whose class has `__str__`, `|x| x.__str__(",
            ),
            // `completed` walks `self` (`for j in self`), whose `__iter__`
            // takes `VAT` (rated misleading twice: told to take nothing).
            (81, "called as `obj.completed(VAT)`"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/168/habits-c/plugins/b/v1.rhai"),
        // `(last["lit"] - first["lit"]).days` of datetimes with a time
        // (rated misleading: day numbers, one more; the third mount).
        &[(
            76,
            "where they carry a time of day too, `.days` counts whole days of the difference",
        )],
    ),
];

#[test]
fn what_trial_168s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        assert!(
            !text.contains("`else { ... }` (line 118"),
            "{name}:\n{text}"
        );
    }
}

/// The task player's `w.chars().next()` and `w.chars()[0]`: their runtime
/// hints name what a stream is and the first character's form (one rated
/// misleading, one unclear), as the call's error says.
#[test]
fn a_stream_of_characters_is_told_its_first_item() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "first", apply: |ctx| {
        ctx.tools.register(#{ name: "nx", description: "n", parameters: #{}, execute: |args| { let w = "abc"; w.chars().next() } });
        ctx.tools.register(#{ name: "ix", description: "i", parameters: #{}, execute: |args| { let w = "abc"; w.chars()[0] } });
        ctx.tools.register(#{ name: "ok", description: "o", parameters: #{}, execute: |args| { let w = "abc"; `${w.to_chars()[0]}${w[0]}` } });
    } }"#;
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": code }),
    );
    assert!(!error, "{text}");
    for tool in ["nx", "ix"] {
        let (text, error, _) =
            cordis_toolset_tests::call_tool(&toolset, tool, serde_json::json!({}));
        assert!(error, "{text}");
        assert!(text.contains("`s.to_chars()[0]`"), "{tool}: {text}");
        assert!(!text.contains("generator"), "{tool}: {text}");
    }
    // The forms the hints write, run.
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "ok", serde_json::json!({}));
    assert!(!error, "{text}");
    assert_eq!(text, "aa");
}
