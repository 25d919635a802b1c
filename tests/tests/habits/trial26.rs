//! The plugins of usability trial 26 (`tests/trials/26`): what its first
//! answers got wrong (a `{}` inside a map echoed from `??=`, a `zip` of a
//! generator told as pairs, `not` and `isalpha` left in a translation,
//! `enumerate` suggested, `!r` losing its quotes, exported plugin parts
//! told to be dropped, a false note on `extract`) or left out
//! (`Infinity`, a number as a ternary's test).

use serde_json::json;

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/26/habits/js/v1.js"),
        &[
            (
                28,
                "`perPerson[person] = perPerson[person] ?? #{ projects: #{}, total: 0 };`",
            ),
            (35, "test a number with `n != 0`"),
            (
                36,
                "Rhai has no `Infinity`: start from the first item instead",
            ),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/26/habits/py/v1.py"),
        &[
            (
                9,
                "`let n = 0; for i in 0..a.len() { let x = a[i]; let y = b[i]; if x != y { n += 1; } }`",
            ),
            (17, "`words.some(|w| ! w.is_alphabetic())`"),
            (
                22,
                "`let out = []; for (p, i) in steps { let i = i + 1; if !truthy(differs_by_one(p[0], p[1])) { out.push([i, p]); } }`, then use `out`",
            ),
            (23, "`` `broken pair at step ${i}: '${a}' -> '${b}'` ``"),
        ],
    ),
    (
        "ts/v1.ts",
        include_str!("../../trials/26/habits/ts/v1.ts"),
        &[
            (
                29,
                "`name` is a key of the plugin map, which the code ends with, not an export",
            ),
            (
                32,
                "a plugin's `apply` is a closure in the plugin map, not an exported function",
            ),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_26_found_missing() {
    let answers = first_answers(EXPECTED);
    let (py, ts) = (&answers[1].1, &answers[2].1);
    assert!(!py.contains("truthy(c.isalpha"), "{py}");
    assert!(!py.contains("Rhai's `zip` takes a closure that joins each pair: write `arr.zip(items, |a, b| [a, b])`, or loop over the indexes, `for i in 0..arr.len() { ... }` (line 9"), "{py}");
    assert!(!ts.contains("write `fn apply(ctx)"), "{ts}");
    assert!(!ts.contains("pass `applyCoupon` in as a parameter"), "{ts}");
}

/// `words.extract(1)` in a `fn` changes nothing (no note), and the forms
/// the Python answer gives run on strings.
#[test]
fn the_python_forms_run_and_extract_is_no_change() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    // (Its `w.chars().all(...)`, which fails when it runs, is refused at
    // mount since trial 103; the answer says nothing of `words`.)
    let (warnings, refused) = answer(&toolset, include_str!("../../trials/26/habits/py/v2.rhai"));
    assert!(refused && warnings.contains("`s.to_chars()`"), "{warnings}");
    assert!(!warnings.contains("`words`"), "{warnings}");
    let code = r#"#{ name: "lad", apply: |ctx| {
    ctx.tools.register(#{ name: "lad", description: "d", execute: |args| {
        let a = "cold"; let b = "cord";
        let n = 0; for i in 0..a.len() { let x = a[i]; let y = b[i]; if x != y { n += 1; } }
        let words = ["cold", "c0rd"];
        let bad = words.some(|w| ! w.is_alphabetic());
        let steps = [["a", "b"], ["b", "b"]];
        let out = []; for (p, i) in steps { let i = i + 1; if p[0] == p[1] { out.push([i, p]); } }
        let broken = out;
        `${n} ${bad} ${broken[0][0]}`
    } });
} }"#;
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "lad", json!({}));
    assert!(!error && text == "1 true 2", "{text}");
}
