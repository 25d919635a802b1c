//! Usability trial 79 (`tests/trials/79`), on trial 78's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript, TypeScript
//! and three Python programs at their second mount. What cost a mount or
//! was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/79/habits-a/plugins/b/v1.rhai"),
        // `{parts[3:]}` of a list: a slice of an array, printed as Python
        // prints a list (what cost v2).
        &[(
            49,
            "${parts.extract(3)}` `` instead of the f-string `f\"line {lineno}: non-numeric value in {parts[3:]}\"`; a list prints as",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/79/habits-b/plugins/b/v1.rhai"),
        &[
            // A comprehension over several lines, its `for` on a line of
            // its own: untold (what cost v2).
            (
                70,
                "this `for` ends a list comprehension that starts on line 67, and Rhai has no comprehensions: write the loop that fills `lines`, `for s in stats { lines.push(...); }`",
            ),
            // A caught exception's `e.args[0]`: its message.
            (26, "`` `not a number (${e.message.split(\": \")[-1]})` ``"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/79/habits-c/plugins/a/v1.rhai"),
        // `wh = self.warehouses[name]`: an object of `Warehouse`, whose
        // `len` and items and `str` are its dunders.
        &[
            (115, "${wh.__len__()} casks"),
            (
                116,
                "`` wh.__iter__().map(|cask| `  ${cask.__str__(AS_OF)}`) ``",
            ),
        ],
    ),
];

#[test]
fn what_trial_79s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `(f(k, g) for k, g in ...)` on a line of its own: a generator, no
    // tuple.
    assert!(
        !answers[1].1.contains("(line 62, column 9)"),
        "{}",
        answers[1].1
    );
    assert!(!answers[2].1.contains("${wh.len()}"), "{}", answers[2].1);
}

/// The tasks player's probe: a refusal for lines that fail every time
/// names the warnings too (`e.length`), so that one answer has every fix.
#[test]
fn a_refusal_names_the_warnings_too() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": include_str!("../../trials/79/tasks/probes/p1.rhai"), "dryRun": true }),
    );
    assert!(error, "{text}");
    let (certain, also) = text
        .split_once("Also found, which may fail when it runs:")
        .unwrap_or_else(|| panic!("{text}"));
    assert!(certain.contains("read_file"), "{text}");
    assert!(
        also.contains("write `.len()` instead of `.length`"),
        "{text}"
    );
}
