//! The calls of usability trial 7 (`tests/trials/7/habits`) that were
//! mounted and failed only when called, or were taught a form that
//! changed the answer: each is now refused at mount with Rhai that does
//! what the Python did, or answered with the method to write.

use serde_json::json;

use super::advises;

/// What each refused version is told at mount: the line, and a piece of
/// the advice.
const REFUSED: &[(&str, &str, usize, &str)] = &[
    (
        "5/v3.rhai",
        include_str!("../../trials/7/habits/5/v3.rhai"),
        16,
        "Rhai has no method `most_common`: write a list of the counts, sorted",
    ),
    (
        "2/v3.rhai",
        include_str!("../../trials/7/habits/2/v3.rhai"),
        9,
        "Rhai has no `statistics.mean` (nor the module): write `mean(",
    ),
];

#[test]
fn calls_that_can_only_fail_are_refused_with_rhai_that_does_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for (name, code, line, advice) in REFUSED {
        let (answer, error, report) =
            cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
        if let Some(id) = report.as_ref().and_then(|r| r["id"].as_str()) {
            cordis_toolset_tests::call_tool(&toolset, "cordis_unmount", json!({ "id": id }));
        }
        assert!(error, "{name} mounted:\n{answer}");
        assert!(
            advises(&answer, *line, advice),
            "{name}: line {line} lacks `{advice}`:\n{answer}"
        );
    }
}

/// `strip("-")` was taught `trim()`, which left the dashes on: the form
/// taught now removes them, from a copy, as Python's `strip` does.
#[test]
fn the_strip_taught_removes_the_characters_python_did() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "strip", apply: |ctx| {
        ctx.tools.register(#{ name: "strip", description: "d",
            parameters: #{ s: #{ type: "string" } },
            execute: |args| {
                let s = args.s;
                let t = s; while t.starts_with("-") { t = t.sub_string(1); } while t.ends_with("-") { t.pop(); }
                `${t} ${s}`
            } });
    } }"#;
    let (answer, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{answer}");
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "strip", json!({ "s": "--hello-world-" }));
    // (On a copy: the text given is as it was.)
    assert!(!error && text == "hello-world --hello-world-", "{text}");
}

/// A set written as a map, with JavaScript's `has`: the answer names the
/// map's method.
#[test]
fn a_map_asked_has_is_told_contains() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/7/habits/4/v3.rhai") }),
    );
    assert!(!error, "{answer}");
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "dedupe", json!({ "items": ["a", "A", "b"] }));
    assert!(error, "{text}");
    assert!(
        text.contains("a map tests a key with `m.contains(key)`"),
        "{text}"
    );
}
