//! Usability trial 77 (`tests/trials/77`), on trial 76's fixes: tasks 10
//! of 12 first try (each slip caught by a dry run), nothing rated unclear
//! or misleading; TypeScript and two Python programs at their second
//! mount. What cost a mount or was rated misleading, told right here.

use serde_json::{Value, json};

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/77/habits-a/plugins/a/v1.rhai"),
        // `Number.parseFloat("")`: JavaScript's NaN, where `parse_float`
        // throws (what cost v2).
        &[(
            28,
            "`fn to_number(s) { try { parse_float(s) } catch { () } }` gives `()` instead",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/77/habits-b/plugins/b/v1.rhai"),
        &[
            // `is_bad = lambda r: isinstance(r, Bad)`: a namedtuple is
            // a type, not a variable to pass in.
            (
                30,
                "a `lambda` kept in a name at the top is a function: write `fn is_bad(r) { ... }`",
            ),
            // `((k, list(g)) for k, g in groupby(...))`: the map of
            // groups' keys.
            (
                43,
                "`let keys = groups.keys(); keys.map(|k| [k, groups[k]])`",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/77/habits-c/plugins/a/v1.rhai"),
        &[
            // A method that reads `ctx.fs`: a `fn` sees no `ctx`.
            (
                95,
                "its body reads `ctx`, which a `fn` does not see: pass it in, `fn load(ctx, ...)`",
            ),
            // `csv.DictReader` of a short row: its fields are `()`.
            (
                97,
                "row[h] = if i < fields.len() { fields[i] } else { () };",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/77/habits-c/plugins/b/v1.rhai"),
        // `trend` set in both branches of an `if`, read after it.
        &[(
            61,
            "`trend` is first set inside `if` and read after it, and a Rhai block keeps the variables it declares: declare it before the `if`, `let trend = ();`, and assign it in each branch",
        )],
    ),
];

#[test]
fn what_trial_77s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `this.length`, a log's length in metres, is no array's.
    let js = &answers[0].1;
    assert!(!js.contains("instead of `.length` (line 17,"), "{js}");
    assert!(
        !answers[1].1.contains("fn is_bad(r, Bad)"),
        "{}",
        answers[1].1
    );
    assert!(
        !answers[3].1.contains("`let trend = ...;`"),
        "{}",
        answers[3].1
    );
}

/// Task 01's first plugin trimmed one end of a line with `trim_end` and
/// `trim_start`, which Rhai lacks; the sandbox has them now, in place as
/// its `trim`, and the player's first plugin answers as Python did.
#[test]
fn the_first_try_of_task_01_answers_as_expected() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error, report) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/77/tasks/01/v1.rhai") }),
    );
    assert!(!error, "{text}");
    assert_eq!(
        report.map(|r| r["warnings"].clone()),
        Some(json!([])),
        "{text}"
    );
    let args: Value =
        serde_json::from_str(include_str!("../../trials/77/tasks/01/args.json")).unwrap();
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "hyphen_rejoin", args);
    assert!(!error, "{text}");
    assert_eq!(
        text,
        include_str!("../../trials/77/tasks/01/expected.txt").trim_end()
    );
}
