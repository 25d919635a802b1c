//! The plugins of usability trial 13 (`tests/trials/13/habits`): what the
//! first answers left out or said wrong (`sum` of a generator kept in a
//! template, `except KeyError` around a map read, `Array.from` and a Map's
//! `entries()`, two destructured comparer parameters given one name), and
//! the answers that sent the model the wrong way later.

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "2-invoice_total/v1.py",
        include_str!("../../trials/13/habits/2-invoice_total/v1.py"),
        &[
            (
                13,
                "a missing key reads as `()` in Rhai and throws nothing a `catch` sees",
            ),
            (
                21,
                "totals.map(|pair| pair[1]).reduce(|total, v| total + v, 0)",
            ),
        ],
    ),
    (
        "3-group_by_letter/v1.ts",
        include_str!("../../trials/13/habits/3-group_by_letter/v1.ts"),
        &[
            (22, "Rhai has no method `from`"),
            (22, "Rhai has no method `entries`"),
            (
                23,
                "`|x, y| ... x[0] ... x[1]` (`a` is `x[0]`, `b` is `y[0]`)",
            ),
            (
                23,
                "`localeCompare` orders by the letters first and by case only between texts the same but for it",
            ),
        ],
    ),
    (
        "3-group_by_letter/v2.rhai",
        include_str!("../../trials/13/habits/3-group_by_letter/v2.rhai"),
        &[(17, "Rhai has no `Array` object: an array is `[a, b]`")],
    ),
];

#[test]
fn every_first_answer_names_what_trial_13_found_missing() {
    let answers = first_answers(EXPECTED);
    // No suggestion keeps a function Rhai has not.
    assert!(!answers[0].1.contains("${sum("), "{}", answers[0].1);
    assert!(
        !answers[2].1.contains("declare it first"),
        "{}",
        answers[2].1
    );
}

/// `groups.entries()` mounted (twice) and failed when called: a method no
/// Rhai value has is refused at mount, with the loop to write.
#[test]
fn entries_is_refused_at_mount() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, failed, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/13/habits/3-group_by_letter/v3.rhai") }),
    );
    assert!(failed, "{answer}");
    assert!(
        answer.contains("Rhai has no method `entries`: write `for key in m.keys()"),
        "{answer}"
    );
}

/// The call-time answers that sent the model the wrong way: `()` from a
/// missing key was blamed on in-place methods, and a character as a map
/// key got no hint.
#[test]
fn a_missing_key_and_a_character_key_are_named_at_the_call() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("nolines.json"), r#"{"customer": "Nobody"}"#).unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, failed, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/13/habits/2-invoice_total/v3.rhai") }),
    );
    assert!(!failed, "{answer}");
    let (text, failed, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "invoice_total",
        json!({ "path": "nolines.json" }),
    );
    assert!(failed, "{text}");
    assert!(
        text.contains("as a map's missing key reads") && text.contains("?? []"),
        "{text}"
    );
    let code = r#"#{ name: "k", apply: |ctx| ctx.tools.register(#{ name: "k",
        execute: |args| { let m = #{}; let w = "apple"; m[w[0]] = 1; "ok" } }) }"#;
    let (answer, failed, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!failed, "{answer}");
    let (text, failed, _) = cordis_toolset_tests::call_tool(&toolset, "k", json!({}));
    assert!(failed, "{text}");
    assert!(text.contains("`c.to_string()`"), "{text}");
}
