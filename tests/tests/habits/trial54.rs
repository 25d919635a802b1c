//! Usability trial 54 (`tests/trials/54`), on trial 53's fixes: tasks 12
//! of 12, one report rated slightly misleading: a dry run of a provider
//! while a consumer waited for its service said `activated: []`. Its
//! JavaScript program's helpers, told to become `fn`s, read a top-level
//! `const DAYS` no `fn` sees, which the first answer did not say. Its
//! Python script's forms declared names its report used (`out`, `total`),
//! and a string held in a parameter, repeated by `*`, was not named.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/54/habits-a/plugins/js/v1.js"),
        &[(
            72,
            "made a `fn`, it cannot read the top-level `DAYS` either: pass it in, `fn dayLines(..., DAYS)`",
        )],
    ),
    // Player c's script: `char * round(value * scale)` of a parameter
    // whose default is `"#"` passed the first answer and failed at its
    // call; the `zip` form declared `let out`, the report's own list.
    (
        "c/b/v1",
        include_str!("../../trials/54/habits-c/plugins/b/v1"),
        &[
            (
                67,
                "`char` holds a string (\"#\"), and Rhai has no `*` of a string and a number: write `\"\".pad(",
            ),
            (86, "`` let collected = []; for i in 0..hours.len() {"),
            (
                73,
                "`let gap = width - s.len(); let left = gap / 2 + (gap & width & 1);",
            ),
        ],
    ),
];

#[test]
fn a_helper_made_a_fn_is_told_the_top_level_constants_it_reads() {
    let answers = first_answers(EXPECTED);
    // No form declares a name the function it stands in already uses.
    let (_, script) = &answers[1];
    assert!(!script.contains("`let out = [];"), "{script}");
    assert!(!script.contains("`let total = 10 - s.len();"), "{script}");
}

/// A dry run of a provider names the pending mounts its services would
/// start, in its report and its text, and starts none of them.
#[test]
fn a_providers_dry_run_names_the_pending_mounts_it_would_start() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let consumer = "#{ name: \"cons\", inject: [\"glossx\"], apply: |ctx| { ctx.tools.register(#{ name: \"cons_t\", description: \"t\", parameters: #{}, execute: |args| { \"x\" } }); } }";
    let (text, error, report) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": consumer }),
    );
    assert!(!error, "{text}");
    let id = report.unwrap()["id"].as_str().unwrap().to_owned();
    let provider = "#{ name: \"prov\", apply: |ctx| { ctx.provide(\"glossx\", #{ get: || 1 }); } }";
    let (text, error, report) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": provider, "dryRun": true }),
    );
    assert!(!error, "{text}");
    assert_eq!(
        report.unwrap()["activated"],
        serde_json::json!([id]),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "its services would start these pending mounts, which wait for them: {id}"
        )),
        "{text}"
    );
    // Nothing started: the consumer still waits.
    let (text, _, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_inspect",
        serde_json::json!({ "what": "plugins" }),
    );
    assert!(text.contains("pending"), "{text}");
}
