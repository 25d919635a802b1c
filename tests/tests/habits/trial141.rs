//! Usability trial 141 (`tests/trials/141`): tasks 12 of 12, four of six
//! habit programs at their second mount (the TypeScript's third and the
//! plain Python script's third their players' own slips, the second of
//! them a `try` written as a value), and five of six first answers with
//! nothing misleading. What was rated misleading, told right here; and
//! the slip four rounds running made, which mounts now.

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/a/v1",
        include_str!("../../trials/141/habits-b/plugins/a/v1.rhai"),
        // `sorted.slice(1).map((e, i) => ... sorted[i] ...)`: told nothing,
        // and its second mount refused as a data race.
        &[(
            73,
            "a chain that starts from `sorted` cannot read `sorted` in its closures (Rhai refuses the call at mount, a data race): keep what the chain works on in a variable of its own first, `let part = sorted.slice(1);`, and go on from it, `part.map(...)`",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/141/habits-a/plugins/b/v1.rhai"),
        // `by_habitat = defaultdict(Counter)` then `by_habitat[c.habitat]
        // [c.species] += c.count`: the count the code adds (rated misleading:
        // `[item] ... + 1`, a record's 1 for its beetles).
        &[(
            69,
            "`let by_habitat = #{}; if !(c.habitat in by_habitat) { by_habitat[c.habitat] = #{}; } by_habitat[c.habitat][c.species] = (by_habitat[c.habitat][c.species] ?? 0) + c.count;`",
        )],
    ),
];

#[test]
fn what_trial_141s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        assert!(
            !text.contains("by_habitat[c.habitat][item]"),
            "{name} counts records:\n{text}"
        );
    }
}

/// The second versions refused for a `try` written as a value
/// (`let n = try { parse_int(s) } catch { () };`), in trials 138 to 141:
/// each mounts as its player wrote it, and its tool gives the text the
/// original program printed.
#[test]
fn the_versions_refused_for_a_try_written_as_a_value_mount_and_give_the_expected_text() {
    let versions: [(&str, &str, &str, &str, &str); 4] = [
        (
            "138/habits-a",
            include_str!("../../trials/138/habits-a/plugins/a/v2.rhai"),
            "engraving_report",
            "engraving.csv",
            include_str!("../../trials/138/habits-a/expected/engraving.txt"),
        ),
        (
            "139/habits-a",
            include_str!("../../trials/139/habits-a/plugins/a/v2.rhai"),
            "bog_report",
            "bog_snorkel.csv",
            include_str!("../../trials/139/habits-a/expected/a.txt"),
        ),
        (
            "140/habits-a",
            include_str!("../../trials/140/habits-a/plugins/a/v2.rhai"),
            "herbarium_report",
            "herbarium_loans.csv",
            include_str!("../../trials/140/habits-a/expected/herbarium.txt"),
        ),
        (
            "141/habits-c",
            include_str!("../../trials/141/habits-c/plugins/b/v2.rhai"),
            "hall_invoices",
            "hall_hires.txt",
            include_str!("../../trials/141/habits-c/expected/hall_invoices.txt"),
        ),
    ];
    let trials = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("trials");
    for (trial, code, tool, data, expected) in versions {
        assert!(code.contains("= try {"), "{trial}: no try as a value");
        let dir = tempfile::tempdir().unwrap();
        std::fs::copy(
            trials.join(trial).join("root").join(data),
            dir.path().join(data),
        )
        .unwrap();
        let toolset = cordis_toolset_tests::granted_toolset(dir.path());
        let (text, error, _) =
            cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
        assert!(!error, "{trial}: {text}");
        let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, tool, json!({}));
        assert!(!error, "{trial}: {text}");
        assert_eq!(text.trim_end(), expected.trim_end(), "{trial}");
    }
}
