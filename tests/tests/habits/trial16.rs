//! The plugins of usability trial 16 (`tests/trials/16/habits`): what its
//! first answers left out or wrote wrong (`??=`, a tuple sort key,
//! `not x` of a value, a typed `function`, `[, a]`, a `fn` reading a
//! top-level constant).

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "1/v1.js",
        include_str!("../../trials/16/habits/1/v1.js"),
        &[
            (
                13,
                "Rhai has no `??=`: write the assignment out, `x = x ?? value;`",
            ),
            // `[, a]`: the second item.
            (19, "(`a` is `x[1]`, `b` is `y[1]`)"),
            (20, "`total` is `pair[1].total`"),
        ],
    ),
    (
        "2/v1.py",
        include_str!("../../trials/16/habits/2/v1.py"),
        &[
            (
                13,
                "Rhai has no tuples: compare field by field, `xs.sort(|a, b| if b[1] < a[1] { -1 } else if b[1] > a[1] { 1 } else if a[0] < b[0] { -1 } else if a[0] > b[0] { 1 } else { 0 })`",
            ),
            (14, "!truthy(o[\"lines\"])"),
        ],
    ),
    (
        "3/v1.ts",
        include_str!("../../trials/16/habits/3/v1.ts"),
        &[
            (
                10,
                "write `fn spell(n) { ... }` instead of `function spell(...)`",
            ),
            // A `fn` sees only its parameters.
            (
                11,
                "pass `ONES` in as a parameter, `fn spell(x, ONES) { ... }`, or write the function as a closure, `let spell = |x| { ... ONES ... };`",
            ),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_16_found_missing() {
    let answers = first_answers(EXPECTED);
    assert!(!answers[1].1.contains("truthy(not "), "{}", answers[1].1);
    assert!(
        !answers[0]
            .1
            .contains("`{ total, n }` is JavaScript's shorthand"),
        "{}",
        answers[0].1
    );
    assert!(
        !answers[2].1.contains("fn spell(n, number)"),
        "{}",
        answers[2].1
    );
}

/// The Rhai version that still read `ONES` inside `fn spell` is told the
/// two forms that work, and the closure form mounts and answers.
#[test]
fn a_fn_reading_a_top_level_constant_is_told_the_forms_that_work() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = super::answer(&toolset, include_str!("../../trials/16/habits/3/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("hint: a Rhai `fn` sees only its parameters")
            && text.contains("`let spell = |x| { ... ONES ... };`"),
        "{text}"
    );
    let closure = "const ONES = [\"zero\", \"one\"];\nlet spell = |x| ONES[x];\n#{ name: \"s\", apply: |ctx| { ctx.tools.register(#{ name: \"spell_one\", description: \"d\", parameters: #{}, execute: |args| spell(1) }); } }";
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": closure }),
    );
    assert!(!error, "{text}");
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "spell_one", serde_json::json!({}));
    assert!(!error && text == "one", "{text}");
    // `global::ONES` parses, but the constant is gone when a tool calls
    // the `fn`: the call is told the same two forms.
    let global = "const ONES = [\"zero\", \"one\"];\nfn spell(x) { global::ONES[x] }\n#{ name: \"g\", apply: |ctx| { ctx.tools.register(#{ name: \"spell_global\", description: \"d\", parameters: #{}, execute: |args| spell(1) }); } }";
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": global }),
    );
    assert!(!error, "{text}");
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "spell_global", serde_json::json!({}));
    assert!(
        error && text.contains("hint: a Rhai `fn` sees only its parameters"),
        "{text}"
    );
}
