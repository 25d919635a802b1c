//! Usability trial 171 (`tests/trials/171`): tasks 12 of 12 first try
//! with nothing unclear or misleading, all six habit programs at their
//! second mount, and nothing rated misleading in any of the six first
//! answers: every clause of issue 27's "Done when" in one round. The
//! plugins the players wrote from those answers keep working.

use serde_json::json;

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
