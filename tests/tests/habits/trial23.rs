//! The plugins of usability trial 23 (`tests/trials/23`): what its first
//! answers got wrong or left out (Python's `or` picking a value, a
//! closure that calls itself, a `reduce` with no start value, object
//! shorthand beside written keys, chained assignment, `**` unpacking, a
//! tuple, TypeScript's casts, non-null assertions and `instanceof`).

use serde_json::json;

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/23/habits/js/v1.js"),
        &[(
            42,
            "`byTag` and `top` are JavaScript's shorthand for a key and its value: Rhai writes both, in a map literal (a bare `{` is a block), `#{ total: ..., byTag: byTag, top: top }`",
        )],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/23/habits/py/v1.py"),
        &[
            (16, "Rhai assigns one variable at a time"),
            (26, "write `if truthy(first_ts) { first_ts } else { ts }`"),
            (34, "Rhai has no tuples"),
            (48, "Rhai has no `**` unpacking"),
        ],
    ),
    (
        "ts/v1.ts",
        include_str!("../../trials/23/habits/ts/v1.ts"),
        &[
            (
                35,
                "`visit` calls itself, and a Rhai closure cannot see its own name",
            ),
            (45, "Rhai has no classes or `instanceof`"),
            (52, "TypeScript's non-null assertion"),
            (
                62,
                "Rhai's `reduce` with no start value gives its function `()` first",
            ),
            (78, "Rhai has no types: drop `as Task[]`"),
            (90, "drop `satisfies Plugin`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_23_found_missing() {
    let answers = first_answers(EXPECTED);
    // `or` that picks a value is not told `||`.
    assert!(
        !answers[1].1.contains("write `||` instead of `or`"),
        "{}",
        answers[1].1
    );
}

/// The Rhai versions the model wrote next are told what they met, and
/// the forms the answers give run.
#[test]
fn the_rhai_versions_are_told_what_they_met() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("tasks.json"),
        include_str!("../../trials/23/habits-root/tasks.json"),
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    // `let visit = |id| { ... visit.call(dep) ... }`: its own name.
    let (text, error) = answer(&toolset, include_str!("../../trials/23/habits/ts/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("pass the closure to itself, `let visit = |id, visit| { ... visit.call(id, visit) ... };`"),
        "{text}"
    );
    // `order.reduce(|a, b| ...)` with no start value gives `()` first.
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/23/habits/ts/v3.rhai") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "schedule_check",
        json!({ "path": "tasks.json" }),
    );
    assert!(error, "{text}");
    assert!(
        text.contains("hint: Rhai's `reduce` with no start value gives its function `()` first"),
        "{text}"
    );
    // The closure passed to itself, as the answer writes it, runs.
    let code = r#"#{ name: "walk", apply: |ctx| {
    ctx.tools.register(#{ name: "walk", description: "d", execute: |args| {
        let order = [];
        let visit = |n, visit| { if n > 0 { visit.call(n - 1, visit); } order.push(n); };
        visit.call(3, visit);
        let top = [3, 9, 4].reduce(|a, b| if b > a { b } else { a }, 3);
        `${order} ${top}`
    } });
} }"#;
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "walk", json!({}));
    assert!(!error && text == "[0, 1, 2, 3] 9", "{text}");
}
