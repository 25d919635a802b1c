//! Usability trial 144 (`tests/trials/144`): tasks 12 of 12, five of six
//! habit programs at their second mount (a Python's third through a map
//! keyed by a number), and three of six first answers with nothing
//! misleading. What was rated misleading, told right here; and a check's
//! warning that was wrong.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/144/habits-a/plugins/b/v1.rhai"),
        // `by_day[b.day].append(...)` of `day: int`: a map's keys are
        // strings (rated misleading: keyed by the number, which failed at
        // its call, `contains (map, int)`).
        &[(
            79,
            "`let by_day = #{}; if !(b.day.to_string() in by_day) { by_day[b.day.to_string()] = []; } by_day[b.day.to_string()].push(b.seconds);` (a map's keys are strings, and `b.day` is a number",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/144/habits-c/plugins/b/v1.rhai"),
        // `header = f.readline()` then `for n, line in enumerate(f,
        // start=2)`: the lines after the header (rated misleading: every
        // line, the header a bad row).
        &[(
            27,
            "`for (line, n) in ctx.fs.read(path).split(\"\\n\").extract(1) { ... }`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/144/habits-b/plugins/b/v1.rhai"),
        // `for e, (n, _, f) in sorted(events.items())`: `_` is no name in
        // Rhai, and its part is not read (rated misleading: `let _ =
        // item[1][1];`, refused).
        &[(
            85,
            "{ let e = item[0]; let n = item[1][0]; let f = item[1][2]; out.push(...); }",
        )],
    ),
];

#[test]
fn what_trial_144s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "if !(b.day in by_day)",
            "in ctx.fs.read(path).split(\"\\n\") {",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// `path.split("/").pop()` inside `fn report(ctx, path, ...)` pops the
/// array `split` made, not `path`: no warning that `path` is changed
/// (trial 144's v2 was warned so).
#[test]
fn a_change_of_a_new_value_made_from_a_parameter_is_no_change_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let v2 = include_str!("../../trials/144/habits-b/plugins/a/v2.rhai");
    let warnings = super::dry_run_warnings(&toolset, v2);
    assert!(!warnings.contains("`path` is changed"), "{warnings}");
}
