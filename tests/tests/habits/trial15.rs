//! The plugins of usability trial 15 (`tests/trials/15/habits`): the first
//! answers' translation of Python's `if c["items"]` (a `filter` that
//! kept nothing without a word), JavaScript's `!name`, `charAt(0)` and
//! `new Map()`.

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "2-py/v1.py",
        include_str!("../../trials/15/habits/2-py/v1.py"),
        &[],
    ),
    (
        "3-ts/v1.ts",
        include_str!("../../trials/15/habits/3-ts/v1.ts"),
        &[
            (
                15,
                "a `Map` is a Rhai map: `let m = #{}; m[k] = (m[k] ?? 0) + 1;`",
            ),
            (
                17,
                "Rhai has no truthiness, and `!` takes a bool: instead of `!name`",
            ),
            (
                18,
                "`s.sub_string(0, 1)` (a one-letter string; `s[0]` is a character, which is no map key)",
            ),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_15_found_missing() {
    let answers = first_answers(EXPECTED);
    let python = &answers[0].1;
    assert!(python.contains("truthy(c[\"items\"])"), "{python}");
    assert!(!python.contains(".filter(|c| c[\"items\"])"), "{python}");
}

/// `carts.filter(|c| c["items"])`, as the first answer had written it:
/// Rhai's `filter` took the array for `false` and counted no user, without
/// a word. A result that is no bool is an error now, saying what to test,
/// and `truthy(x)` tests as Python does.
#[test]
fn a_filter_that_returns_no_bool_says_so_and_truthy_tests_as_python_does() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("carts.json"),
        include_str!("../../trials/15/root/carts.json"),
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, failed, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/15/habits/2-py/v2.rhai") }),
    );
    assert!(!failed, "{answer}");
    let (text, failed, _) =
        cordis_toolset_tests::call_tool(&toolset, "sku_report", json!({ "path": "carts.json" }));
    assert!(failed, "{text}");
    assert!(
        text.contains("the function given to `filter` returned a value of type array, not a bool")
            && text.contains("`|x| truthy(x)`"),
        "{text}"
    );
    let code = r#"#{ name: "t", apply: |ctx| ctx.tools.register(#{ name: "t", execute: |args| {
        let xs = ["", "a", 0, 2, [], [1], #{}, #{ a: 1 }, (), true, false, 0.0, 'c'];
        to_json(xs.map(|x| truthy(x)))
    } }) }"#;
    let (answer, failed, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!failed, "{answer}");
    assert_eq!(
        cordis_toolset_tests::call_tool(&toolset, "t", json!({})).0,
        "[false,true,false,true,false,true,false,true,false,true,false,false,true]"
    );
    let fixed = include_str!("../../trials/15/habits/2-py/v2.rhai").replace(
        r#"carts.filter(|c| c["items"])"#,
        r#"carts.filter(|c| truthy(c["items"]))"#,
    );
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, failed, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": fixed }));
    assert!(!failed, "{answer}");
    let (text, failed, _) =
        cordis_toolset_tests::call_tool(&toolset, "sku_report", json!({ "path": "carts.json" }));
    assert!(!failed, "{text}");
    assert!(text.ends_with("Users with items: 2"), "{text}");
}
