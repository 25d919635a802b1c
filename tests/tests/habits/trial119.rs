//! Usability trial 119 (`tests/trials/119`), on trial 118's fixes:
//! TypeScript and three Python programs at their second mount, and four
//! of the six first answers with nothing misleading. What was rated
//! misleading, or cost a mount, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[(
    "a/a/v1",
    include_str!("../../trials/119/habits-a/plugins/a/v1.rhai"),
    // `best?.[1]` in a chain, `best?.[1].length`: `?[` gives `()` only as
    // the chain's last step (what cost player a's third mount).
    &[(86, "but only as the chain's last step")],
)];

#[test]
fn what_trial_119s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}

/// `[x] * n`, Python's list repeated (player b's v2 failed on it, and its
/// hint said to convert): the call's error says how Rhai repeats an item.
#[test]
fn a_list_repeated_is_told_as_a_padded_array() {
    let code = r#"#{ name: "rep", apply: |ctx| { ctx.tools.register(#{ name: "rep", description: "d", parameters: #{}, execute: |args| { let n = 3; let xs = [1] * n; xs.len() } }); } }"#;
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": code }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "rep", serde_json::json!({}));
    assert!(error, "{text}");
    assert!(text.contains("`let a = []; a.pad(n, x);`"), "{text}");
}
