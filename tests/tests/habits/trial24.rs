//! The plugins of usability trial 24 (`tests/trials/24`): what its
//! answers got wrong or left out (a copy of an array's element changed
//! and never written back, `this` in a closure given to `map`, two
//! declarations in one `const`, a length as a test, Python's module-level
//! `name`, a skeleton that took `"apply"` for the inject list, and two
//! `case`s that share a body).

use serde_json::json;

use super::{Expected, answer, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/24/habits/js/v1.js"),
        &[
            (32, "test the length, `xs.len() > 0`"),
            (
                35,
                "Rhai declares one variable per `let`: write `let d = ...; let c = ...;`",
            ),
            (
                38,
                "`d` is a copy of `debtors[0]` (Rhai copies an element into a variable, where JavaScript and Python share it)",
            ),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/24/habits/py/v1.py"),
        &[(6, "`name` is a key of the plugin map")],
    ),
    (
        "ts/v1.ts",
        include_str!("../../trials/24/habits/ts/v1.ts"),
        &[(31, "two `case`s that share a body are one arm")],
    ),
];

#[test]
fn every_first_answer_names_what_trial_24_found_missing() {
    let answers = first_answers(EXPECTED);
    // The skeleton keeps the inject list written before the plugin map.
    assert!(
        answers[1].1.contains("    inject: [\"fs\"],\n"),
        "{}",
        answers[1].1
    );
    assert!(
        !answers[1].1.contains("inject: [\"apply\"]"),
        "{}",
        answers[1].1
    );
}

/// The Rhai versions the model wrote next are told what cost it a mount.
#[test]
fn the_rhai_versions_are_told_what_they_met() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    // `let d = debtors[0]; ... d.amount -= x;`: a warning at mount.
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/24/habits/js/v2.rhai"));
    assert!(
        warnings.contains("`d` is a copy of `debtors[0]`")
            && warnings.contains("change the element itself, `debtors[0].amount = ...;`"),
        "{warnings}"
    );
    // `keys.map(|k| [k, this.balances[k]])`: refused at mount.
    let (text, error) = answer(&toolset, include_str!("../../trials/24/habits/ts/v3.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("a closure given to a call (`map`, `filter`, `sort`, ...) has no `this`")
            && text.contains("(line 44, column 30)"),
        "{text}"
    );
    // Its fix mounts, and the form the answer gives runs.
    let (text, error) = answer(&toolset, include_str!("../../trials/24/habits/ts/v4.rhai"));
    assert!(!error, "{text}");
    let code = r#"fn new_ledger() { #{ balances: #{ b: 2, a: 1 } } }
fn sorted() { let balances = this.balances; let keys = balances.keys(); keys.sort(); keys.map(|k| `${k}=${balances[k]}`) }
#{ name: "l", apply: |ctx| {
    ctx.tools.register(#{ name: "ledger", description: "d", execute: |args| new_ledger().sorted().join(",") });
} }"#;
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "ledger", json!({}));
    assert!(!error && text == "a=1,b=2", "{text}");
}
