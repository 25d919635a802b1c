//! The plugins of usability trial 27 (`tests/trials/27`): what its first
//! answers got wrong (a dict of the code's own told to be the plugin) or
//! left out (Python's `append` of a tuple, an annotated variable), and
//! what passed the check (`append` of a pair) or ran with a bare hint (a
//! character as a map's key).

use serde_json::json;

use super::{Expected, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[(
    "py/v1.py",
    include_str!("../../trials/27/habits/py/v1.py"),
    &[
        (
            1,
            "declare a variable with `let`, and a dict is a map: `let PAIRS = #{ ... };`",
        ),
        (
            6,
            "declare the variable with `let` and no type, `let stack = ...;`",
        ),
        (
            15,
            "write `stack.push([ch, i])` (a tuple is an array in Rhai)",
        ),
    ],
)];

#[test]
fn every_first_answer_names_what_trial_27_found_missing() {
    let answers = first_answers(EXPECTED);
    assert!(
        !answers[0].1.contains("instead of `PAIRS = { ... }`"),
        "{}",
        answers[0].1
    );
}

/// Its third version mounted clean and answered wrong: `append` of a pair
/// adds its two items. Its second failed on a character as a map's key.
#[test]
fn the_rhai_versions_are_told_what_they_met() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/27/habits/py/v3.rhai"));
    assert!(
        warnings.contains("`append` adds the items of this array one by one"),
        "{warnings}"
    );
    // The fourth, with `push`, has no such note.
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/27/habits/py/v4.rhai"));
    assert!(!warnings.contains("`append`"), "{warnings}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/27/habits/py/v2.rhai") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) =
        cordis_toolset_tests::call_tool(&toolset, "bracket_report", json!({ "text": "f(a)" }));
    assert!(error, "{text}");
    assert!(
        text.contains("hint: a map's keys are strings, and this is a character"),
        "{text}"
    );
}
