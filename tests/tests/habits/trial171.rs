//! Usability trial 171 (`tests/trials/171`): tasks 12 of 12 first try
//! with nothing unclear or misleading, all six habit programs at their
//! second mount, and nothing rated misleading in any of the six first
//! answers: every clause of issue 27's "Done when" in one round. The
//! plugins the players wrote from those answers keep working, and two
//! items rated unclear are told right.

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[(
    "b/b/v1",
    include_str!("../../trials/171/habits-b/plugins/b/v1.rhai"),
    &[
        // `[(k, list(g)) for k, g in groupby(...)]` (rated unclear: an
        // array literal offered, and a form that kept `list`).
        (
            49,
            "each group of `groupby` is an array already, in the map of groups its point builds: drop `list(...)`, `list(g)` is `groups[k]`",
        ),
        (
            49,
            "`let keys = groups.keys(); keys.map(|k| [k, groups[k]])`",
        ),
        // `dict(grouped(...))` of pairs made at run time (rated unclear:
        // a map literal offered).
        (
            69,
            "`let by_cls = #{}; for p in grouped(tickets, attrgetter(\"cls\")) { by_cls[p[0]] = p[1]; }`",
        ),
    ],
)];

#[test]
fn what_trial_171s_habit_players_rated_unclear_is_told_right() {
    for (name, text) in &first_answers(EXPECTED) {
        assert!(
            !text.contains("list(groups[k])"),
            "{name} keeps `list`:\n{text}"
        );
    }
}

/// Each second version, as mounted: its trial folder, its code, its
/// tool, and the text the original program printed.
const WORKING: [(&str, &str, &str, &str); 6] = [
    (
        "habits-a",
        include_str!("../../trials/171/habits-a/plugins/a/v2.rhai"),
        "gramophone_report",
        include_str!("../../trials/171/habits-a/expected/a.txt"),
    ),
    (
        "habits-a",
        include_str!("../../trials/171/habits-a/plugins/b/v2.rhai"),
        "cassette_report",
        include_str!("../../trials/171/habits-a/expected/b.txt"),
    ),
    (
        "habits-b",
        include_str!("../../trials/171/habits-b/plugins/a/v2.rhai"),
        "marionette_report",
        include_str!("../../trials/171/habits-b/expected/a.txt"),
    ),
    (
        "habits-b",
        include_str!("../../trials/171/habits-b/plugins/b/v2.rhai"),
        "steamer_report",
        include_str!("../../trials/171/habits-b/expected/b.txt"),
    ),
    (
        "habits-c",
        include_str!("../../trials/171/habits-c/plugins/a/v2.rhai"),
        "camel_gallops",
        include_str!("../../trials/171/habits-c/expected/a.txt"),
    ),
    (
        "habits-c",
        include_str!("../../trials/171/habits-c/plugins/b/v2.rhai"),
        "turntable_sheet",
        include_str!("../../trials/171/habits-c/expected/b.txt"),
    ),
];

#[test]
fn the_plugins_trial_171s_players_wrote_at_their_second_mount_give_the_originals_text() {
    let trial = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("trials/171");
    for (player, code, tool, expected) in WORKING {
        let dir = tempfile::tempdir().unwrap();
        for entry in std::fs::read_dir(trial.join(player).join("root")).unwrap() {
            let entry = entry.unwrap();
            std::fs::copy(entry.path(), dir.path().join(entry.file_name())).unwrap();
        }
        let toolset = cordis_toolset_tests::granted_toolset(dir.path());
        let (text, error, _) =
            cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
        assert!(!error, "{player} {tool}: {text}");
        let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, tool, json!({}));
        assert!(!error, "{player} {tool}: {text}");
        assert_eq!(text.trim_end(), expected.trim_end(), "{player} {tool}");
    }
}
