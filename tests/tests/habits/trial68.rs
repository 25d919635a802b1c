//! Usability trial 68 (`tests/trials/68`), on trial 67's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript and three
//! Python programs at their second mount, TypeScript and one Python at
//! their third and fifth. What cost a mount or was rated misleading, told
//! (or run) right here.

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/68/habits-a/plugins/a/v1.rhai"),
        // A regex's count, `\d{1,2}`, holds no comma it splits at.
        &[(
            9,
            "this pattern reads fields between colons, which `let f = line.split(\":\");`",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/68/habits-a/plugins/b/v1.rhai"),
        // A date's `%a` in a template: the day's name.
        &[(
            90,
            "${[\"Mon\", \"Tue\", \"Wed\", \"Thu\", \"Fri\", \"Sat\", \"Sun\"][weekday(d.when)] + \" \" + d.when.sub_string(8, 2)",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/68/habits-c/plugins/a/v1.rhai"),
        // `len` of what may be an object whose class has `__len__`.
        &[(
            115,
            "where `len` counts an object whose class has `__len__`, call that, `x.__len__()`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/68/habits-c/plugins/b/v1.rhai"),
        &[
            // `not (...)` and the chains inside its brackets (v3 and v4).
            (21, "write `!(...)` around the whole test instead of `not`"),
            (21, "write `0 <= h && h < 24`"),
            (21, "write `0 <= m && m < 60`"),
            // Set inside a loop above: gone after it in Rhai (v2).
            (
                78,
                "declare each name with its value, `let h = (total_minutes / 60).to_int();",
            ),
        ],
    ),
];

#[test]
fn what_trial_68s_habit_players_met_is_told_right() {
    first_answers(EXPECTED);
}

/// Player b's TypeScript at its second mount: `const lines = ...;` then
/// `lines.extract(1)` (JavaScript's `slice`) failed when the tool ran,
/// "Non-pure method 'extract' cannot be called on constant"; `extract`
/// changes nothing, and reads a constant now.
#[test]
fn extract_reads_a_constant_array() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("sweeps.csv"),
        include_str!("../../trials/68/habits-b/root/sweeps.csv"),
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/68/habits-b/plugins/a/v2.rhai") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "sweep_report", json!({}));
    assert!(!error, "{text}");
    assert_eq!(
        text.trim_end(),
        include_str!("../../trials/68/habits-b/expected/a.txt").trim_end()
    );
}
