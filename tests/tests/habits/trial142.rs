//! Usability trial 142 (`tests/trials/142`): tasks 10 of 12 (both its
//! player's slips, one of which the dry run had warned of), all six habit
//! programs at their second mount, and **no item of the six first
//! answers rated misleading** (0 of 573). The one message rated
//! misleading, a runtime hint, told right here.

use serde_json::json;

/// Task 07's first version: `let mn = ps.reduce(|a, b| ...)` with no start
/// value, then `mn.to_fixed(1)`: the hint names the `reduce` that gave the
/// `()` (rated misleading: a map's missing key, and `(m["lines"] ??
/// []).to_fixed(...)`).
#[test]
fn a_method_called_on_what_a_reduce_with_no_start_gave_names_the_reduce() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("tires")).unwrap();
    std::fs::write(
        dir.path().join("tires/log.csv"),
        include_str!("../../trials/142/tasks-root/tires/log.csv"),
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = include_str!("../../trials/142/tasks/07/v1.rhai");
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "tire_pressure",
        json!({ "path": "tires/log.csv", "min_psi": 30 }),
    );
    assert!(error, "{text}");
    assert!(
        text.contains("hint: `mn` is `()`: it was set on line 41 by a `reduce` with no start value; Rhai's `reduce` with no start value gives its function `()` first"),
        "{text}"
    );
    assert!(!text.contains("as a map's missing key reads"), "{text}");
}
