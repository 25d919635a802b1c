//! The plugins of usability trial 31 (`tests/trials/31`): what its first
//! answers left out (a swap by destructuring, `for...in` over an object,
//! `for sku, qty in orders`, a `@property` read as a call) or wrote wrong
//! (`parse_float` of a number, `any(e for e in errors)` as a test that is
//! no bool, a format with `,`), and what ran silently wrong: `some` of a
//! closure that returns no bool.

use serde_json::json;

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/31/habits/js/v1.js"),
        &[
            (18, "a number needs none"),
            (
                28,
                "`for name in balances.keys() { ... balances[name] ... }`",
            ),
            (56, "`let t = names[0]; names[0] = names[1]; names[1] = t;`"),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/31/habits/py/v1.py"),
        &[
            (14, "every read of it is a call, `obj.value()`"),
            (27, "`for (line, n) in lines.slice(1) { ... }`"),
            (27, "for a count from 2, write `n + 2`"),
            (
                45,
                "`for pair in orders { let sku = pair[0]; let qty = pair[1]; ... }`",
            ),
            (68, "${thousands(total.to_fixed(2))}"),
            (70, "`errors.some(|e| truthy(e))`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_31_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let py = &answers[1].1;
    // `if all_ok:` of a bool is Rhai as it is.
    assert!(!py.contains("`if all_ok:` needs a bool"), "{py}");
    // `{s: [...] for s, its in groups.items()}` is a comprehension.
    assert!(!py.contains("`{ s: ... }` is a block"), "{py}");
}

/// The Rhai versions: the swap and the pair loop stopped the parser with
/// no hint; the third Python version's `errors.some(|e| e)` was `false`.
#[test]
fn the_rhai_versions_are_told_what_stopped_them() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("inventory.json"),
        include_str!("../../trials/31/habits-root/inventory.json"),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("orders.csv"),
        include_str!("../../trials/31/habits-root/orders.csv"),
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/31/habits/js/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("hint: Rhai has no destructuring assignment: swap through a variable"),
        "{text}"
    );
    let (text, error) = answer(&toolset, include_str!("../../trials/31/habits/py/v2.rhai"));
    assert!(error, "{text}");
    assert!(text.contains("hint: Rhai's `for` binds one item"), "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/31/habits/py/v3.rhai") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "inventory_alerts", json!({}));
    assert!(error, "{text}");
    assert!(
        text.contains("the function given to `some` returned a value of type string, not a bool"),
        "{text}"
    );
}
